import { conflict, invalid } from './bracketError';
import { rulesFor } from './formatRules';
import { changedMatches, cloneState } from './matchState';
import { findParticipant } from './participants';
import type { BracketChange, BracketState, Withdrawal } from './types';

/**
 * A participant forfeits or is disqualified: every match they have still to play is lost by
 * forfeit (including those they would reach later, in elimination), and Swiss and battle royale
 * rounds opened from now on leave them out. Results already played stand.
 */
export function withdrawParticipant(state: BracketState, participantId: string, reason: Withdrawal): BracketChange {
  if (reason !== 'forfeit' && reason !== 'disqualified') throw invalid('The reason must be forfeit or disqualified.');
  if (state.status === 'completed') throw conflict('The bracket is completed: nobody can withdraw any more.');
  const next = cloneState(state);
  const participant = findParticipant(next, participantId);
  if (participant.withdrawn) throw conflict(`${participant.name} has already withdrawn.`);
  participant.withdrawn = reason;
  rulesFor(next.settings).settle(next);
  return { state: next, changedMatches: changedMatches(state, next) };
}
