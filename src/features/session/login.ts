import type { BanDetails as ContractBanDetails } from '../../../common/contract/accounts';
import { apiBaseUrl } from '../../api/baseApi';
import type { AppDispatch } from '../../app/store';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { loggedIn, type SessionUser } from './sessionSlice';

/** Paths tried in order for a login (spec §7). */
export const LOGIN_PATHS = ['/api/auth/login', '/api/login', '/auth/login', '/users/login'] as const;
/** The field the name travels in, tried in order for each path (spec §7 payload shapes). */
export const LOGIN_NAME_FIELDS = ['email', 'username', 'usernameOrEmail'] as const;
const CURRENT_USER_PATH = '/api/auth/me';

export const LOGIN_FAILED = 'Login failed';
export const SERVER_ERROR = 'Server error';
export const EMAIL_NOT_VERIFIED = 'email_not_verified';
export const ACCOUNT_BANNED = 'account_banned';

/** Read leniently: an older server may leave either field out. */
export type BanDetails = Partial<ContractBanDetails>;

export type LoginResult =
  | { success: true; user: SessionUser }
  | {
      success: false;
      error: string;
      errorType?: string;
      email?: string;
      username?: string;
      banDetails?: BanDetails;
    };

/** What a login answer may carry (spec §3 Login response). */
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
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null;
}

async function readAnswer(response: Response): Promise<LoginAnswer> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as LoginAnswer) : {};
  } catch {
    // A body that is no JSON (an HTML error page) still has a status line to report.
    return {};
  }
}

async function currentUserWith(origin: string, token: string): Promise<SessionUser | null> {
  const response = await fetch(origin + CURRENT_USER_PATH, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  const body = (await readAnswer(response)) as { user?: unknown };
  const user = body.user ?? body;
  return isUser(user) ? user : null;
}

/**
 * The login call of spec §7: every path × payload shape in order until one answers a token.
 * email_not_verified and account_banned end it at once with their fields (spec §8); any other
 * failure keeps the first message from a path that exists and goes on. A network failure is a
 * `Server error`; when nothing works and nobody said why, `Login failed`.
 */
export function login(name: string, password: string) {
  return async (dispatch: AppDispatch): Promise<LoginResult> => {
    const origin = new URL(apiBaseUrl()).origin;
    const clientId = readStorage(STORAGE_KEYS.clientId);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (clientId) headers['x-client-id'] = clientId;
    let message: string | undefined;
    try {
      for (const path of LOGIN_PATHS) {
        for (const field of LOGIN_NAME_FIELDS) {
          const response = await fetch(origin + path, { method: 'POST', headers, body: JSON.stringify({ [field]: name, password }) });
          const answer = await readAnswer(response);
          const token = text(answer.token) ?? text(answer.jwt) ?? text(answer.accessToken);
          if (response.ok && token) {
            const given = answer.user ?? answer.profile;
            const user = isUser(given) ? given : await currentUserWith(origin, token);
            if (user) {
              dispatch(loggedIn({ token, user }));
              return { success: true, user };
            }
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
          // A path that does not exist here says nothing about the credentials.
          if (response.status !== 404 && response.status !== 405) message ??= reason;
        }
      }
    } catch {
      return { success: false, error: SERVER_ERROR };
    }
    return { success: false, error: message ?? LOGIN_FAILED };
  };
}

/** Login with a token and user already in hand (e.g. after OAuth): stored directly, no call (spec §7). */
export function loginWithSession(token: string, user: SessionUser) {
  return (dispatch: AppDispatch): LoginResult => {
    dispatch(loggedIn({ token, user }));
    return { success: true, user };
  };
}
