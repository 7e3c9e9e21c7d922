import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../common/accountRules';

/** The server's rules in words, so forms can say them before a round trip. */
export const USERNAME_HINT = `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} letters, digits, _ or -.`;
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORDS_DIFFER = 'The two passwords do not match.';
