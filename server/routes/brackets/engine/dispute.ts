import { conflict } from './bracketError';
import { rulesFor } from './formatRules';
import { changedMatches, cloneState, findMatch, resetMatchIds } from './matchState';
import type { BracketState, ReinstateOutcome } from './types';

/**
 * A disputed result an admin upheld: the match is to be played (or reported) again, and so are
 * the later matches played with the side it sent on (elimination), as after a correction.
 */
export function reopenForCorrection(state: BracketState, matchId: string): ReinstateOutcome {
  const next = cloneState(state);
  const match = findMatch(next, matchId);
  if (match.status !== 'completed' || match.reportId === null) throw conflict(`Match ${matchId} has no reported result to reopen.`);
  for (const opponent of match.opponents) {
    if (!opponent) continue;
    Object.assign(opponent, { score: null, result: null, forfeit: false });
    if (opponent.place !== undefined) Object.assign(opponent, { place: null, kills: null });
  }
  match.reportId = null;
  delete match.games;
  match.status = 'ready';
  rulesFor(next.settings).settle(next);
  return { state: next, changedMatches: changedMatches(state, next), resetMatchIds: resetMatchIds(state, next).filter((id) => id !== matchId) };
}
