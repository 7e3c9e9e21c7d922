/**
 * What the bracket repositories share of the tables: how participants are read and ordered, and
 * the lock taken before a bracket starts.
 */
import type { Queryable } from '../../db/database';
import { conflict, notFound } from './engine/bracketError';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const BRACKET_NOT_STARTED = 'This tournament has no bracket yet.';
const ALREADY_STARTED = 'The bracket has already started: participants can no longer be added, removed or seeded.';

/** A participant as the API answers it: its entry status, the accounts it stands for, its waitlist place. */
export interface ParticipantRow {
  id: string;
  name: string;
  username: string | null;
  seed: number | null;
  status: 'registered' | 'waitlisted' | 'checked_in' | 'withdrawn';
  usernames: string[];
  waitlistPosition: number | null;
  checkedIn: boolean;
}

/**
 * Read with `FROM bracket_participants p LEFT JOIN users u ON u.id = p.user_id`. The waitlist place
 * counts the waitlisted entries that arrived before; the usernames come captain first.
 */
export const PARTICIPANT_COLUMNS = `p.id, p.name, u.username, p.seed,
  CASE WHEN p.status = 'registered' AND p.checked_in_at IS NOT NULL THEN 'checked_in' ELSE p.status END AS status,
  ARRAY(SELECT mu.username FROM participant_members m JOIN users mu ON mu.id = m.user_id
        WHERE m.participant_id = p.id ORDER BY m.position) AS usernames,
  CASE WHEN p.status = 'waitlisted' THEN (SELECT count(*)::int FROM bracket_participants w
        WHERE w.tournament_id = p.tournament_id AND w.status = 'waitlisted' AND (w.created_at, w.id) <= (p.created_at, p.id)) END
    AS "waitlistPosition",
  p.checked_in_at IS NOT NULL AS "checkedIn"`;
/** Places first (by seed, then arrival), then the waitlist in its order, then the withdrawn. */
export const PARTICIPANT_ORDER = `CASE p.status WHEN 'registered' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END, p.seed ASC NULLS LAST, p.created_at, p.id`;

/** The ids of a bracket's matches with an open dispute, as a column of a query on brackets b. */
export const DISPUTED_MATCHES = `ARRAY(SELECT d.match_id FROM match_disputes d WHERE d.tournament_id = b.tournament_id AND d.status = 'open')`;

/** Locks the tournament against other participant changes and a bracket start, and checks the bracket has not started. */
export async function lockBeforeStart(tx: Queryable, tournamentId: string): Promise<{ format: string | null }> {
  const rows = await tx.query<{ format: string | null; started: boolean }>(
    `SELECT format, EXISTS (SELECT 1 FROM brackets b WHERE b.tournament_id = t.id) AS started
     FROM tournaments t WHERE id = $1 FOR UPDATE`,
    [tournamentId],
  );
  if (!rows[0]) throw notFound(TOURNAMENT_NOT_FOUND);
  if (rows[0].started) throw conflict(ALREADY_STARTED);
  return { format: rows[0].format };
}

/** The tournament's participants as answered (only those of `ids` when given), in list order. */
export async function readParticipants(tx: Queryable, tournamentId: string, ids?: string[]): Promise<ParticipantRow[]> {
  return tx.query<ParticipantRow>(
    `SELECT ${PARTICIPANT_COLUMNS} FROM bracket_participants p LEFT JOIN users u ON u.id = p.user_id
     WHERE p.tournament_id = $1 AND ($2::text[] IS NULL OR p.id = ANY($2::text[])) ORDER BY ${PARTICIPANT_ORDER}`,
    [tournamentId, ids ?? null],
  );
}
