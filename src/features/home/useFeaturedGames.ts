import type { Game } from '../../../common/contract/games';
import { useGetGamesQuery } from '../games/gamesApi';
import { FALLBACK_FEATURED_GAMES } from './fallbackFeaturedGames';
import { HOME_FEATURED_GAMES } from './homeConstants';

interface GamesAnswer {
  data?: unknown;
  isError: boolean;
}

/** A failed call, or an answer that is no list, counts as no games. */
function gamesOf(answer: GamesAnswer): readonly Game[] {
  return Array.isArray(answer.data) ? answer.data : [];
}

function answered(answer: GamesAnswer): boolean {
  return answer.data !== undefined || answer.isError;
}

/**
 * The home page's featured games: the newest ones (sort=release); when fewer than four come back,
 * topped up with the featured ones (sort=featured, asked only then) without showing a game twice;
 * when neither call gives any, the four static fallback games. So the section never fails.
 * Undefined while the calls are under way.
 */
export function useFeaturedGames(): readonly Game[] | undefined {
  const newestAnswer = useGetGamesQuery({ limit: HOME_FEATURED_GAMES, sort: 'release' });
  const newest = gamesOf(newestAnswer);
  const needsTopUp = answered(newestAnswer) && newest.length < HOME_FEATURED_GAMES;
  const featuredAnswer = useGetGamesQuery({ limit: HOME_FEATURED_GAMES, sort: 'featured' }, { skip: !needsTopUp });

  if (!answered(newestAnswer)) return undefined;
  if (!needsTopUp) return newest.slice(0, HOME_FEATURED_GAMES);
  if (!answered(featuredAnswer)) return undefined;
  const featured = gamesOf(featuredAnswer).filter((game) => !newest.some((known) => known.key === game.key));
  const shown = [...newest, ...featured];
  return shown.length > 0 ? shown.slice(0, HOME_FEATURED_GAMES) : FALLBACK_FEATURED_GAMES;
}
