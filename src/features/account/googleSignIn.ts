import { OAUTH_NONCE_PARAM } from '../../../common/oauthReturn';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';

/** Session storage, so a nonce belongs to the tab that started the sign-in and dies with it. */
const NONCE_KEY = 'versusGoogleSignInNonce';
const NONCE_BYTES = 24;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Where "Continue with Google" goes: a fresh nonce is kept for this tab and sent along, and so is
 * the visitor's client id, so the ratings they gave before signing in move to the account.
 */
export function googleSignInUrl(): string {
  const nonce = randomNonce();
  try {
    window.sessionStorage.setItem(NONCE_KEY, nonce);
  } catch {
    // Without session storage the returned token cannot be tied to this tab and will be refused.
  }
  const query = new URLSearchParams({ [OAUTH_NONCE_PARAM]: nonce });
  const clientId = readStorage(STORAGE_KEYS.clientId);
  if (clientId && UUID.test(clientId)) query.set('clientId', clientId);
  return `/auth/google?${query}`;
}

/**
 * True once for the nonce of a sign-in this tab started: a token sent to /oauth-success by another
 * site (to log the visitor in to someone else's account) comes without it and is refused.
 */
export function isOwnGoogleSignIn(returnedNonce: string | null): boolean {
  let expected: string | null = null;
  try {
    expected = window.sessionStorage.getItem(NONCE_KEY);
    window.sessionStorage.removeItem(NONCE_KEY);
  } catch {
    return false;
  }
  return expected !== null && returnedNonce === expected;
}
