import { TEMP_USERNAME_MARKER } from '../../../common/user';
import type { SessionUser } from './sessionSlice';

export const FALLBACK_ACCOUNT_LABEL = 'Profile';

/**
 * The navbar's account link text: the username unless it is a temporary one, else the
 * nickname, else the part of the e-mail before the @, else Profile.
 */
export function accountLabel(user: Pick<SessionUser, 'username' | 'nickname' | 'email'>): string {
  const username = user.username?.trim();
  if (username && !username.includes(TEMP_USERNAME_MARKER)) return username;
  const nickname = user.nickname?.trim();
  if (nickname) return nickname;
  const emailName = user.email?.split('@')[0]?.trim();
  if (emailName) return emailName;
  return FALLBACK_ACCOUNT_LABEL;
}
