import { OAUTH_NONCE_PARAM } from '../../../common/oauthReturn';

/** Session storage, so a nonce belongs to the tab that started the sign-in and dies with it. */
const NONCE_KEY = 'versusGoogleSignInNonce';
const NONCE_BYTES = 24;

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Where "Continue with Google" goes: a fresh nonce is kept for this tab and sent along. */
export function googleSignInUrl(): string {
  const nonce = randomNonce();
  try {
    window.sessionStorage.setItem(NONCE_KEY, nonce);
  } catch {
    // Without session storage the returned token cannot be tied to this tab and will be refused.
  }
  return `/auth/google?${new URLSearchParams({ [OAUTH_NONCE_PARAM]: nonce })}`;
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
