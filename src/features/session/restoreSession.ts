import type { AppDispatch } from '../../app/store';
import { readJson, readStoredToken, STORAGE_KEYS, clearStoredToken } from '../../lib/storage';
import { type CurrentUserResult, sessionApi, unwrapUser } from './sessionApi';
import { restored, type SessionUser } from './sessionSlice';

/**
 * The current user of a token, asked afresh: 'rejected' when the server said the token is no good,
 * null when no path could answer.
 */
export function fetchCurrentUser(token: string) {
  return async (dispatch: AppDispatch): Promise<CurrentUserResult> => {
    const { data } = await dispatch(sessionApi.endpoints.getCurrentUser.initiate(token, { subscribe: false, forceRefetch: true }));
    return data ?? null;
  };
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
 * Session start-up: with a stored token, the current user from the server, else the
 * token's payload, else the token is dropped with a warning. Loading ends in every case.
 */
export function restoreSession() {
  return async (dispatch: AppDispatch): Promise<void> => {
    const token = readStoredToken();
    if (!token) {
      dispatch(restored({ token: null, user: null }));
      return;
    }
    const fromServer = await dispatch(fetchCurrentUser(token));
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
