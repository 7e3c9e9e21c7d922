/**
 * What the bracket repositories share of the tables: how participants are read and ordered, and
 * the lock taken before a bracket starts.
 */
import type { Queryable } from '../../db/database';
import { conflict, notFound } from './engine/bracketError';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const BRACKET_NOT_STARTED = 'This tournament has no bracket yet.';
const ALREADY_STARTED = 'The bracket has already started: participants can no longer be added, removed or seeded.';

export interface ParticipantRow {
  id: string;
  name: string;
  username: string | null;
  seed: number | null;
}

export const PARTICIPANT_COLUMNS = 'p.id, p.name, u.username, p.seed';
export const PARTICIPANT_ORDER = 'p.seed ASC NULLS LAST, p.created_at, p.id';

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
