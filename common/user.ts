/** The roles an account may hold, in the order the back office offers them. */
export const ROLES = ['user', 'master', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Usernames handed out before a profile is completed (e.g. after a Google login) carry this. */
export const TEMP_USERNAME_MARKER = '_temp_';
