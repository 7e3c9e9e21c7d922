import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PublicConfig } from '../../../common/contract/system';
import { type ApiCall, baseApi, LIST_CACHE_SECONDS, onOrigin } from '../../api/baseApi';
import { DRAFT_STATUS, phaseOfStatus, TOURNAMENT_STATUSES } from '../../../common/tournamentStatus';
import { byListOrder, tournamentGameKey, tournamentId, type TournamentLike, tournamentPhase } from '../../lib/tournaments';

export type TournamentSource = PublicConfig['tournamentSource'];

/** The bundled data read when TOURNAMENT_SOURCE=local. */
export const LOCAL_TOURNAMENTS_PATH = '/data/tournaments.json';

/** How many tournaments a list asks for. */
export const TOURNAMENT_FETCH_LIMIT = 20;

export interface TournamentListArgs {
  source: TournamentSource;
  limit?: number;
  /** A game's key: only its live and upcoming tournaments, live first (its page lists them). */
  game?: string;
}

/** The API answers { items, total }; older backends a bare list. */
function itemsOf(data: unknown): TournamentLike[] {
  if (Array.isArray(data)) return data as TournamentLike[];
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as TournamentLike[]) : [];
}

/** The bundled data, read through the base query like every other call (it sends no login token). */
async function fetchLocalTournaments(call: ApiCall): Promise<{ data: TournamentLike[] } | { error: FetchBaseQueryError }> {
  const result = await call({ url: onOrigin(LOCAL_TOURNAMENTS_PATH), token: null });
  if (result.error) return { error: result.error };
  // A DRAFT in the bundled data is as hidden as one in the database.
  return { data: itemsOf(result.data).filter((item) => String(item.status ?? '').toUpperCase() !== DRAFT_STATUS) };
}

/** The statuses a game page lists: what can still be followed or joined (live or upcoming). */
const CURRENT_STATUSES = TOURNAMENT_STATUSES.filter((status) => phaseOfStatus(status) !== 'past').join(',');
const isCurrent = (tournament: TournamentLike) => ['live', 'upcoming'].includes(tournamentPhase(tournament));

/** Live first, then what is to come in the API's date order. */
const liveFirst = (tournaments: TournamentLike[]) =>
  [...tournaments].sort((a, b) => Number(tournamentPhase(b) === 'live') - Number(tournamentPhase(a) === 'live'));

export const tournamentsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** A list of tournaments: all of them (the first `limit`), or one game's live and upcoming ones. */
    getTournaments: builder.query<TournamentLike[], TournamentListArgs>({
      async queryFn({ source, limit = TOURNAMENT_FETCH_LIMIT, game }, _api, _extra, baseQuery) {
        if (source === 'local') {
          const local = await fetchLocalTournaments(baseQuery);
          if ('error' in local) return local;
          const sorted = [...local.data].sort(byListOrder);
          return { data: game === undefined ? sorted.slice(0, limit) : liveFirst(sorted.filter((item) => tournamentGameKey(item) === game && isCurrent(item))) };
        }
        const params = game === undefined ? { sort: 'date', limit } : { sort: 'date', limit, game, status: CURRENT_STATUSES };
        const result = await baseQuery({ url: 'tournaments', params });
        if (result.error) return { error: result.error };
        return { data: game === undefined ? itemsOf(result.data) : liveFirst(itemsOf(result.data)) };
      },
      keepUnusedDataFor: LIST_CACHE_SECONDS,
      providesTags: (items) => [
        { type: 'Tournament' as const, id: 'LIST' },
        ...(items ?? []).flatMap((item) => {
          const id = tournamentId(item);
          return id ? [{ type: 'Tournament' as const, id }] : [];
        }),
      ],
    }),
    getTournament: builder.query<TournamentLike, { id: string; source: TournamentSource }>({
      async queryFn({ id, source }, _api, _extra, baseQuery) {
        if (source === 'local') {
          const local = await fetchLocalTournaments(baseQuery);
          if ('error' in local) return local;
          const found = local.data.find((item) => tournamentId(item) === id);
          return found ? { data: found } : { error: { status: 404, data: { msg: 'Tournament not found' } } };
        }
        const result = await baseQuery({ url: `tournaments/${encodeURIComponent(id)}` });
        return result.error ? { error: result.error } : { data: result.data as TournamentLike };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Tournament', id }],
    }),
  }),
});

export const { useGetTournamentsQuery, useGetTournamentQuery } = tournamentsApi;
