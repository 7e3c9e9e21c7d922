import { type Static, Type } from 'typebox';
import {
  BAN_REASON_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../accountRules';
import { OAUTH_NONCE_PARAM, OAUTH_NONCE_PATTERN } from '../oauthReturn';
import { ROLES } from '../user';
import { freeText, literalUnion, shownName } from './shapes';

/** Accounts: sign-up, login, sessions, passwords, profile, deletion and bans (/api/auth, /api/user, /auth/google). */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A user as the API answers it to its owner: never a hash or a secret. */
export const User = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  email: Type.String(),
  isAdmin: Type.Boolean(),
  role: literalUnion(ROLES),
  profileCompleted: Type.Boolean(),
  profileIcon: NullableString,
  profileBackground: NullableString,
  emailVerified: Type.Boolean(),
  createdAt: Type.String(),
});
export type User = Static<typeof User>;

export const BanDetails = Type.Object({ reason: NullableString, until: Type.String() });
export type BanDetails = Static<typeof BanDetails>;

/** A refused login: errorType says why; email and username, or banDetails, come with it. */
export const LoginRefusal = Type.Object({
  msg: Type.String(),
  errorType: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
  banDetails: Type.Optional(BanDetails),
});
export type LoginRefusal = Static<typeof LoginRefusal>;

export const SessionResponse = Type.Object({ msg: Type.Optional(Type.String()), token: Type.String(), user: User });
export type SessionResponse = Static<typeof SessionResponse>;

export const RegisteredResponse = Type.Object({ msg: Type.String(), user: User });
export type RegisteredResponse = Static<typeof RegisteredResponse>;

export const BannedResponse = Type.Object({ msg: Type.String(), banDetails: BanDetails });
export type BannedResponse = Static<typeof BannedResponse>;

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
export const Nickname = Type.Union([shownName({ maxLength: NICKNAME_MAX_LENGTH }), Type.Null()], {
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

/** The name may come in any of the three fields. */
export const LoginBody = Type.Object(
  {
    email: Type.Optional(LoginIdentifier),
    username: Type.Optional(LoginIdentifier),
    usernameOrEmail: Type.Optional(LoginIdentifier),
    password: LoginPassword,
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({ email: Email, username: Username, password: Password }, { additionalProperties: false });
export type RegisterBody = Static<typeof RegisterBody>;

export const TokenBody = Type.Object({ token: OneTimeToken }, { additionalProperties: false });
export type TokenBody = Static<typeof TokenBody>;

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;

export const ResetPasswordBody = Type.Object({ token: OneTimeToken, password: Password }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** currentPassword may be left out only by an account that has none yet (made by a Google login). */
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.Optional(LoginPassword),
    newPassword: Password,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ProfileBody = Type.Object(
  {
    username: Type.Optional(Username),
    nickname: Type.Optional(Nickname),
    profileIcon: Type.Optional(ProfileImage),
    profileBackground: Type.Optional(ProfileImage),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

export const ConfirmDeletionBody = Type.Object({ token: OneTimeToken, userId: StoredId }, { additionalProperties: false });
export type ConfirmDeletionBody = Static<typeof ConfirmDeletionBody>;

export const BanBody = Type.Object(
  {
    reason: freeText({ minLength: 1, maxLength: BAN_REASON_MAX_LENGTH }),
    until: Type.Optional(Type.String({ format: 'date-time', description: 'When the ban ends (ISO 8601, in the future). Leave out for a permanent ban.' })),
    permanent: Type.Optional(Type.Literal(true, { description: 'A ban with no end; send either this or until.' })),
    password: Type.Optional(
      Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: "The caller's own password: needed to ban an admin or master." }),
    ),
  },
  { additionalProperties: false },
);
export type BanBody = Static<typeof BanBody>;

export const AccountParams = Type.Object({ id: StoredId });

/** Where the SPA sends the browser to start a Google login. */
export const GoogleStartQuery = Type.Object({
  [OAUTH_NONCE_PARAM]: Type.Optional(Type.String({ pattern: OAUTH_NONCE_PATTERN })),
  clientId: Type.Optional(Type.String({ format: 'uuid', description: "The visitor's client id: its game ratings move to the account." })),
});

/** One signed-in device of the caller; `current` marks the one whose token asked. */
export const AccountSession = Type.Object({
  id: Type.String(),
  current: Type.Boolean(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  userAgent: Type.String({ description: 'A short label of the browser and system, such as "Firefox on Windows".' }),
  place: Type.String({ description: 'The country the login came from, or "Unknown".' }),
});
export type AccountSession = Static<typeof AccountSession>;

export const SessionsResponse = Type.Object({ sessions: Type.Array(AccountSession) });
export type SessionsResponse = Static<typeof SessionsResponse>;

/** What /oauth-success posts to finish a Google sign-in: the one-time code it was sent, and its tab's nonce. */
export const GoogleExchangeBody = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'The one-time code /oauth-success received as `token`.' }),
    [OAUTH_NONCE_PARAM]: Type.Optional(Type.String({ pattern: OAUTH_NONCE_PATTERN, description: 'The nonce this tab sent to /auth/google.' })),
  },
  { additionalProperties: false },
);
export type GoogleExchangeBody = Static<typeof GoogleExchangeBody>;
