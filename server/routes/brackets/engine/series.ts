import { invalid } from './bracketError';

/** A duel's score as two whole numbers of 0 or more: [a, b]. */
export type DuelScores = [number, number];

/** Two whole numbers of 0 or more; `what` names them in the message ("Scores", "Game 2"). */
export function checkScorePair(value: unknown, what = 'Scores'): DuelScores {
  if (!Array.isArray(value) || value.length !== 2) throw invalid(`${what} must be two numbers, one for each side: [a, b].`);
  for (const score of value) {
    if (typeof score !== 'number' || !Number.isFinite(score)) throw invalid(`${what} must be numbers.`);
    if (score < 0) throw invalid(`${what} cannot be negative (${score}).`);
    if (!Number.isSafeInteger(score)) throw invalid(`${what} must be whole numbers (${score} is not).`);
  }
  return [value[0], value[1]];
}

/** The games a side must win to take a best-of-n: 2 of 3, 3 of 5. */
const gamesToWin = (bestOf: number): number => (bestOf + 1) / 2;

/** "2–1 or 2–0": every series score a best-of-n can end on, winner first. */
function seriesEndings(bestOf: number): string {
  const needed = gamesToWin(bestOf);
  const endings = Array.from({ length: needed }, (_, index) => `${needed}–${needed - 1 - index}`);
  return endings.length === 1 ? endings[0]! : `${endings.slice(0, -1).join(', ')} or ${endings.at(-1)}`;
}

/** Each side's games won; a drawn game counts for neither. */
function gamesWon(games: DuelScores[]): DuelScores {
  return games.reduce<DuelScores>(([a, b], [first, second]) => [a + (first > second ? 1 : 0), b + (second > first ? 1 : 0)], [0, 0]);
}

/**
 * A series result: `scores` are the games each side won and must decide a best-of-n (one side
 * with a majority of n, the other short of it). With `games`, the score of each game: at most n
 * of them, tallying to `scores`, the last one the game that decided the series. Answers the games
 * checked (null without them).
 */
export function checkSeries(scores: DuelScores, games: unknown, bestOf: number): DuelScores[] | null {
  const checked = games === undefined ? null : checkGames(games, bestOf);
  if (checked) {
    const tally = gamesWon(checked);
    if (tally[0] !== scores[0] || tally[1] !== scores[1]) {
      throw invalid(`The scores must be the games each side won: the games give ${tally[0]}–${tally[1]}, not ${scores[0]}–${scores[1]}.`);
    }
  }
  const needed = gamesToWin(bestOf);
  if (Math.max(...scores) !== needed || Math.min(...scores) >= needed) {
    throw invalid(`A best-of-${bestOf} is won with ${needed} game${needed === 1 ? '' : 's'}: ${seriesEndings(bestOf)}.`);
  }
  if (checked) {
    const decidedIn = checked.findIndex((_, index) => Math.max(...gamesWon(checked.slice(0, index + 1))) === needed) + 1;
    if (decidedIn < checked.length) throw invalid(`The series was decided in game ${decidedIn}: no game is played after that.`);
  }
  return checked;
}

function checkGames(games: unknown, bestOf: number): DuelScores[] {
  if (!Array.isArray(games) || games.length === 0) throw invalid('Games must be a list of scores, one [a, b] for each game played.');
  if (games.length > bestOf) throw invalid(`A best-of-${bestOf} has at most ${bestOf} game${bestOf === 1 ? '' : 's'}; ${games.length} were given.`);
  return games.map((game, index) => checkScorePair(game, `Game ${index + 1}`));
}
