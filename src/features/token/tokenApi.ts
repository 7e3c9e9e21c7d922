import { baseApi } from '../../api/baseApi';
import type { WalletChain } from './walletAddressRules';

export interface WhitelistEntry {
  _id: string;
  walletAddress: string;
  chain: WalletChain;
  createdAt: string;
}

/** The beta countdown of spec §3, as GET /api/beta-countdown answers it ({ success, data }). */
export interface BetaCountdown {
  isActive: boolean;
  title: string;
  subtitle: string;
  currentMembers: number;
  targetMembers: number;
}

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
    // Named for this page: the home page's beta section owns its own endpoint for the same call.
    getTokenPageBetaCountdown: build.query<BetaCountdown | null, void>({
      query: () => '/beta-countdown',
      transformResponse: (response: { success?: boolean; data?: BetaCountdown }) => (response.success && response.data ? response.data : null),
      providesTags: ['BetaCountdown'],
    }),
  }),
});

export const {
  useGetWhitelistStatsQuery,
  useGetMyWhitelistEntryQuery,
  useJoinWhitelistMutation,
  useLeaveWhitelistMutation,
  useGetTokenPageBetaCountdownQuery,
} = tokenApi;

/** The server's `{ msg }` when it sent one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { msg?: unknown } } | undefined)?.data;
  return typeof data?.msg === 'string' && data.msg ? data.msg : fallback;
}
