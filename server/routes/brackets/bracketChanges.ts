import type { BracketUpdate, ReportResponse } from '../../../common/contract/brackets';
import type { Database, Queryable } from '../../db/database';
import { lockListedOutcome, storeBracketOutcome } from '../tournaments/bracketOutcome';
import { decidedResults, undecidedResults } from './bracketResults';
import { BRACKET_NOT_STARTED, TOURNAMENT_NOT_FOUND } from './bracketStorage';
import { notFound } from './engine/bracketError';
import { finalPlaces } from './engine/standings';
import type { BracketChange, BracketState } from './engine/types';
import { type StoredBracket, toBracketUpdate } from './publicBracket';

/** A stored change of a bracket: the answer for the writer and the one update for the watchers. */
export interface BracketWrite {
  matches: ReportResponse['matches'];
  /** Null when nothing changed (the same report sent again). */
  update: BracketUpdate | null;
  /** The tournament's results (and status) were set or cleared: its cached reads are stale. */
  tournamentChanged: boolean;
}

/** What a change does to the bracket it found: the answer, and the change to store (null for none). */
export type BracketWork = (tx: Queryable, before: StoredBracket) => Promise<{ answer: ReportResponse['matches']; change: BracketChange | null }>;

/**
 * One change of a bracket in one transaction: row locked, the work applied, new state and version
 * stored, the tournament's results kept in step.
 */
export async function changeBracket(db: Database, tournamentId: string, work: BracketWork): Promise<BracketWrite> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ state: BracketState; version: number }>('SELECT state, version FROM brackets WHERE tournament_id = $1 FOR UPDATE', [
      tournamentId,
    ]);
    if (!rows[0]) {
      const exists = (await tx.query('SELECT 1 FROM tournaments WHERE id = $1', [tournamentId])).length > 0;
      throw notFound(exists ? BRACKET_NOT_STARTED : TOURNAMENT_NOT_FOUND);
    }
    const before: StoredBracket = { tournamentId, state: rows[0].state, version: rows[0].version };
    const { answer, change } = await work(tx, before);
    if (!change) return { matches: answer, update: null, tournamentChanged: false };
    const disputed = await tx.query<{ match_id: string }>(`SELECT match_id FROM match_disputes WHERE tournament_id = $1 AND status = 'open'`, [tournamentId]);
    const after: StoredBracket = { tournamentId, state: change.state, version: before.version + 1, disputed: new Set(disputed.map((row) => row.match_id)) };
    await tx.query('UPDATE brackets SET state = $2, status = $3, version = $4, updated_at = now() WHERE tournament_id = $1', [
      tournamentId,
      JSON.stringify(after.state),
      after.state.status,
      after.version,
    ]);
    const tournamentChanged = await keepResultsInStep(tx, tournamentId, before.state, after.state);
    return { matches: answer, update: toBracketUpdate(before, after, change.changedMatches), tournamentChanged };
  });
}

/**
 * A completed bracket decides the tournament: its results name the podium and every place the
 * tournament sets a prize for, each with its prize, and it is COMPLETED. A correction that reopens
 * the bracket takes both back, keeping the prizes of the places. A correction of a completed
 * bracket takes back the places it had before naming them anew. A DRAFT keeps its results in step
 * too but stays a DRAFT: only an admin publishes a tournament.
 */
async function keepResultsInStep(tx: Queryable, tournamentId: string, before: BracketState, after: BracketState): Promise<boolean> {
  const previous = finalPlaces(before);
  const places = finalPlaces(after);
  if (!previous && !places) return false;
  const { results, prizes } = await lockListedOutcome(tx, tournamentId);
  const reopened = previous ? undecidedResults(previous, results, prizes) : results;
  await storeBracketOutcome(tx, tournamentId, places ? decidedResults(places, reopened, prizes) : reopened, places !== null);
  return true;
}
