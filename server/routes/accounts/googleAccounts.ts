import { randomBytes } from 'node:crypto';
import { NICKNAME_MAX_LENGTH } from '../../../common/accountRules';
import { TEMP_USERNAME_MARKER } from '../../../common/user';
import { PROFILE_IMAGE_MAX_LENGTH } from './accountRules';
import { GoogleLoginError, type GoogleProfile } from './googleOAuth';
import { TakenError, type UserRow, type UsersRepository } from './usersRepository';

const TEMP_USERNAME_ATTEMPTS = 5;

/** A username the person replaces on /complete-profile: `player_temp_` and 8 hex digits (20 characters). */
function temporaryUsername(): string {
  return `player${TEMP_USERNAME_MARKER}${randomBytes(4).toString('hex')}`;
}

function nicknameFrom(name: string | null): string | null {
  const cleaned = name?.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, NICKNAME_MAX_LENGTH);
  return cleaned ? cleaned : null;
}

function pictureFrom(picture: string | null): string | null {
  return picture && picture.startsWith('https://') && picture.length <= PROFILE_IMAGE_MAX_LENGTH ? picture : null;
}

/**
 * The account a Google login opens (product §3): the one linked to this Google account, else the
 * one with the same e-mail when Google vouches for the address (it gets linked), else a new one
 * with a temporary username and an incomplete profile.
 */
export async function accountForGoogle(users: UsersRepository, profile: GoogleProfile): Promise<UserRow> {
  const linked = await users.findByGoogleSub(profile.sub);
  if (linked) return linked;
  if (!profile.email) throw new GoogleLoginError('Google did not share an e-mail address, and VERSUS accounts need one.');

  const sameEmail = await users.findByEmail(profile.email);
  if (sameEmail) {
    // An unverified Google address could be anyone's: linking it would hand over the account.
    if (!profile.emailVerified || sameEmail.google_sub) {
      throw new GoogleLoginError('An account with this e-mail address already exists. Please log in with your password.');
    }
    const linkedNow = await users.linkGoogle(sameEmail.id, profile.sub, profile.emailVerified);
    if (linkedNow) return linkedNow;
  }

  for (let attempt = 1; ; attempt++) {
    try {
      return await users.create({
        email: profile.email,
        username: temporaryUsername(),
        passwordHash: null,
        emailVerified: profile.emailVerified,
        profileCompleted: false,
        googleSub: profile.sub,
        nickname: nicknameFrom(profile.name),
        profileIcon: pictureFrom(profile.picture),
      });
    } catch (error) {
      if (!(error instanceof TakenError)) throw error;
      if (error.field === 'username' && attempt < TEMP_USERNAME_ATTEMPTS) continue;
      // Another request created the account a moment ago (a double click on the provider's page).
      const raced = await users.findByGoogleSub(profile.sub);
      if (raced) return raced;
      throw new GoogleLoginError('An account with this e-mail address already exists. Please log in with your password.');
    }
  }
}
