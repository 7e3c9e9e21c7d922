import type { BanBody } from '../../../common/contract/accounts';
import type {
  AdminUser,
  AdminUserList,
  AuditList,
  AuditQuery,
  Invitation,
  InvitationList,
  RoleBody,
  Stats,
} from '../../../common/contract/admin';
import { baseApi } from '../../api/baseApi';

/** The staff's calls: users and their roles and bans, the audit log, the dashboard's figures, early-access invitations. */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  useSearchUsersQuery,
  useChangeRoleMutation,
  useBanUserMutation,
  useUnbanUserMutation,
  useGetAuditLogQuery,
  useGetStatsQuery,
  useGetInvitationsQuery,
  useInviteMutation,
} = adminApi;
