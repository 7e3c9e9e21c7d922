import type { BanBody } from '../../../common/contract/accounts';
import type {
  AdminUser,
  AdminUserList,
  AuditList,
  AuditQuery,
  Invitation,
  InvitationList,
  RoleBody,
  SignupList,
  Stats,
} from '../../../common/contract/admin';
import type { BetaCountdown, BetaFeature, CountdownResponse, CreateFeatureBody, FeatureListsResponse, PutCountdownBody } from '../../../common/contract/beta';
import type { Message } from '../../../common/contract/errors';
import type { Game, UpdateGameBody } from '../../../common/contract/games';
import type { OrderListQuery, ShopOrder, ShopOrderList } from '../../../common/contract/shop';
import type {
  AdminTournamentList,
  AdminTournamentListQuery,
  CreateTournamentBody,
  Tournament,
  UpdatedTournament,
  UpdateTournamentBody,
} from '../../../common/contract/tournaments';
import { baseApi } from '../../api/baseApi';
import { saveFile } from '../../lib/saveFile';

export const ADMIN_TOURNAMENT_PAGE_SIZE = 20;

/** Every call the backoffice, the dashboard and the early-access pages make. */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTournaments: build.query<AdminTournamentList, Pick<AdminTournamentListQuery, 'q' | 'status' | 'skip'>>({
      query: ({ q, status, skip }) => ({
        url: 'admin/tournaments',
        params: { limit: ADMIN_TOURNAMENT_PAGE_SIZE, skip, ...(q ? { q } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: [{ type: 'Tournament', id: 'LIST' }],
    }),
    createTournament: build.mutation<Tournament, CreateTournamentBody>({
      query: (body) => ({ url: 'tournaments', method: 'POST', body }),
      invalidatesTags: [{ type: 'Tournament', id: 'LIST' }, 'AuditLog', 'Stats'],
    }),
    updateTournament: build.mutation<UpdatedTournament, { id: string; changes: UpdateTournamentBody }>({
      query: ({ id, changes }) => ({ url: `tournaments/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Tournament', id: 'LIST' }, { type: 'Tournament', id }, 'AuditLog'],
    }),
    deleteTournament: build.mutation<Message, string>({
      query: (id) => ({ url: `tournaments/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Tournament', id: 'LIST' }, 'AuditLog', 'Stats'],
    }),
    getSignups: build.query<SignupList, string>({
      query: (id) => `admin/tournaments/${id}/signups`,
      providesTags: (_result, _error, id) => [{ type: 'NotifySignup', id }],
    }),
    downloadSignupsCsv: build.mutation<null, string>({
      // The export needs the bearer token, which a plain link cannot send: the file is fetched,
      // then handed to the browser.
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `admin/tournaments/${id}/signups.csv`,
          responseHandler: (response) => (response.ok ? response.blob() : response.text()),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `signups-${id}.csv`);
        return { data: null };
      },
    }),

    getAdminGames: build.query<Game[], void>({
      query: () => ({ url: 'games', params: { limit: 100, sort: 'name' } }),
      providesTags: [{ type: 'Game', id: 'LIST' }],
    }),
    updateGame: build.mutation<Game, { key: string; changes: UpdateGameBody }>({
      query: ({ key, changes }) => ({ url: `games/${encodeURIComponent(key)}`, method: 'PATCH', body: changes }),
      invalidatesTags: [{ type: 'Game', id: 'LIST' }, 'AuditLog'],
    }),

    getCountdownSettings: build.query<BetaCountdown, void>({
      query: () => 'beta-countdown',
      transformResponse: (response: CountdownResponse) => response.data,
      providesTags: ['BetaCountdown'],
    }),
    saveCountdown: build.mutation<unknown, PutCountdownBody>({
      query: ({ isActive, title, subtitle, targetMembers }) => ({
        url: 'beta-countdown',
        method: 'PUT',
        body: { isActive, title, subtitle, targetMembers },
      }),
      invalidatesTags: ['BetaCountdown', 'AuditLog'],
    }),
    getFeatureLists: build.query<BetaFeature[], void>({
      query: () => 'beta-features',
      transformResponse: (response: FeatureListsResponse) => [...response.data.current, ...response.data.future],
      providesTags: ['BetaFeature'],
    }),
    createFeature: build.mutation<unknown, CreateFeatureBody>({
      query: (body) => ({ url: 'beta-features', method: 'POST', body }),
      invalidatesTags: ['BetaFeature', 'AuditLog'],
    }),
    deleteFeature: build.mutation<unknown, string>({
      query: (id) => ({ url: `beta-features/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BetaFeature', 'AuditLog'],
    }),

    getShopOrders: build.query<ShopOrderList, Pick<OrderListQuery, 'status'>>({
      query: ({ status }) => ({ url: 'shop/orders', params: { limit: 100, ...(status ? { status } : {}) } }),
      providesTags: ['Order'],
    }),
    decideOrder: build.mutation<ShopOrder, { id: string; decision: 'confirm' | 'cancel' }>({
      query: ({ id, decision }) => ({ url: `shop/orders/${id}/${decision}`, method: 'POST' }),
      invalidatesTags: ['Order', 'Shop', 'AuditLog'],
    }),

    searchUsers: build.query<AdminUserList, { q: string; skip: number }>({
      query: ({ q, skip }) => ({ url: 'admin/users', params: { limit: 20, skip, ...(q ? { q } : {}) } }),
      providesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    changeRole: build.mutation<AdminUser, RoleBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `admin/users/${id}/role`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }, 'AuditLog'],
    }),
    banUser: build.mutation<unknown, BanBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `admin/users/${id}/ban`, method: 'POST', body }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }, 'AuditLog'],
    }),
    unbanUser: build.mutation<unknown, string>({
      query: (id) => ({ url: `admin/users/${id}/ban`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }, 'AuditLog'],
    }),

    getAuditLog: build.query<AuditList, Omit<AuditQuery, 'limit'>>({
      query: (filters) => ({
        url: 'admin/audit',
        params: { limit: 50, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) },
      }),
      providesTags: ['AuditLog'],
    }),

    getStats: build.query<Stats, void>({
      query: () => 'admin/stats',
      providesTags: ['Stats'],
    }),

    getInvitations: build.query<InvitationList, void>({
      query: () => ({ url: 'admin/early-access', params: { limit: 100 } }),
      providesTags: ['EarlyAccess'],
    }),
    invite: build.mutation<Invitation, string>({
      query: (email) => ({ url: 'admin/early-access', method: 'POST', body: { email } }),
      invalidatesTags: ['EarlyAccess', 'AuditLog'],
    }),
  }),
});

export const {
  useGetAdminTournamentsQuery,
  useCreateTournamentMutation,
  useUpdateTournamentMutation,
  useDeleteTournamentMutation,
  useGetSignupsQuery,
  useDownloadSignupsCsvMutation,
  useGetAdminGamesQuery,
  useUpdateGameMutation,
  useGetCountdownSettingsQuery,
  useSaveCountdownMutation,
  useGetFeatureListsQuery,
  useCreateFeatureMutation,
  useDeleteFeatureMutation,
  useGetShopOrdersQuery,
  useDecideOrderMutation,
  useSearchUsersQuery,
  useChangeRoleMutation,
  useBanUserMutation,
  useUnbanUserMutation,
  useGetAuditLogQuery,
  useGetStatsQuery,
  useGetInvitationsQuery,
  useInviteMutation,
} = adminApi;
