import type { Game, GameListQuery } from '../../../common/contract/games';
import { normalizeGameKey } from '../../../common/gameKeys';
import { baseApi } from '../../api/baseApi';

/** Every parameter may be left out: the server has a default for each. */
export type GamesQuery = Partial<GameListQuery>;

/** Games calls (spec §7): `GET /api/games?limit=…&sort=…` and one game by its slug or an alias. */
export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGames: build.query<Game[], GamesQuery>({
      query: (params) => ({ url: 'games', params }),
      providesTags: (games = []) => [{ type: 'Game', id: 'LIST' }, ...games.map((game) => ({ type: 'Game' as const, id: game.key }))],
    }),
    getGame: build.query<Game, string>({
      query: (slug) => `games/${encodeURIComponent(slug)}`,
      providesTags: (game, _error, slug) => [{ type: 'Game', id: game?.key ?? normalizeGameKey(slug) }],
    }),
  }),
});

export const { useGetGamesQuery, useGetGameQuery } = gamesApi;
