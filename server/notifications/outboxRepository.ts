import type { Queryable } from '../db/database';
import type { EntryMailKind, NotificationKindName } from './notificationKinds';
import type { TournamentForMail } from './registrationOpenMail';

/** An outbox row a sender holds for its lease, with what its mail needs. */
export interface ClaimedNotification {
  id: string;
  kind: NotificationKindName;
  email: string;
  attempts: number;
  tournament: TournamentForMail;
}

interface ClaimedRow {
  id: string;
  kind: NotificationKindName;
  email: string;
  attempts: number;
  tournament_id: string;
  title: string;
  start_at: Date | null;
  prize_pool: string | null;
  format: string | null;
  platform: string | null;
  organizer: string | null;
  game_name: string | null;
}

export interface OutboxStates {
  queued: number;
  retrying: number;
  failed: number;
}

export interface ClaimOptions {
  workerId: string;
  batchSize: number;
  leaseMs: number;
  maxAttempts: number;
}

// A logged-in user's sign-up is mailed to the account's current address (it may have changed since
// the sign-up), a visitor's to the address given. ON CONFLICT keeps a second status change from mailing anyone twice.
const ENQUEUE_REGISTRATION_OPEN = `
  INSERT INTO notification_outbox (kind, signup_id, tournament_id, email)
  SELECT 'registration-open', s.id, s.tournament_id, COALESCE(u.email, s.email)
  FROM notify_signups s LEFT JOIN users u ON u.id = s.user_id
  WHERE s.tournament_id IS NOT NULL AND %FILTER%
  ON CONFLICT (signup_id, kind) DO NOTHING
  RETURNING id`;

export class OutboxRepository {
  constructor(private readonly db: Queryable) {}

  /** Queues the registration-open mail for every sign-up of the tournament; answers how many were new. */
  async enqueueRegistrationOpen(tournamentId: string): Promise<number> {
    const rows = await this.db.query(ENQUEUE_REGISTRATION_OPEN.replace('%FILTER%', 's.tournament_id = $1'), [tournamentId]);
    return rows.length;
  }

  /** Queues the registration-open mail for one sign-up (its tournament is open already). */
  async enqueueRegistrationOpenForSignup(signupId: string): Promise<number> {
    const rows = await this.db.query(ENQUEUE_REGISTRATION_OPEN.replace('%FILTER%', 's.id = $1'), [signupId]);
    return rows.length;
  }

  /**
   * Queues a mail about their own entry to every account of the entries (the player, or each member
   * of a team's roster); an entry, account and kind is mailed once.
   */
  async enqueueEntryMails(kind: EntryMailKind, tournamentId: string, participantIds: string[]): Promise<number> {
    const rows = await this.db.query(
      `INSERT INTO notification_outbox (kind, participant_id, user_id, tournament_id, email)
       SELECT $1, m.participant_id, m.user_id, $2, u.email
       FROM participant_members m JOIN users u ON u.id = m.user_id
       WHERE m.participant_id = ANY($3::text[]) AND u.email IS NOT NULL
       ON CONFLICT (participant_id, user_id, kind) WHERE participant_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [kind, tournamentId, participantIds],
    );
    return rows.length;
  }

  /**
   * Queues "check-in is open" for the entries of every tournament whose check-in window has opened
   * and not closed, that have not checked in. Run on each pass of the sender, so a window is noticed
   * within one poll after it opens, also after a restart; the unique index keeps it to one mail.
   */
  async enqueueOpenCheckIns(): Promise<number> {
    const rows = await this.db.query(
      `INSERT INTO notification_outbox (kind, participant_id, user_id, tournament_id, email)
       SELECT 'check-in-open', p.id, m.user_id, t.id, u.email
       FROM tournaments t
       JOIN bracket_participants p ON p.tournament_id = t.id
       JOIN participant_members m ON m.participant_id = p.id
       JOIN users u ON u.id = m.user_id
       WHERE t.check_in_minutes > 0 AND t.start_at IS NOT NULL
         AND now() >= t.start_at - t.check_in_minutes * interval '1 minute' AND now() < t.start_at
         AND t.status NOT IN ('COMING_SOON', 'DRAFT', 'COMPLETED')
         AND NOT EXISTS (SELECT 1 FROM brackets b WHERE b.tournament_id = t.id)
         AND p.status IN ('registered', 'waitlisted') AND p.checked_in_at IS NULL AND u.email IS NOT NULL
       ON CONFLICT (participant_id, user_id, kind) WHERE participant_id IS NOT NULL DO NOTHING
       RETURNING id`,
    );
    return rows.length;
  }

  /**
   * Takes up to batchSize due rows for leaseMs. SKIP LOCKED lets several processes on one
   * PostgreSQL claim side by side without waiting on, or taking, each other's rows; a row whose
   * lease ran out unsent (its process died) is due again.
   */
  async claim({ workerId, batchSize, leaseMs, maxAttempts }: ClaimOptions): Promise<ClaimedNotification[]> {
    const rows = await this.db.query<ClaimedRow>(
      `WITH due AS (
         SELECT id FROM notification_outbox
         WHERE sent_at IS NULL AND attempts < $4 AND next_attempt_at <= now()
           AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY next_attempt_at, id
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE notification_outbox o
         SET claimed_by = $1, claimed_until = now() + $3 * interval '1 millisecond', attempts = o.attempts + 1
         FROM due WHERE o.id = due.id
         RETURNING o.id, o.kind, o.email, o.attempts, o.tournament_id
       )
       SELECT c.id::text AS id, c.kind, c.email, c.attempts, c.tournament_id, t.title, t.start_at, t.prize_pool,
         t.format, t.platform, t.organizer, g.name AS game_name
       FROM claimed c
       JOIN tournaments t ON t.id = c.tournament_id
       LEFT JOIN games g ON g.key = t.game_key
       ORDER BY c.id`,
      [workerId, batchSize, leaseMs, maxAttempts],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      email: row.email,
      attempts: row.attempts,
      tournament: {
        id: row.tournament_id,
        title: row.title,
        startAt: row.start_at ? new Date(row.start_at) : null,
        gameName: row.game_name,
        prizePool: row.prize_pool,
        format: row.format,
        platform: row.platform,
        organizer: row.organizer,
      },
    }));
  }

  /** Called only after the SMTP server accepted the mail. */
  async markSent(id: string): Promise<void> {
    await this.db.query(
      'UPDATE notification_outbox SET sent_at = now(), claimed_by = NULL, claimed_until = NULL, last_error = NULL WHERE id = $1 AND sent_at IS NULL',
      [id],
    );
  }

  async markFailed(id: string, workerId: string, error: string, retryInMs: number): Promise<void> {
    await this.db.query(
      `UPDATE notification_outbox
       SET claimed_by = NULL, claimed_until = NULL, last_error = $3, next_attempt_at = now() + $4 * interval '1 millisecond'
       WHERE id = $1 AND claimed_by = $2 AND sent_at IS NULL`,
      [id, workerId, error.slice(0, 1000), retryInMs],
    );
  }

  /** Gives back rows a stopping sender claimed but did not try, without counting an attempt. */
  async release(ids: string[], workerId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(
      `UPDATE notification_outbox SET claimed_by = NULL, claimed_until = NULL, attempts = greatest(attempts - 1, 0)
       WHERE id = ANY($1::bigint[]) AND claimed_by = $2 AND sent_at IS NULL`,
      [ids, workerId],
    );
  }

  /** Unsent mails: never tried yet, failed and due again, and given up after maxAttempts. */
  async countStates(maxAttempts: number): Promise<OutboxStates> {
    const [row] = await this.db.query<OutboxStates>(
      `SELECT count(*) FILTER (WHERE attempts < $1 AND last_error IS NULL)::int AS queued,
         count(*) FILTER (WHERE attempts < $1 AND last_error IS NOT NULL)::int AS retrying,
         count(*) FILTER (WHERE attempts >= $1)::int AS failed
       FROM notification_outbox WHERE sent_at IS NULL`,
      [maxAttempts],
    );
    return row ?? { queued: 0, retrying: 0, failed: 0 };
  }

  async countUnsent(): Promise<number> {
    const rows = await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM notification_outbox WHERE sent_at IS NULL');
    return rows[0]?.count ?? 0;
  }
}
