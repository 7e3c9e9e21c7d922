import type { Dispute, DisputeList, ResolveDisputeBody } from '../../../../common/contract/brackets';
import { baseApi } from '../../../api/baseApi';

/**
 * The backoffice's dispute queue: the disputes in one state, and an organizer's decision. Upheld
 * reopens the match, which changes the bracket and may reopen a completed tournament.
 */
export const disputesAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDisputes: build.query<Dispute[], Dispute['status']>({
      query: (status) => ({ url: 'admin/disputes', params: { status } }),
      transformResponse: (response: DisputeList) => response.disputes,
      providesTags: (_result, _error, status) => [{ type: 'Dispute', id: status }],
    }),
    resolveDispute: build.mutation<{ dispute: Dispute }, ResolveDisputeBody & { id: string; tournamentId: string }>({
      query: ({ id, decision, note }) => ({ url: `admin/disputes/${id}/resolve`, method: 'POST', body: { decision, ...(note ? { note } : {}) } }),
      invalidatesTags: (result, _error, { tournamentId }) =>
        result
          ? [
              'Dispute',
              { type: 'Bracket', id: tournamentId },
              { type: 'Tournament', id: tournamentId },
              { type: 'Tournament', id: 'LIST' },
              'AuditLog',
            ]
          : // Resolved meanwhile by someone else: the queue is read again.
            ['Dispute'],
    }),
  }),
});

export const { useGetDisputesQuery, useResolveDisputeMutation } = disputesAdminApi;
