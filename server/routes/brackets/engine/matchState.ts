import { notFound } from './bracketError';
import type { BracketParticipant, BracketState, Match, MatchStatus, Opponent } from './types';

export function newOpponent(participant: BracketParticipant): Opponent {
  return { participantId: participant.id, name: participant.name, score: null, result: null, forfeit: false };
}

export function findMatch(state: BracketState, matchId: string): Match {
  const match = state.matches.find((candidate) => candidate.id === matchId);
  if (!match) throw notFound(`Match ${matchId} is not in this bracket.`);
  return match;
}

/** locked, waiting or ready, from how many sides are known. */
export function statusFromKnownSides(match: Match): MatchStatus {
  const known = match.opponents.filter((opponent) => opponent !== null).length;
  if (known === match.opponents.length) return 'ready';
  return known === 0 ? 'locked' : 'waiting';
}

export function winnerOf(match: Match): Opponent | null {
  if (match.status !== 'completed') return null;
  return match.opponents.find((opponent) => opponent?.result === 'win') ?? null;
}

/** The beaten side of a decided duel; null for a draw, a BYE or a match both sides forfeited. */
export function loserOf(match: Match): Opponent | null {
  if (!winnerOf(match)) return null;
  return match.opponents.find((opponent) => opponent?.result === 'loss') ?? null;
}

/** Scores both sides of a duel and sets who won, lost or drew; a series keeps the score of each game. */
export function recordDuelScores(match: Match, scores: [number, number], games: [number, number][] | null = null): void {
  const [first, second] = scores;
  match.opponents.forEach((opponent, side) => {
    if (!opponent) return;
    const own = side === 0 ? first : second;
    const other = side === 0 ? second : first;
    opponent.score = own;
    opponent.result = own > other ? 'win' : own < other ? 'loss' : 'draw';
    opponent.forfeit = false;
  });
  if (games) match.games = games;
  else delete match.games;
  match.status = 'completed';
}

/**
 * Settles a duel nobody reported because a side withdrew: the side still in wins; when both
 * withdrew, both lose and nobody goes on. Returns false when no side has withdrawn.
 */
export function settleByForfeit(match: Match, participants: Map<string, BracketParticipant>): boolean {
  const withdrawn = match.opponents.map((opponent) => opponent !== null && (participants.get(opponent.participantId)?.withdrawn ?? null) !== null);
  if (!withdrawn.some(Boolean)) return false;
  match.opponents.forEach((opponent, side) => {
    if (!opponent) return;
    opponent.score = null;
    opponent.forfeit = withdrawn[side]!;
    opponent.result = withdrawn[side] ? 'loss' : 'win';
  });
  match.status = 'completed';
  return true;
}

function sameOpponent(a: Opponent | null, b: Opponent | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.participantId === b.participantId &&
    a.name === b.name &&
    a.score === b.score &&
    a.result === b.result &&
    a.forfeit === b.forfeit &&
    (a.place ?? null) === (b.place ?? null) &&
    (a.kills ?? null) === (b.kills ?? null)
  );
}

function sameGames(a: Match['games'], b: Match['games']): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((game, index) => game[0] === b[index]![0] && game[1] === b[index]![1]);
}

/** Whether two versions of a match would be stored and sent alike (where its sides come from never changes). */
function sameMatch(a: Match, b: Match): boolean {
  return (
    a.status === b.status &&
    a.bye === b.bye &&
    a.reportId === b.reportId &&
    sameGames(a.games, b.games) &&
    a.round === b.round &&
    a.number === b.number &&
    a.group === b.group &&
    a.bracket === b.bracket &&
    a.opponents.length === b.opponents.length &&
    a.opponents.every((opponent, index) => sameOpponent(opponent, b.opponents[index]!))
  );
}

/** The matches of `after` that are new or differ from `before`, in play order. */
export function changedMatches(before: BracketState, after: BracketState): Match[] {
  const previous = new Map(before.matches.map((match) => [match.id, match]));
  return after.matches.filter((match) => {
    const old = previous.get(match.id);
    return !old || !sameMatch(old, match);
  });
}

/**
 * Round robin and Swiss: a duel still to play is lost by whoever has withdrawn. One already
 * settled by a forfeit stays as it was, even if its winner has withdrawn since.
 */
export function settleForfeitsOfUnreportedDuels(state: BracketState): void {
  const participants = new Map(state.participants.map((participant) => [participant.id, participant]));
  for (const match of state.matches) {
    if (!match.bye && match.status !== 'completed') settleByForfeit(match, participants);
  }
}

/** A match a report had set, or that was being played, and that `after` sends back to be played. */
function wasReset(before: Match, after: Match | undefined): boolean {
  if (!after) return true;
  if (before.reportId !== null) return after.reportId !== before.reportId;
  return before.status === 'running' && after.status !== 'running';
}

/** The matches of `before` that were reported or being played and are to be played again in `after`. */
export function resetMatchIds(before: BracketState, after: BracketState): string[] {
  const next = new Map(after.matches.map((match) => [match.id, match]));
  return before.matches.filter((match) => wasReset(match, next.get(match.id))).map((match) => match.id);
}

function cloneOpponent(opponent: Opponent): Opponent {
  const copy: Opponent = {
    participantId: opponent.participantId,
    name: opponent.name,
    score: opponent.score,
    result: opponent.result,
    forfeit: opponent.forfeit,
  };
  if (opponent.place !== undefined) copy.place = opponent.place;
  if (opponent.kills !== undefined) copy.kills = opponent.kills;
  return copy;
}

function cloneMatch(match: Match): Match {
  const copy: Match = {
    id: match.id,
    round: match.round,
    bracket: match.bracket,
    group: match.group,
    number: match.number,
    status: match.status,
    opponents: match.opponents.map((opponent) => opponent && cloneOpponent(opponent)),
    bye: match.bye,
    reportId: match.reportId,
  };
  if (match.games) copy.games = match.games.map(([a, b]) => [a, b]);
  // Where sides come from never changes after generation: the copy shares it.
  if (match.sources) copy.sources = match.sources;
  return copy;
}

/** A deep copy to change, leaving the caller's state as it was (structuredClone is ten times slower here). */
export function cloneState(state: BracketState): BracketState {
  const settings = state.settings.format === 'BATTLE_ROYALE' ? { ...state.settings, placementPoints: [...state.settings.placementPoints] } : { ...state.settings };
  return {
    settings,
    participants: state.participants.map((participant) => ({ ...participant })),
    matches: state.matches.map(cloneMatch),
    status: state.status,
  };
}
