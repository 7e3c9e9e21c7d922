/** The server's rules (product §3), so forms can say them before a round trip. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const NICKNAME_MAX_LENGTH = 30;
export const USERNAME_HINT = `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} letters, digits, _ or -.`;
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/** Pictures bundled with the app for the profile pickers. */
export const BUNDLED_AVATARS = Array.from({ length: 8 }, (_, index) => `/images/avatars/avatar-${index + 1}.svg`);
export const BUNDLED_BACKGROUNDS = Array.from({ length: 4 }, (_, index) => `/images/backgrounds/bg-${index + 1}.svg`);
