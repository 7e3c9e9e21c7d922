import { EMAIL_MAX_LENGTH } from '../../../common/accountRules';

/** An address is text, an @, text, a dot, text: the same check as the sign-up dialog's. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-up dialog's own words, so the API and the dialog say the same thing. */
export const INVALID_EMAIL_MSG = 'Please enter a valid email address.';

/** The stored form (trimmed, lowercased, so one address signs up once), or null when it is no address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}
