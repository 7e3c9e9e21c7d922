import type { Message } from '../../../common/contract/errors';
import type { JoinWhitelistBody, MyWhitelistEntry, WhitelistEntry, WhitelistStats } from '../../../common/contract/whitelist';
import { baseApi } from '../../api/baseApi';

export const whitelistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWhitelistStats: build.query<WhitelistStats, void>({
      query: () => '/whitelist/stats',
      providesTags: ['Whitelist'],
    }),
    getMyWhitelistEntry: build.query<MyWhitelistEntry, void>({
      query: () => '/whitelist/me',
      providesTags: ['Whitelist'],
    }),
    joinWhitelist: build.mutation<WhitelistEntry, JoinWhitelistBody>({
      query: (body) => ({ url: '/whitelist', method: 'POST', body }),
      invalidatesTags: ['Whitelist'],
    }),
    leaveWhitelist: build.mutation<Message, void>({
      query: () => ({ url: '/whitelist/me', method: 'DELETE' }),
      invalidatesTags: ['Whitelist'],
    }),
  }),
});

export const { useGetWhitelistStatsQuery, useGetMyWhitelistEntryQuery, useJoinWhitelistMutation, useLeaveWhitelistMutation } = whitelistApi;
