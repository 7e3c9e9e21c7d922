import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The API base is the backend address plus /api (spec §7); the backend shares the SPA's origin. */
export function apiBaseUrl(): string {
  return new URL('/api', window.location.origin).href;
}

interface StateWithToken {
  session: { token: string | null };
}

/**
 * How long an unused answer of the tournaments and games lists stays cached: the home page's
 * upcoming section shows a cached answer for 5 minutes and falls back on it when a refetch fails.
 */
export const LIST_CACHE_SECONDS = 300;

export const TAG_TYPES = [
  'Game',
  'Rating',
  'Tournament',
  'NotifyStatus',
  'NotifySignup',
  'BetaCountdown',
  'BetaFeature',
  'Chat',
  'Message',
  'Friend',
  'Profile',
  'Account',
  'AdminUser',
  'AuditLog',
  'Shop',
  'Order',
  'Whitelist',
  'Newsletter',
  'EarlyAccess',
  'Stats',
] as const;

/** The one createApi of the app: features add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    credentials: 'include',
    prepareHeaders(headers, { getState }) {
      const token = (getState() as StateWithToken).session.token;
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
