import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Game } from '../../../common/contract/games';
import { baseApi } from '../../api/baseApi';
import type { TournamentLike } from '../../lib/tournaments';
import { LOCAL_TOURNAMENTS_PATH, type TournamentSource } from '../tournaments/tournamentsApi';
import { HOME_GAME_FETCH_LIMIT, HOME_TOURNAMENT_FETCH_LIMIT, UPCOMING_CACHE_SECONDS } from './homeConstants';

/** The API answers { items, total }; older backends and the bundled file a bare list (spec §7). */
function tournamentItems(data: unknown): TournamentLike[] {
  if (Array.isArray(data)) return data as TournamentLike[];
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as TournamentLike[]) : [];
}

async function fetchLocalTournaments(): Promise<{ data: TournamentLike[] } | { error: FetchBaseQueryError }> {
  try {
    const response = await fetch(new URL(LOCAL_TOURNAMENTS_PATH, window.location.origin));
    if (!response.ok) return { error: { status: response.status, data: null } };
    return { data: tournamentItems(await response.json()) };
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
}

/**
 * The upcoming section's calls (tournaments, the games catalogue). Their answers stay cached for
 * 5 minutes once unused (spec §7); they are cache entries of their own, apart from the same calls
 * on other pages, whose lifetimes differ.
 */
export const upcomingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeTournaments: build.query<TournamentLike[], TournamentSource>({
      async queryFn(source, _api, _extra, baseQuery) {
        if (source === 'local') return fetchLocalTournaments();
        const result = await baseQuery({ url: 'tournaments', params: { sort: 'date', limit: HOME_TOURNAMENT_FETCH_LIMIT } });
        return result.error ? { error: result.error } : { data: tournamentItems(result.data) };
      },
      keepUnusedDataFor: UPCOMING_CACHE_SECONDS,
      providesTags: [{ type: 'Tournament', id: 'LIST' }],
    }),
    getHomeGames: build.query<Game[], void>({
      query: () => ({ url: 'games', params: { limit: HOME_GAME_FETCH_LIMIT } }),
      keepUnusedDataFor: UPCOMING_CACHE_SECONDS,
      providesTags: [{ type: 'Game', id: 'LIST' }],
    }),
  }),
});

export const { useGetHomeTournamentsQuery, useGetHomeGamesQuery } = upcomingApi;
