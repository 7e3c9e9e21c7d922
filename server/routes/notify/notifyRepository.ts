import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { OutboxRepository } from '../../notifications/outboxRepository';
import type { TournamentStatus } from '../../../common/tournamentStatus';
import type { NotifySignup } from '../../../common/contract/notify';

/** Who a sign-up belongs to: an address, and for a logged-in user the account too. */
export interface Subscriber {
  email: string;
  userId?: string | null;
}

export interface SignupInput extends Subscriber {
  tournamentId: string | null;
  tournamentTitle: string | null;
  gameKey: string | null;
  /** The tournament's registration is open already: its mail is queued with the sign-up. */
  mailNow: boolean;
}

interface SignupRow {
  tournament_id: string | null;
  title: string;
  game_key: string | null;
  status: string | null;
  start_at: Date | null;
  created_at: Date;
}

// An account matches its own sign-ups and those made with its address before logging in.
const SUBSCRIBER_MATCH = '(email = $2 OR ($3::text IS NOT NULL AND user_id = $3))';

export class NotifyRepository {
  constructor(private readonly db: Database) {}

  /** A DRAFT is not public: nobody can sign up for it. */
  async findTournament(id: string): Promise<{ id: string; title: string; status: TournamentStatus } | null> {
    const rows = await this.db.query<{ id: string; title: string; status: TournamentStatus }>(
      "SELECT id, title, status FROM tournaments WHERE id = $1 AND status <> 'DRAFT'",
      [id],
    );
    return rows[0] ?? null;
  }

  async isSignedUp(tournamentId: string, who: Subscriber): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM notify_signups WHERE tournament_id = $1 AND ${SUBSCRIBER_MATCH} LIMIT 1`,
      [tournamentId, who.email, who.userId ?? null],
    );
    return rows.length > 0;
  }

  /** Answers false when this subscriber is signed up already (nothing is written then). */
  async signUp(input: SignupInput): Promise<{ created: boolean }> {
    return this.db.transaction(async (tx) => {
      if (input.tournamentId) {
        const existing = await tx.query(
          `SELECT 1 FROM notify_signups WHERE tournament_id = $1 AND ${SUBSCRIBER_MATCH} LIMIT 1`,
          [input.tournamentId, input.email, input.userId ?? null],
        );
        if (existing.length > 0) return { created: false };
      }
      // ON CONFLICT covers two requests racing past the check above.
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO notify_signups (id, tournament_id, tournament_title, game_key, email, user_id)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
        [newId(), input.tournamentId, input.tournamentTitle, input.gameKey, input.email, input.userId ?? null],
      );
      const id = inserted[0]?.id;
      if (!id) return { created: false };
      if (input.mailNow) await new OutboxRepository(tx).enqueueRegistrationOpenForSignup(id);
      return { created: true };
    });
  }

  async unsubscribe(tournamentId: string, who: Subscriber): Promise<boolean> {
    const rows = await this.db.query(
      `DELETE FROM notify_signups WHERE tournament_id = $1 AND ${SUBSCRIBER_MATCH} RETURNING id`,
      [tournamentId, who.email, who.userId ?? null],
    );
    return rows.length > 0;
  }

  /** The account's sign-ups, newest first (bounded: nobody follows more than this many). */
  async listFor(who: Subscriber, limit = 200): Promise<NotifySignup[]> {
    const rows = await this.db.query<SignupRow>(
      `SELECT s.tournament_id, COALESCE(t.title, s.tournament_title) AS title, COALESCE(t.game_key, s.game_key) AS game_key,
         t.status, t.start_at, s.created_at
       FROM notify_signups s LEFT JOIN tournaments t ON t.id = s.tournament_id
       WHERE s.email = $1 OR ($2::text IS NOT NULL AND s.user_id = $2)
       ORDER BY s.created_at DESC, s.id DESC
       LIMIT $3`,
      [who.email, who.userId ?? null, limit],
    );
    return rows.map((row) => ({
      tournamentId: row.tournament_id,
      tournamentTitle: row.title,
      game: row.game_key,
      status: row.status,
      startAt: row.start_at ? new Date(row.start_at).toISOString() : null,
      signedUpAt: new Date(row.created_at).toISOString(),
    }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    notifyRepository: NotifyRepository;
  }
}
