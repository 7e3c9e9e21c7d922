export type Role = 'user' | 'admin' | 'master';

/** A user as the API answers it to its owner (spec §3 User). Never a hash or a secret. */
export interface User {
  _id: string;
  username: string;
  nickname: string | null;
  email: string;
  isAdmin: boolean;
  role: Role;
  profileCompleted: boolean;
  profileIcon: string | null;
  profileBackground: string | null;
  emailVerified?: boolean;
  createdAt?: string;
}

/** Usernames handed out before a profile is completed (e.g. after a Google login) carry this. */
export const TEMP_USERNAME_MARKER = '_temp_';
