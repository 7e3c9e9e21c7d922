/** Two-factor sign-in: the shapes of its codes and its words, the same in the browser and on the server. */

/** An authenticator code: six digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
/** How many single-use recovery codes an account gets at once. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code: six groups of four letters and digits, e.g. "k7p2-9xqm-…"; dashes and spaces are optional when typed. */
export const RECOVERY_CODE_PATTERN = '^[A-Za-z0-9]{4}(?:[ -]?[A-Za-z0-9]{4}){5}$';
/** What the sign-in step accepts: an authenticator code or a recovery code. */
export const SIGN_IN_CODE_PATTERN = `${TOTP_CODE_PATTERN}|${RECOVERY_CODE_PATTERN}`;

/** Why a login or an admin operation waits for the second factor. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
/** Too many wrong codes: the second step waits until the owner follows the mailed link (or resets the password). */
export const TWO_FACTOR_LOCKED = 'two_factor_locked';
/** An account without a password must sign in with Google again before changing its sign-in. */
export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';
/** What an admin or master without two-factor is told by every admin operation, and by the backoffice. */
export const TWO_FACTOR_SETUP_MESSAGE =
  'Admin operations need two-factor sign-in. Please turn it on in your account settings (Account → Two-factor sign-in) and try again.';

export const TOTP_CODE_RULE_TEXT = 'Code must be the 6 digits your authenticator app shows.';
export const SIGN_IN_CODE_RULE_TEXT = 'Code must be the 6 digits your authenticator app shows, or one of your recovery codes.';

/** Keeps what was typed of a code: digits and letters, without the spaces and dashes people add. */
export function compactCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Whether what was typed is an authenticator code (spaces and dashes aside). */
export function isTotpCode(typed: string): boolean {
  return /^\d{6}$/.test(compactCode(typed));
}

/** Whether what was typed has the shape of a recovery code (24 letters and digits, spaces and dashes aside). */
export function isRecoveryCode(typed: string): boolean {
  return /^[A-Za-z0-9]{24}$/.test(compactCode(typed));
}
