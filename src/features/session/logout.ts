import type { AppDispatch, RootState } from '../../app/store';
import { readStoredToken } from '../../lib/storage';
import { sessionApi } from './sessionApi';
import { loggedOut, selectToken } from './sessionSlice';

/** How long logout waits for the server to revoke the token before clearing the client anyway. */
export const LOGOUT_SERVER_WAIT_MS = 3_000;

function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Logout: clears the session first (the session listener removes the stored token and user), so no
 * request of this page still carries the token once the server has ended its session; then tells
 * the server with that token so the session dies. The caller navigates to /. Whatever the server
 * answers, or if it does not answer in time, the visitor is logged out.
 */
export function logout() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const token = selectToken(getState()) ?? readStoredToken();
    dispatch(loggedOut());
    if (token) await waitAtMost(dispatch(sessionApi.endpoints.logOut.initiate(token, { track: false })), LOGOUT_SERVER_WAIT_MS);
  };
}
