import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** A path of the site itself, outside /api: the session's older paths, the bundled data files. */
export function onOrigin(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** The API base is the backend address plus /api; the backend shares the SPA's origin. */
export function apiBaseUrl(): string {
  return onOrigin('/api');
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
  'Session',
  'AdminUser',
  'AuditLog',
  'Shop',
  'Order',
  'Whitelist',
  'Newsletter',
  'EarlyAccess',
  'Stats',
  'Bracket',
  'Participants',
  'ApiKey',
  'Dispute',
  'TwoFactor',
] as const;

/**
 * A call to the backend. `token` sends that login token instead of the session's: a token just
 * received at login, or a stored one being checked at start-up; `null` sends none.
 */
export interface ApiRequest extends FetchArgs {
  token?: string | null;
}

const fetchFromApi = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  credentials: 'include',
  prepareHeaders(headers, { extraOptions }) {
    const { token } = extraOptions as { token: string | null };
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Every call to the backend goes through here, so the bearer header is set in one place. */
const apiBaseQuery: BaseQueryFn<string | ApiRequest, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = (request, api) => {
  const { token = (api.getState() as StateWithToken).session.token, ...fetchArgs } = typeof request === 'string' ? { url: request } : request;
  return fetchFromApi(fetchArgs, api, { token });
};

/** The base query as an endpoint's queryFn receives it, for calls made through it. */
export type ApiCall = (request: string | ApiRequest) => ReturnType<typeof apiBaseQuery>;

/** The one createApi of the app: features add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
