import type { Game } from '../../../common/contract/games';
import { POPULAR_MIN_RATINGS } from './homeConstants';

export interface RatedGame {
  game: Game;
  average: number;
  count: number;
}

function byRatingThenName(a: RatedGame, b: RatedGame): number {
  return b.average - a.average || a.game.name.localeCompare(b.game.name);
}

/**
 * Games with at least 10 ratings first, best average first; when there are too few of
 * them, the rest is filled with games under 10 ratings, ordered by rating, then name.
 */
export function pickPopularGames(games: readonly RatedGame[], count: number): RatedGame[] {
  const established = games.filter((rated) => rated.count >= POPULAR_MIN_RATINGS).sort(byRatingThenName);
  const newcomers = games.filter((rated) => rated.count < POPULAR_MIN_RATINGS).sort(byRatingThenName);
  return [...established, ...newcomers].slice(0, count);
}
