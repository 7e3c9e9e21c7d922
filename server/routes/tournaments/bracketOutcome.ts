/**
 * What a bracket decides of its tournament, written in the bracket's own transaction: the
 * tournament's results, and whether it is COMPLETED or LIVE again. Brackets compute the results;
 * the tournaments table is written here.
 */
import type { Prize } from '../../../common/contract/registrations';
import type { Placement } from '../../../common/contract/tournaments';
import { DRAFT_STATUS } from '../../../common/tournamentStatus';
import type { Queryable } from '../../db/database';

/** The results the tournament lists and the prize it sets for each place, its row locked until the transaction ends. */
export async function lockListedOutcome(tx: Queryable, tournamentId: string): Promise<{ results: Placement[] | null; prizes: Prize[] }> {
  const rows = await tx.query<{ results: Placement[] | null; prizes: Prize[] }>('SELECT results, prizes FROM tournaments WHERE id = $1 FOR UPDATE', [tournamentId]);
  return { results: rows[0]?.results ?? null, prizes: rows[0]?.prizes ?? [] };
}

/**
 * Stores the results of a completed bracket (the tournament is COMPLETED) or of one a correction
 * reopened (LIVE again). A DRAFT keeps its status: only an admin publishes a tournament.
 */
export async function storeBracketOutcome(tx: Queryable, tournamentId: string, results: Placement[] | null, completed: boolean): Promise<void> {
  await tx.query(
    `UPDATE tournaments SET results = $2, status = CASE WHEN status = '${DRAFT_STATUS}' THEN status ELSE $3 END, updated_at = now() WHERE id = $1`,
    [tournamentId, results && JSON.stringify(results), completed ? 'COMPLETED' : 'LIVE'],
  );
}
