import type { Bracket, BracketMatch, BracketUpdate, Opponent as PublicOpponent, Standing as PublicStanding } from '../../../common/contract/brackets';
import { computeStandings } from './engine/standings';
import type { BracketState, Match, Opponent } from './engine/types';

/** A bracket as stored: the engine's state and the version of the row. */
export interface StoredBracket {
  tournamentId: string;
  state: BracketState;
  version: number;
  /** The matches whose result a player disputes, until an admin resolves it. */
  disputed?: ReadonlySet<string>;
}

/** A match as answered, marked when its result is disputed. */
function withDispute(match: BracketMatch, disputed: ReadonlySet<string> | undefined): BracketMatch {
  return disputed?.has(match.id) ? { ...match, disputed: true } : match;
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
    games: match.games ?? null,
  };
}

function publicStandings(state: BracketState): PublicStanding[] {
  return computeStandings(state);
}

export function toPublicBracket({ tournamentId, state, version, disputed }: StoredBracket): Bracket {
  return {
    tournamentId,
    format: state.settings.format,
    status: state.status,
    matches: state.matches.map((match) => withDispute(toPublicMatch(match), disputed)),
    standings: publicStandings(state),
    version,
  };
}

/** The rows of `after` that differ from `before`, and the new order when it is not the old one. */
function standingsChange(before: PublicStanding[], after: PublicStanding[]): Pick<BracketUpdate, 'changedStandings' | 'standingsOrder'> {
  const previous = new Map(before.map((row) => [row.participantId, JSON.stringify(row)]));
  const changedStandings = after.filter((row) => previous.get(row.participantId) !== JSON.stringify(row));
  const sameOrder = before.length === after.length && after.every((row, index) => row.participantId === before[index]!.participantId);
  return sameOrder ? { changedStandings } : { changedStandings, standingsOrder: after.map((row) => row.participantId) };
}

/** The one message a stored change (from `before` to `after`) sends to the tournament's watchers. */
export function toBracketUpdate(before: StoredBracket, after: StoredBracket, changedMatches: Match[]): BracketUpdate {
  return {
    tournamentId: after.tournamentId,
    matches: changedMatches.map((match) => withDispute(toPublicMatch(match), after.disputed)),
    ...standingsChange(publicStandings(before.state), publicStandings(after.state)),
    status: after.state.status,
    version: after.version,
  };
}
