import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { type ApiRequest, baseApi, onOrigin } from '../../api/baseApi';
import type { SessionUser } from './sessionSlice';

/** Paths tried in order for the current user when a stored session is restored. */
export const CURRENT_USER_PATHS = ['/api/auth/me', '/api/me', '/auth/me', '/users/me'] as const;

/** A user, 'rejected' when the server said the token is no good (401), null when no path could answer. */
export type CurrentUserResult = SessionUser | 'rejected' | null;

export type CallResult = { data?: unknown; error?: FetchBaseQueryError; meta?: FetchBaseQueryMeta };
/** The base query as an endpoint's queryFn receives it. */
export type Call = (request: ApiRequest) => Promise<CallResult>;

export function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null;
}

/** The user in an answer (bare or under `user`) when it has something that names them. */
export function unwrapUser(body: unknown): SessionUser | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = (body as { user?: unknown }).user ?? body;
  if (!candidate || typeof candidate !== 'object') return null;
  const user = candidate as SessionUser;
  return user._id || user.id || user.userId || user.username || user.email ? user : null;
}

/** GET with the token to the first path that answers with a user. */
async function currentUserThroughPaths(call: Call, token: string): Promise<CurrentUserResult> {
  let rejected = false;
  for (const path of CURRENT_USER_PATHS) {
    const result = await call({ url: onOrigin(path), token });
    if (result.meta?.response?.status === 401) rejected = true;
    if (result.error) continue;
    const user = unwrapUser(result.data);
    if (user) return user;
  }
  return rejected ? 'rejected' : null;
}

/** The session's calls: the current user of a token, log out. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUserResult, string>({
      async queryFn(token, _api, _extra, baseQuery) {
        return { data: await currentUserThroughPaths(baseQuery as Call, token) };
      },
      providesTags: ['Account'],
    }),
    logOut: build.mutation<unknown, string>({
      // keepalive: the request still reaches the server if the page is closed right after.
      query: (token) => ({ url: 'auth/logout', method: 'POST', token, keepalive: true }),
    }),
  }),
});
