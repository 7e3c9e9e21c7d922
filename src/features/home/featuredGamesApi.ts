import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Game } from '../../../common/contract/games';
import { baseApi } from '../../api/baseApi';
import { FALLBACK_FEATURED_GAMES } from './fallbackFeaturedGames';
import { HOME_FEATURED_GAMES } from './homeConstants';

type BaseQuery = (arg: { url: string; params?: Record<string, unknown> }) => Promise<{ data?: unknown; error?: FetchBaseQueryError }>;

async function fetchGames(baseQuery: BaseQuery, params: Record<string, unknown>): Promise<Game[]> {
  const result = await baseQuery({ url: 'games', params });
  return !result.error && Array.isArray(result.data) ? (result.data as Game[]) : [];
}

/**
 * Spec §7: the newest games (sort=release); when fewer than four come back, topped up with the
 * featured ones (sort=featured); when neither call gives any, the four static fallback games.
 */
export async function loadFeaturedGames(baseQuery: BaseQuery): Promise<Game[]> {
  const newest = await fetchGames(baseQuery, { limit: HOME_FEATURED_GAMES, sort: 'release' });
  if (newest.length >= HOME_FEATURED_GAMES) return newest.slice(0, HOME_FEATURED_GAMES);
  const featured = await fetchGames(baseQuery, { limit: HOME_FEATURED_GAMES, sort: 'featured' });
  const shown = [...newest, ...featured.filter((game) => !newest.some((known) => known.key === game.key))];
  return shown.length > 0 ? shown.slice(0, HOME_FEATURED_GAMES) : [...FALLBACK_FEATURED_GAMES];
}

/** The home page's featured games: this call never fails, the fallback stands in. */
export const featuredGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedGames: build.query<Game[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        return { data: await loadFeaturedGames(baseQuery as BaseQuery) };
      },
      providesTags: [{ type: 'Game', id: 'LIST' }],
    }),
  }),
});

export const { useGetFeaturedGamesQuery } = featuredGamesApi;
