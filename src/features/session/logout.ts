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
 * Logout: tells the server so the token dies, then clears the session; the session listener
 * removes the stored token and user. The caller navigates to /. Whatever the server answers, or if
 * it does not answer in time, the visitor is logged out: the call never blocks logging out.
 */
export function logout() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const token = selectToken(getState()) ?? readStoredToken();
    if (token) await waitAtMost(dispatch(sessionApi.endpoints.logOut.initiate(token, { track: false })), LOGOUT_SERVER_WAIT_MS);
    dispatch(loggedOut());
  };
}
