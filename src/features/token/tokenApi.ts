import type { WalletChain } from '../../../common/whitelist';
import type { WhitelistEntry } from '../../../common/contract/whitelist';
import { baseApi } from '../../api/baseApi';

export const tokenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWhitelistStats: build.query<{ count: number }, void>({
      query: () => '/whitelist/stats',
      providesTags: ['Whitelist'],
    }),
    getMyWhitelistEntry: build.query<{ joined: boolean; entry: WhitelistEntry | null }, void>({
      query: () => '/whitelist/me',
      providesTags: ['Whitelist'],
    }),
    joinWhitelist: build.mutation<WhitelistEntry, { walletAddress: string; chain: WalletChain }>({
      query: (body) => ({ url: '/whitelist', method: 'POST', body }),
      invalidatesTags: ['Whitelist'],
    }),
    leaveWhitelist: build.mutation<{ msg: string }, void>({
      query: () => ({ url: '/whitelist/me', method: 'DELETE' }),
      invalidatesTags: ['Whitelist'],
    }),
  }),
});

export const { useGetWhitelistStatsQuery, useGetMyWhitelistEntryQuery, useJoinWhitelistMutation, useLeaveWhitelistMutation } = tokenApi;
