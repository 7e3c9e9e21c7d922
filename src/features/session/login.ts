import type { BanDetails as ContractBanDetails, GoogleExchangeBody } from '../../../common/contract/accounts';
import type { SecondStepBody } from '../../../common/contract/twoFactor';
import type { AppDispatch } from '../../app/store';
import { baseApi, onOrigin } from '../../api/baseApi';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { type Call, type CallResult, isUser } from './sessionApi';
import { loggedIn, type SessionUser } from './sessionSlice';
import { TWO_FACTOR_REQUIRED } from '../../../common/twoFactor';

/**
 * Paths tried in order for a login. Servers of older versions of the product answer on one of the
 * later ones; each is tried with every payload shape below before the next.
 */
export const LOGIN_PATHS = ['/api/auth/login', '/api/login', '/auth/login', '/users/login'] as const;
/** The field the name travels in, tried in order for each path. */
export const LOGIN_NAME_FIELDS = ['email', 'username', 'usernameOrEmail'] as const;
/** Asked after a login whose answer had a token but no user. */
const LOGIN_CURRENT_USER_PATH = '/api/auth/me';

export const LOGIN_FAILED = 'Login failed';
export const SERVER_ERROR = 'Server error';
export const EMAIL_NOT_VERIFIED = 'email_not_verified';
export const ACCOUNT_BANNED = 'account_banned';
/** The second step's challenge expired or was used: the login starts again from the password. */
export const TWO_FACTOR_CHALLENGE_INVALID = 'two_factor_challenge_invalid';
const SECOND_STEP_PATH = '/api/auth/login/2fa';
const GOOGLE_EXCHANGE_PATH = '/api/auth/google/exchange';
/** The server refused the code of a Google return: used, expired, or not this tab's. */
export const GOOGLE_CODE_REFUSED = 'google_code_refused';

/** Read leniently: an older server may leave either field out. */
export type BanDetails = Partial<ContractBanDetails>;

export type LoginFailure = {
  success: false;
  error: string;
  errorType?: string;
  email?: string;
  username?: string;
  banDetails?: BanDetails;
  /** With two_factor_required: what the second step sends with the code. */
  challenge?: string;
};

/** What the login call ends with: the token and user to store, or why not. */
export type LoginAnswerResult = { success: true; token: string; user: SessionUser } | LoginFailure;

/** What a login answer may carry: the token under one of three names, the user under one of two. */
interface LoginAnswer {
  token?: unknown;
  jwt?: unknown;
  accessToken?: unknown;
  user?: unknown;
  profile?: unknown;
  msg?: unknown;
  error?: unknown;
  errorType?: unknown;
  email?: unknown;
  username?: unknown;
  banDetails?: BanDetails;
  challenge?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** A login answer's body; one that is no JSON (an HTML error page) still has a status line to report. */
async function readAnswer(response: Response): Promise<LoginAnswer> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as LoginAnswer) : {};
  } catch {
    return {};
  }
}

function bodyOf(result: CallResult): unknown {
  return result.error && 'data' in result.error ? result.error.data : result.data;
}

/** The user of a token just received, or null; undefined when the network failed. */
async function loginUserWith(call: Call, token: string): Promise<SessionUser | null | undefined> {
  const result = await call({ url: onOrigin(LOGIN_CURRENT_USER_PATH), token, responseHandler: readAnswer });
  if (!result.meta?.response) return undefined;
  if (result.error) return null;
  const body = result.data as { user?: unknown };
  const user = body.user ?? body;
  return isUser(user) ? user : null;
}

/**
 * Every path × payload shape in order until one answers a token. email_not_verified,
 * account_banned and two_factor_required end it at once with their fields; any other failure keeps the first message from
 * a path that exists and goes on. A network failure is a `Server error`; when nothing works and
 * nobody said why, `Login failed`.
 */
async function logInThroughPaths(call: Call, name: string, password: string): Promise<LoginAnswerResult> {
  const clientId = readStorage(STORAGE_KEYS.clientId);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (clientId) headers['x-client-id'] = clientId;
  let message: string | undefined;
  for (const path of LOGIN_PATHS) {
    for (const field of LOGIN_NAME_FIELDS) {
      // No bearer header: a login stands on its own, whoever was logged in before.
      const result = await call({ url: onOrigin(path), method: 'POST', headers, body: { [field]: name, password }, token: null, responseHandler: readAnswer });
      const response = result.meta?.response;
      if (!response) return { success: false, error: SERVER_ERROR };
      const answer = bodyOf(result) as LoginAnswer;
      const token = text(answer.token) ?? text(answer.jwt) ?? text(answer.accessToken);
      if (response.ok && token) {
        const given = answer.user ?? answer.profile;
        const user = isUser(given) ? given : await loginUserWith(call, token);
        if (user === undefined) return { success: false, error: SERVER_ERROR };
        if (user) return { success: true, token, user };
        message ??= LOGIN_FAILED;
        continue;
      }
      const reason = text(answer.msg) ?? text(answer.error) ?? text(response.statusText) ?? LOGIN_FAILED;
      if (answer.errorType === EMAIL_NOT_VERIFIED) {
        return { success: false, error: reason, errorType: EMAIL_NOT_VERIFIED, email: text(answer.email), username: text(answer.username) };
      }
      if (answer.errorType === ACCOUNT_BANNED) {
        return { success: false, error: reason, errorType: ACCOUNT_BANNED, banDetails: answer.banDetails };
      }
      // The password was right: the chain stops, the person is asked for a code.
      const challenge = text(answer.challenge);
      if (answer.errorType === TWO_FACTOR_REQUIRED && challenge) {
        return { success: false, error: reason, errorType: TWO_FACTOR_REQUIRED, challenge };
      }
      // A path that does not exist here says nothing about the credentials.
      if (response.status !== 404 && response.status !== 405) message ??= reason;
    }
  }
  return { success: false, error: message ?? LOGIN_FAILED };
}

/** The second step of a login with two-factor on: the challenge and a code answer the token and user. */
async function finishWithCode(call: Call, challenge: string, code: string): Promise<LoginAnswerResult> {
  const result = await call({ url: onOrigin(SECOND_STEP_PATH), method: 'POST', body: { challenge, code } satisfies SecondStepBody, token: null, responseHandler: readAnswer });
  const response = result.meta?.response;
  if (!response) return { success: false, error: SERVER_ERROR };
  const answer = bodyOf(result) as LoginAnswer;
  const token = text(answer.token);
  if (response.ok && token && isUser(answer.user)) return { success: true, token, user: answer.user };
  const errorType = text(answer.errorType);
  return { success: false, error: text(answer.msg) ?? LOGIN_FAILED, ...(errorType ? { errorType } : {}) };
}

/**
 * The end of a Google sign-in: the one-time code of the return (and the tab's nonce) answer the
 * token and user. A refusal (4xx) says so by its errorType; a ban comes with its details.
 */
async function exchangeGoogleCode(call: Call, body: GoogleExchangeBody): Promise<LoginAnswerResult> {
  const result = await call({ url: onOrigin(GOOGLE_EXCHANGE_PATH), method: 'POST', body, token: null, responseHandler: readAnswer });
  const response = result.meta?.response;
  if (!response || response.status >= 500) return { success: false, error: SERVER_ERROR };
  const answer = bodyOf(result) as LoginAnswer;
  const token = text(answer.token);
  if (response.ok && token && isUser(answer.user)) return { success: true, token, user: answer.user };
  const error = text(answer.msg) ?? LOGIN_FAILED;
  if (answer.errorType === ACCOUNT_BANNED) return { success: false, error, errorType: ACCOUNT_BANNED, banDetails: answer.banDetails };
  return { success: false, error, errorType: GOOGLE_CODE_REFUSED };
}

/** The login calls, injected only where a login form is: visitors who never log in do not download them. */
const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LoginAnswerResult, { name: string; password: string }>({
      async queryFn({ name, password }, _api, _extra, baseQuery) {
        return { data: await logInThroughPaths(baseQuery as Call, name, password) };
      },
    }),
    logInWithCode: build.mutation<LoginAnswerResult, SecondStepBody>({
      async queryFn({ challenge, code }, _api, _extra, baseQuery) {
        return { data: await finishWithCode(baseQuery as Call, challenge, code) };
      },
    }),
    logInWithGoogleCode: build.mutation<LoginAnswerResult, GoogleExchangeBody>({
      async queryFn(body, _api, _extra, baseQuery) {
        return { data: await exchangeGoogleCode(baseQuery as Call, body) };
      },
    }),
  }),
});

export type LoginResult = { success: true; user: SessionUser } | LoginFailure;

/** Logs in with a name (e-mail or username) and password; the session keeps the token and user. */
export function login(name: string, password: string) {
  return async (dispatch: AppDispatch): Promise<LoginResult> => {
    // Untracked: the credentials do not stay in the store once the call is over.
    const { data } = await dispatch(loginApi.endpoints.logIn.initiate({ name, password }, { track: false }));
    if (!data) return { success: false, error: SERVER_ERROR };
    if (!data.success) return data;
    dispatch(loggedIn({ token: data.token, user: data.user }));
    return { success: true, user: data.user };
  };
}

/** Finishes a login that asked for a second factor: the challenge and a code (or a recovery code). */
export function loginWithCode(challenge: string, code: string) {
  return async (dispatch: AppDispatch): Promise<LoginResult> => {
    const { data } = await dispatch(loginApi.endpoints.logInWithCode.initiate({ challenge, code }, { track: false }));
    if (!data) return { success: false, error: SERVER_ERROR };
    if (!data.success) return data;
    dispatch(loggedIn({ token: data.token, user: data.user }));
    return { success: true, user: data.user };
  };
}

/** Finishes a Google sign-in: the one-time code of the return, with the nonce of the tab that started it. */
export function loginWithGoogleCode(code: string, nonce: string | null) {
  return async (dispatch: AppDispatch): Promise<LoginResult> => {
    const body: GoogleExchangeBody = nonce ? { code, nonce } : { code };
    const { data } = await dispatch(loginApi.endpoints.logInWithGoogleCode.initiate(body, { track: false }));
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
