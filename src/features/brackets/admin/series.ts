import type { BracketMatch } from '../../../../common/contract/brackets';

/** One game of a series: each side's score. */
export type GameScore = [number, number];

/** Each game's score of a series reported game by game; null when the result came as one score. */
export function gamesOf(match: BracketMatch): GameScore[] | null {
  const { games } = match;
  return games ? games.map(([first = 0, second = 0]) => [first, second]) : null;
}

/** The games each side won; a drawn game counts for neither. */
export function seriesScore(games: readonly GameScore[]): GameScore {
  return games.reduce<GameScore>(([first, second], [a, b]) => [first + (a > b ? 1 : 0), second + (b > a ? 1 : 0)], [0, 0]);
}

/** The games a side must win to take a best-of series: 2 of 3, 3 of 5. */
export const winsNeeded = (bestOf: number) => Math.floor(bestOf / 2) + 1;

/** "2–1 · 0–2 · 2–0". */
export const gamesText = (games: readonly GameScore[]) => games.map(([a, b]) => `${a}–${b}`).join(' · ');
