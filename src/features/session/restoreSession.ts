import type { AppDispatch } from '../../app/store';
import { apiBaseUrl } from '../../api/baseApi';
import { readJson, readStoredToken, STORAGE_KEYS, clearStoredToken } from '../../lib/storage';
import { restored, type SessionUser } from './sessionSlice';

/** Paths tried in order for the current user (spec §7). */
export const CURRENT_USER_PATHS = ['/api/auth/me', '/api/me', '/auth/me', '/users/me'] as const;

function unwrapUser(body: unknown): SessionUser | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = (body as { user?: unknown }).user ?? body;
  if (!candidate || typeof candidate !== 'object') return null;
  const user = candidate as SessionUser;
  return user._id || user.id || user.userId || user.username || user.email ? user : null;
}

export type CurrentUserResult = SessionUser | 'rejected' | null;

/**
 * GET with the bearer token to the first path that answers with a user. 'rejected' when the
 * server said the token is no good (401), null when no path could answer.
 */
export async function fetchCurrentUser(token: string): Promise<CurrentUserResult> {
  const origin = new URL(apiBaseUrl()).origin;
  let rejected = false;
  for (const path of CURRENT_USER_PATHS) {
    try {
      const response = await fetch(origin + path, { headers: { authorization: `Bearer ${token}` } });
      if (response.status === 401) rejected = true;
      if (!response.ok) continue;
      const user = unwrapUser(await response.json());
      if (user) return user;
    } catch {
      // Try the next path.
    }
  }
  return rejected ? 'rejected' : null;
}

/** The user claims inside a JWT's payload, without verifying it (the server verifies). */
export function decodeTokenPayload(token: string): SessionUser | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const payload = JSON.parse(json) as Record<string, unknown>;
    if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return null;
    const user = unwrapUser({
      ...payload,
      _id: payload._id ?? payload.userId ?? payload.sub,
    });
    return user;
  } catch {
    return null;
  }
}

/**
 * Session start-up (spec §4): with a stored token, the current user from the server, else the
 * token's payload, else the token is dropped with a warning. Loading ends in every case.
 */
export function restoreSession() {
  return async (dispatch: AppDispatch): Promise<void> => {
    const token = readStoredToken();
    if (!token) {
      dispatch(restored({ token: null, user: null }));
      return;
    }
    const fromServer = await fetchCurrentUser(token);
    // A token the server refused (expired, revoked) is not trusted from its payload either.
    const user = fromServer === 'rejected' ? null : (fromServer ?? decodeTokenPayload(token));
    if (user) {
      const stored = readJson<SessionUser>(STORAGE_KEYS.user);
      dispatch(restored({ token, user: { ...stored, ...user } }));
      return;
    }
    clearStoredToken();
    console.warn('Session rehydrate failed: the stored token was removed');
    dispatch(restored({ token: null, user: null }));
  };
}
