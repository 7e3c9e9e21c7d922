import type { Game, GameListQuery } from '../../../common/contract/games';
import { normalizeGameKey } from '../../../common/gameKeys';
import { baseApi, LIST_CACHE_SECONDS } from '../../api/baseApi';

/** The games catalogue as tournament covers, game names and the popular games read it: one call, one cached answer. */
export const GAME_FETCH_LIMIT = 30;

/** Every parameter may be left out: the server has a default for each. */
export type GamesQuery = Partial<GameListQuery>;

/** The whole catalogue by name, as the backoffice lists it and offers it for a tournament. */
export const ALL_GAMES_BY_NAME: GamesQuery = { limit: 100, sort: 'name' };

/** Games calls: `GET /api/games?limit=…&sort=…` and one game by its slug or an alias. */
export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGames: build.query<Game[], GamesQuery>({
      query: (params) => ({ url: 'games', params }),
      keepUnusedDataFor: LIST_CACHE_SECONDS,
      providesTags: (games) => [
        { type: 'Game', id: 'LIST' },
        ...(Array.isArray(games) ? games.map((game) => ({ type: 'Game' as const, id: game.key })) : []),
      ],
    }),
    getGame: build.query<Game, string>({
      query: (slug) => `games/${encodeURIComponent(slug)}`,
      providesTags: (game, _error, slug) => [{ type: 'Game', id: game?.key ?? normalizeGameKey(slug) }],
    }),
  }),
});

export const { useGetGamesQuery, useGetGameQuery } = gamesApi;
