import { randomBytes } from 'node:crypto';
import { NICKNAME_MAX_LENGTH, PROFILE_IMAGE_MAX_LENGTH } from '../../../common/accountRules';
import { TEMP_USERNAME_MARKER } from '../../../common/user';
import { GoogleLoginError, type GoogleProfile } from './googleOAuth';
import { TakenError, type UserRow, type UsersRepository } from './usersRepository';
import { withoutControlOrFormat } from '../../../common/shownText';

const TEMP_USERNAME_ATTEMPTS = 5;

/** A username the person replaces on /complete-profile: `player_temp_` and 8 hex digits (20 characters). */
function temporaryUsername(): string {
  return `player${TEMP_USERNAME_MARKER}${randomBytes(4).toString('hex')}`;
}

function nicknameFrom(name: string | null): string | null {
  const cleaned = name && withoutControlOrFormat(name).trim().slice(0, NICKNAME_MAX_LENGTH);
  return cleaned ? cleaned : null;
}

function pictureFrom(picture: string | null): string | null {
  return picture && picture.startsWith('https://') && picture.length <= PROFILE_IMAGE_MAX_LENGTH ? picture : null;
}

export interface GoogleAccount {
  user: UserRow;
  /** The login took over an account whose address was never verified: its earlier sessions ended. */
  sessionsEnded: boolean;
}

/**
 * The account a Google login opens: the one linked to this Google account, else the one with the
 * same e-mail (it gets linked), else a new one with a temporary username and an incomplete profile.
 * An address Google has not verified could be anyone's, so it never opens or creates an account.
 */
export async function accountForGoogle(users: UsersRepository, profile: GoogleProfile): Promise<GoogleAccount> {
  const linked = await users.findByGoogleSub(profile.sub);
  if (linked) return { user: linked, sessionsEnded: false };
  if (!profile.email) throw new GoogleLoginError('no_email');
  if (!profile.emailVerified) throw new GoogleLoginError('email_unverified');

  const sameEmail = await users.findByEmail(profile.email);
  if (sameEmail) {
    if (sameEmail.google_sub) throw new GoogleLoginError('email_taken');
    const linkedNow = await users.linkGoogle(sameEmail.id, profile.sub);
    if (linkedNow) return { user: linkedNow, sessionsEnded: linkedNow.token_version !== sameEmail.token_version };
    const raced = await users.findByGoogleSub(profile.sub);
    if (raced) return { user: raced, sessionsEnded: false };
    throw new GoogleLoginError('email_taken');
  }

  for (let attempt = 1; ; attempt++) {
    try {
      const user = await users.create({
        email: profile.email,
        username: temporaryUsername(),
        passwordHash: null,
        emailVerified: true,
        profileCompleted: false,
        googleSub: profile.sub,
        nickname: nicknameFrom(profile.name),
        profileIcon: pictureFrom(profile.picture),
      });
      return { user, sessionsEnded: false };
    } catch (error) {
      if (!(error instanceof TakenError)) throw error;
      if (error.field === 'username' && attempt < TEMP_USERNAME_ATTEMPTS) continue;
      // Another request created the account a moment ago (a double click on the provider's page).
      const raced = await users.findByGoogleSub(profile.sub);
      if (raced) return { user: raced, sessionsEnded: false };
      throw new GoogleLoginError('email_taken');
    }
  }
}
