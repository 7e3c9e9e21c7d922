import type { Bracket, BracketMatch, BracketUpdate, Opponent as PublicOpponent, Standing as PublicStanding } from '../../../common/contract/brackets';
import { computeStandings } from './engine/standings';
import type { BracketState, Match, Opponent } from './engine/types';

/** A bracket as stored: the engine's state and the version of the row. */
export interface StoredBracket {
  tournamentId: string;
  state: BracketState;
  version: number;
}

function toPublicOpponent(opponent: Opponent): PublicOpponent {
  const { participantId, name, score, result, forfeit, place, kills } = opponent;
  return { participantId, name, score, result, forfeit, ...(place !== undefined ? { place } : {}), ...(kills !== undefined ? { kills } : {}) };
}

/** What readers see of a match: the engine's bookkeeping (which report set it, where its sides come from) stays inside. */
export function toPublicMatch(match: Match): BracketMatch {
  return {
    id: match.id,
    round: match.round,
    bracket: match.bracket,
    group: match.group,
    number: match.number,
    status: match.status,
    opponents: match.opponents.map((opponent) => (opponent ? toPublicOpponent(opponent) : null)),
    bye: match.bye,
  };
}

function publicStandings(state: BracketState): PublicStanding[] {
  return computeStandings(state);
}

export function toPublicBracket({ tournamentId, state, version }: StoredBracket): Bracket {
  return {
    tournamentId,
    format: state.settings.format,
    status: state.status,
    matches: state.matches.map(toPublicMatch),
    standings: publicStandings(state),
    version,
  };
}

/** The one message a stored change sends to the tournament's watchers. */
export function toBracketUpdate(stored: StoredBracket, changedMatches: Match[]): BracketUpdate {
  return {
    tournamentId: stored.tournamentId,
    matches: changedMatches.map(toPublicMatch),
    standings: publicStandings(stored.state),
    status: stored.state.status,
    version: stored.version,
  };
}
