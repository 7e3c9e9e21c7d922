import { Type } from 'typebox';
import {
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../common/accountRules';
import { BAN_REASON_MAX_LENGTH, EMAIL_MAX_LENGTH, PROFILE_IMAGE_MAX_LENGTH } from './accountRules';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A user as the API answers it to its owner (common/user.ts): never a hash or a secret. */
export const UserResponse = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  email: Type.String(),
  isAdmin: Type.Boolean(),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin'), Type.Literal('master')]),
  profileCompleted: Type.Boolean(),
  profileIcon: NullableString,
  profileBackground: NullableString,
  emailVerified: Type.Boolean(),
  createdAt: Type.String(),
});

export { MessageResponse } from '../../schemas/responses';

export const BanDetails = Type.Object({ reason: NullableString, until: Type.String() });

/** A refused login (spec §8): errorType says why; email and username or banDetails come with it. */
export const LoginRefusal = Type.Object({
  msg: Type.String(),
  errorType: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
  banDetails: Type.Optional(BanDetails),
});

export const SessionResponse = Type.Object({ msg: Type.Optional(Type.String()), token: Type.String(), user: UserResponse });

export const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH, description: 'An e-mail address.' });
export const Password = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
});
export const Username = Type.String({
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
  description: `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, _ or -; never containing _temp_. Unique, any case.`,
});
export const Nickname = Type.Union([Type.String({ maxLength: NICKNAME_MAX_LENGTH }), Type.Null()], {
  description: `Up to ${NICKNAME_MAX_LENGTH} characters; null removes it.`,
});
export const ProfileImage = Type.Union([Type.String({ minLength: 1, maxLength: PROFILE_IMAGE_MAX_LENGTH }), Type.Null()], {
  description: 'An https link, a data:image link, or a bundled image (e.g. /images/avatars/avatar-1.svg); null for the default.',
});
/** One-time tokens are 43 base64url characters; anything much longer is not one of ours. */
export const OneTimeToken = Type.String({ minLength: 1, maxLength: 200, description: 'The token from the mailed link.' });
export const StoredId = Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: '24 hexadecimal characters.' });

export const LoginIdentifier = Type.String({ maxLength: EMAIL_MAX_LENGTH, description: 'An e-mail address or a username.' });
export const LoginPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

export const BanBody = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: BAN_REASON_MAX_LENGTH }),
    until: Type.String({ format: 'date-time', description: 'When the ban ends (ISO 8601, in the future).' }),
  },
  { additionalProperties: false },
);
