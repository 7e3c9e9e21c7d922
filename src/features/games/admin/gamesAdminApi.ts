import type { Game, UpdateGameBody } from '../../../../common/contract/games';
import { baseApi } from '../../../api/baseApi';

/** The backoffice's game call: a game's details changed. The list is the catalogue's own read (gamesApi). */
export const gamesAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateGame: build.mutation<Game, { key: string; changes: UpdateGameBody }>({
      query: ({ key, changes }) => ({ url: `games/${encodeURIComponent(key)}`, method: 'PATCH', body: changes }),
      invalidatesTags: [{ type: 'Game', id: 'LIST' }, 'AuditLog'],
    }),
  }),
});

export const { useUpdateGameMutation } = gamesAdminApi;
