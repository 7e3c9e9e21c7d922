import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../common/accountRules';
import { TEMP_USERNAME_MARKER } from '../../../common/user';

/** Letters, digits, `_` and `-`, 3 to 20 of them. */
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

const HOUR_MS = 60 * 60 * 1000;
export const VERIFY_EMAIL_LINK_LIFETIME_MS = 24 * HOUR_MS;
export const RESET_PASSWORD_LINK_LIFETIME_MS = HOUR_MS;
export const DELETE_ACCOUNT_LINK_LIFETIME_MS = 24 * HOUR_MS;
export const UNLOCK_TWO_FACTOR_LINK_LIFETIME_MS = 24 * HOUR_MS;

/** Failed password logins one account may have in a window before it answers 429. */
export const LOGIN_FAILURES_PER_ACCOUNT = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong two-factor codes on one account, from every address and challenge together, before its second step locks. */
export const CODE_FAILURES_PER_ACCOUNT = 10;
/** An account without a password proves itself for a sensitive change by a Google sign-in this recent. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
/** Login attempts one IP address may make per minute (any accounts). */
export const LOGINS_PER_IP_PER_MINUTE = 60;
/** Requests that send mail (register, resend, forgot password, deletion), per IP address a minute. */
export const MAIL_REQUESTS_PER_IP_PER_MINUTE = 10;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FULL_LINK = /^https:\/\/[^\s]+$/i;
const DATA_IMAGE_LINK = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;
const BUNDLED_IMAGE = /^\/images\/(avatars|backgrounds)\/[a-z0-9][a-z0-9_-]*\.(svg|png|jpe?g|webp)$/i;
const BUNDLED_NAME = /^[a-z0-9][a-z0-9_-]{0,40}(\.(svg|png|jpe?g|webp))?$/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeUsername(username: string): string {
  return username.toLowerCase();
}

export function looksLikeEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

/** Why a username chosen by a user is refused, or null when it is fine. */
export function usernameProblem(username: string): string | null {
  if (!USERNAME_PATTERN.test(username)) {
    return `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, _ or -.`;
  }
  if (username.toLowerCase().includes(TEMP_USERNAME_MARKER)) return `Username must not contain ${TEMP_USERNAME_MARKER}.`;
  return null;
}

/** Why a nickname is refused, or null; its characters are checked by its schema (common/shownText.ts). */
export function nicknameProblem(nickname: string): string | null {
  if (nickname.trim().length === 0) return 'Nickname must not be blank.';
  return null;
}

/**
 * A profile icon or background is a full https link, a data link of a picture, or a bundled
 * image by path or name. Plain http would be blocked by the page's security policy.
 */
export function profileImageProblem(field: 'profileIcon' | 'profileBackground', value: string): string | null {
  if (FULL_LINK.test(value) || DATA_IMAGE_LINK.test(value) || BUNDLED_IMAGE.test(value) || BUNDLED_NAME.test(value)) return null;
  return `${field} must be an https link, a data:image link or the name of a bundled image`;
}
