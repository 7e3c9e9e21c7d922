import type { AppDispatch } from '../../app/store';
import { type LoginFailure, SERVER_ERROR, sessionApi } from './sessionApi';
import { loggedIn, type SessionUser } from './sessionSlice';

export type LoginResult = { success: true; user: SessionUser } | LoginFailure;

/** Logs in with a name (e-mail or username) and password; the session keeps the token and user. */
export function login(name: string, password: string) {
  return async (dispatch: AppDispatch): Promise<LoginResult> => {
    // Untracked: the credentials do not stay in the store once the call is over.
    const { data } = await dispatch(sessionApi.endpoints.logIn.initiate({ name, password }, { track: false }));
    if (!data) return { success: false, error: SERVER_ERROR };
    if (!data.success) return data;
    dispatch(loggedIn({ token: data.token, user: data.user }));
    return { success: true, user: data.user };
  };
}

/** Login with a token and user already in hand (e.g. after OAuth): stored directly, no call. */
export function loginWithSession(token: string, user: SessionUser) {
  return (dispatch: AppDispatch): LoginResult => {
    dispatch(loggedIn({ token, user }));
    return { success: true, user };
  };
}
