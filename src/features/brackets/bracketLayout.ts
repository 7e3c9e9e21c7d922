import type { BracketMatch, Opponent } from '../../../common/contract/brackets';

/** One column of a bracket, or one round of pairings. */
export interface Round {
  key: string;
  title: string;
  matches: BracketMatch[];
}

/** A part of an elimination bracket drawn as its own tree: the winners, the losers, the final. */
export interface BracketPart {
  key: string;
  title: string;
  rounds: Round[];
}

function roundsOf(matches: BracketMatch[], title: (round: number, last: number) => string, keyPrefix: string): Round[] {
  const byRound = new Map<number, BracketMatch[]>();
  for (const match of matches) byRound.set(match.round, [...(byRound.get(match.round) ?? []), match]);
  const numbers = [...byRound.keys()].sort((a, b) => a - b);
  const last = numbers.at(-1) ?? 0;
  return numbers.map((round) => ({
    key: `${keyPrefix}-${round}`,
    title: title(round, last),
    matches: (byRound.get(round) ?? []).sort((a, b) => a.number - b.number),
  }));
}

/** The last rounds of a single elimination tree have names every player knows. */
export function eliminationRoundTitle(round: number, last: number): string {
  if (round === last) return 'Final';
  if (round === last - 1) return 'Semifinals';
  if (round === last - 2) return 'Quarterfinals';
  return `Round ${round}`;
}

const sideTitle = (side: 'Winners' | 'Losers') => (round: number, last: number) => (round === last ? `${side} final` : `${side} round ${round}`);

/** Single elimination: the tree, then the third-place match when there is one. */
export function singleEliminationParts(matches: BracketMatch[]): BracketPart[] {
  const parts: BracketPart[] = [{ key: 'main', title: 'Elimination rounds', rounds: roundsOf(matches.filter((m) => m.bracket === 'winners'), eliminationRoundTitle, 'main') }];
  const thirdPlace = matches.filter((m) => m.bracket === 'final');
  if (thirdPlace.length > 0) parts.push({ key: 'third', title: 'Third place', rounds: [{ key: 'third-1', title: 'Third-place match', matches: thirdPlace }] });
  return parts;
}

/** Double elimination: the winners bracket, the losers bracket, the grand final (and its reset). */
export function doubleEliminationParts(matches: BracketMatch[]): BracketPart[] {
  const finals = roundsOf(matches.filter((m) => m.bracket === 'final'), (round) => (round === 1 ? 'Grand final' : 'Grand final reset'), 'final');
  return [
    { key: 'winners', title: 'Winners bracket', rounds: roundsOf(matches.filter((m) => m.bracket === 'winners'), sideTitle('Winners'), 'winners') },
    { key: 'losers', title: 'Losers bracket', rounds: roundsOf(matches.filter((m) => m.bracket === 'losers'), sideTitle('Losers'), 'losers') },
    { key: 'final', title: 'Grand final', rounds: finals },
  ].filter((part) => part.rounds.length > 0);
}

/** Round robin, Swiss and battle royale rounds, in order; a group's rounds within it. */
export function plainRounds(matches: BracketMatch[], title: (round: number) => string = (round) => `Round ${round}`): Round[] {
  return roundsOf(matches, (round) => title(round), 'round');
}

/** The round being played: the first with a match still to finish, or the last when all are done. */
export function currentRound(rounds: Round[]): Round | undefined {
  return rounds.find((round) => round.matches.some((match) => match.status !== 'completed' && !match.bye)) ?? rounds.at(-1);
}

/** The winner of a duel, when it has one. */
export function winnerOf(match: BracketMatch): Opponent | null {
  return match.opponents.find((opponent) => opponent?.result === 'win') ?? null;
}

/** Whether the player takes part in the match. */
export function involves(match: BracketMatch, participantIds: ReadonlySet<string>): boolean {
  return match.opponents.some((opponent) => opponent !== null && participantIds.has(opponent.participantId));
}

/** A player's next match: the first not yet completed that they are in, the one being played first. */
export function nextMatchOf(matches: BracketMatch[], participantIds: ReadonlySet<string>): BracketMatch | null {
  const open = matches.filter((match) => !match.bye && match.status !== 'completed' && match.status !== 'locked' && involves(match, participantIds));
  const order = { running: 0, ready: 1, waiting: 2, locked: 3, completed: 4 } as const;
  return open.sort((a, b) => order[a.status] - order[b.status] || a.round - b.round)[0] ?? null;
}
