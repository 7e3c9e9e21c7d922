import type { User } from '../../../common/contract/accounts';
import type { UserRow } from './usersRepository';

/** The API's view of a user for its owner; the password hash and other secrets never leave. */
export function toUserDto(row: UserRow): Required<User> {
  return {
    _id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    isAdmin: row.is_admin,
    role: row.role,
    profileCompleted: row.profile_completed,
    profileIcon: row.profile_icon,
    profileBackground: row.profile_background,
    emailVerified: row.email_verified_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function isBanned(row: Pick<UserRow, 'banned_until'>, now = Date.now()): boolean {
  return row.banned_until !== null && new Date(row.banned_until).getTime() > now;
}
