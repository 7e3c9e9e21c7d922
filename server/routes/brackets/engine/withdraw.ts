import { conflict, invalid } from './bracketError';
import { rulesFor } from './formatRules';
import { changedMatches, cloneState, resetMatchIds } from './matchState';
import { findParticipant } from './participants';
import type { BracketChange, BracketState, Match, ReinstateOutcome, Withdrawal } from './types';

/**
 * A participant forfeits or is disqualified: every match they have still to play is lost by
 * forfeit (including those they would reach later, in elimination), and Swiss and battle royale
 * rounds opened from now on leave them out. Results already played stand, and so do those settled
 * before: a BYE they went through, a match won because the other side had withdrawn.
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

/**
 * What the participant's withdrawal decided: a match they lost by forfeit that nobody reported. A
 * lobby reported without them was played, so it stands.
 */
function decidedByWithdrawal(match: Match, participantId: string): boolean {
  return match.reportId === null && match.opponents.some((opponent) => opponent?.participantId === participantId && opponent.forfeit);
}

/** Clears what a forfeit settled, for the format's settle to decide the match again. */
function reopen(match: Match): void {
  for (const opponent of match.opponents) {
    if (!opponent) continue;
    Object.assign(opponent, { score: null, result: null, forfeit: false });
    if (opponent.place !== undefined) Object.assign(opponent, { place: null, kills: null });
  }
  match.status = 'ready';
}

/**
 * Undoes a withdrawal: the matches it decided are to be played again, and, as after a correction,
 * so are the later ones played with the participants those forfeits sent on (elimination). Results
 * played stand, including lobbies played without the participant; Swiss and battle royale rounds
 * opened meanwhile keep their pairings, and the participant is back from the next round opened.
 */
export function reinstateParticipant(state: BracketState, participantId: string): ReinstateOutcome {
  if (state.status === 'completed') throw conflict('The bracket is completed: nobody can be reinstated any more.');
  const next = cloneState(state);
  const participant = findParticipant(next, participantId);
  if (!participant.withdrawn) throw conflict(`${participant.name} has not withdrawn.`);
  participant.withdrawn = null;
  for (const match of next.matches) if (decidedByWithdrawal(match, participantId)) reopen(match);
  rulesFor(next.settings).settle(next);
  return { state: next, changedMatches: changedMatches(state, next), resetMatchIds: resetMatchIds(state, next) };
}
