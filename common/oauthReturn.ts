/**
 * What the Google login hands back to /oauth-success. The server names a failure by a reason code
 * and the page shows that code's text: a link crafted elsewhere cannot put words of its own in
 * front of the visitor. The nonce ties a returned token to a sign-in this browser tab started.
 */
export const OAUTH_ERROR_TEXTS = {
  not_configured: 'Google login is not available: this server has no Google client configured.',
  sign_in_expired: 'The Google sign-in expired or was started in another browser. Please try again.',
  provider_refused: 'Google did not complete the sign-in. Please try again.',
  provider_unreachable: 'Google could not be reached. Please try again.',
  no_email: 'Google did not share an e-mail address, and VERSUS accounts need one.',
  email_unverified: 'Google has not verified this e-mail address. Verify it with Google first, or register with your e-mail and a password.',
  email_taken: 'An account with this e-mail address already exists. Please log in with your password.',
  account_banned: 'This account is banned.',
  server_failure: 'Google login failed on our side. Please try again in a moment.',
} as const;

export type OAuthErrorReason = keyof typeof OAUTH_ERROR_TEXTS;

export const UNKNOWN_OAUTH_ERROR_TEXT = 'The Google sign-in could not be completed. Please try again.';

/** The query parameter carrying the nonce, on the way to /auth/google and back to /oauth-success. */
export const OAUTH_NONCE_PARAM = 'nonce';
export const OAUTH_NONCE_PATTERN = '^[A-Za-z0-9_-]{22,64}$';

export function isOAuthErrorReason(value: string | null): value is OAuthErrorReason {
  return value !== null && Object.hasOwn(OAUTH_ERROR_TEXTS, value);
}

/** The text of a ban, with its end as a UTC minute: `until` is an ISO date. */
export function bannedUntilText(until: Date): string {
  return `Your account has been banned until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
}

/** The words for an error code that came back (and, for a ban, its end); unknown codes get a general text. */
export function oauthErrorText(reason: string | null, until: string | null): string {
  if (!isOAuthErrorReason(reason)) return UNKNOWN_OAUTH_ERROR_TEXT;
  if (reason === 'account_banned' && until && !Number.isNaN(Date.parse(until))) return bannedUntilText(new Date(until));
  return OAUTH_ERROR_TEXTS[reason];
}
