import { apiBaseUrl } from '../../api/baseApi';
import type { AppDispatch, RootState } from '../../app/store';
import { readStoredToken } from '../../lib/storage';
import { loggedOut, selectToken } from './sessionSlice';

/** How long logout waits for the server to revoke the token before clearing the client anyway. */
export const LOGOUT_SERVER_WAIT_MS = 3_000;

async function revokeOnServer(token: string): Promise<void> {
  try {
    await fetch(`${apiBaseUrl()}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
      // The request still reaches the server if the page is closed right after.
      keepalive: true,
    });
  } catch {
    // The client logs out whatever the server says (product §7: the call must never block logout).
  }
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Logout (spec §4, product §7): tells the server so the token dies, then clears the session; the
 * session listener removes the stored token and user. The caller navigates to /.
 */
export function logout() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const token = selectToken(getState()) ?? readStoredToken();
    if (token) await waitAtMost(revokeOnServer(token), LOGOUT_SERVER_WAIT_MS);
    dispatch(loggedOut());
  };
}
