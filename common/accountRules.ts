/** Length rules of account fields: the server enforces them, and the forms state them up front. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const NICKNAME_MAX_LENGTH = 30;
/** The longest address SMTP can carry (the RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A full link or a bundled image's path; data links are small pictures, kept under ~150 KB. */
export const PROFILE_IMAGE_MAX_LENGTH = 200_000;
export const BAN_REASON_MAX_LENGTH = 500;
/** A permanent ban is stored as a ban until the last moment of year 9999: every "is the ban over" check keeps working. */
export const PERMANENT_BAN_UNTIL = '9999-12-31T23:59:59.999Z';

export function isPermanentBan(until: string | null | undefined): boolean {
  return until !== null && until !== undefined && new Date(until).getUTCFullYear() >= 9999;
}

/**
 * What the server answers a token whose session has ended (signed out, a new password elsewhere):
 * the SPA signs out when its realtime connection is refused with it.
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** The rules in words: the server answers them for a body that breaks them, and the forms check them first. */
export const PASSWORD_RULE_TEXT = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
export const USERNAME_RULE_TEXT = `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters.`;
export const EMAIL_RULE_TEXT = 'Please enter a valid email address.';
