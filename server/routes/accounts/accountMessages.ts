/** Every message the accounts API answers with, named once (tests and the client's texts match them). */
export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful. Please check your e-mail and open the link to verify your account.',
  usernameTaken: 'This username is already taken.',
  emailVerified: 'Your e-mail address is verified. You can log in now.',
  emailAlreadyVerified: 'Your e-mail address is already verified. You can log in.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  verificationResent: 'If an unverified account exists for this e-mail, a new verification link is on its way.',
  identifierRequired: 'email or username is required',
  invalidCredentials: 'Invalid email/username or password.',
  tooManyFailedLogins: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  emailNotVerified: 'Please verify your e-mail address before logging in. Check your inbox for the verification link.',
  loggedOut: 'You have been logged out.',
  sessionEnded: 'That device has been signed out.',
  sessionNotFound: 'That session has already ended.',
  otherSessionsEnded: 'Every other device has been signed out.',
  resetRequested: 'If an account exists for this e-mail, a link to reset the password is on its way.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordTooCommon:
    'This password is too common: it is on the lists attackers try first. Please choose another (a few unrelated words make a strong one).',
  passwordReset: 'Your password has been reset. You can log in with the new one now.',
  currentPasswordWrong: 'currentPassword is incorrect.',
  passwordChanged: 'Your password has been changed. Other sessions have been logged out.',
  profileUpdated: 'Your profile has been saved.',
  noProfileChanges: 'Nothing to change: send username, nickname, profileIcon or profileBackground.',
  deletionRequested: 'We sent a confirmation link to your e-mail address. Open it to delete your account.',
  deletionLinkInvalid: 'This deletion link is invalid or has expired. Please request a new account deletion from your settings.',
  mailNotSent: 'The mail could not be sent just now. Please try again in a few minutes.',
  accountDeleted: 'Your account has been deleted.',
  userNotFound: 'User not found.',
  banUntilInPast: 'The ban must end in the future (body.until).',
  banEndNeeded: 'Choose when the ban ends, or make it permanent (body.until or body.permanent).',
  banEndTwice: 'Send either an end date or permanent, not both (body.until, body.permanent).',
  cannotBanYourself: 'You cannot ban your own account.',
  banned: 'The user has been banned.',
  unbanned: 'The user has been unbanned.',
  twoFactorRequired: 'Enter the code from your authenticator app (or a recovery code) to finish signing in.',
  twoFactorChallengeInvalid: 'This sign-in has expired. Please log in again with your password.',
  twoFactorCodeWrong: 'That code is not right, or was already used. Please try the current code from your app.',
  tooManyCodeAttempts: 'Too many wrong codes. Please wait 15 minutes and try again.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotStarted: 'Start the setup first: ask for a new key, add it to your app, then confirm with a code.',
  twoFactorOff: 'Two-factor sign-in is not on.',
  twoFactorDisabled: 'Two-factor sign-in is off. Other sessions have been logged out.',
  passwordWrong: 'password is incorrect.',
  operatorAccountFixed:
    'This is the operator account set by the server configuration (ADMIN_EMAIL): its role cannot be changed and it cannot be banned in the app.',
  staffChangePasswordNeeded: 'password is required: changing the role of an admin or master, or banning one, needs your own password.',
  staffChangePasswordNotSet: 'password: your account has no password yet. Set one on your account page to change or ban an admin or master.',
  twoFactorLocked:
    'Too many wrong codes were tried for this account, so two-factor sign-in is locked. We sent you an e-mail: open its link to unlock it, or reset your password.',
  twoFactorUnlocked: 'Two-factor sign-in is unlocked. You can log in with your password and a code now.',
  twoFactorUnlockLinkInvalid: 'This unlock link is invalid, used or expired. Resetting your password also unlocks two-factor sign-in.',
  twoFactorSecretUnreadable:
    'Your authenticator key can no longer be read on our side. Please use one of your recovery codes, or reset your password by e-mail (which turns two-factor off), and set two-factor up again. If that is not possible, contact support.',
  passwordRequired: 'password is required',
  reauthenticationRequired: 'For this change, please sign in with Google again (within the last 10 minutes), then try again.',
  googleCodeInvalid: 'This Google sign-in has expired or was already used. Please sign in with Google again.',
} as const;

export const TWO_FACTOR_CHALLENGE_INVALID = 'two_factor_challenge_invalid';

export const EMAIL_NOT_VERIFIED = 'email_not_verified';
export const ACCOUNT_BANNED = 'account_banned';

const inWords = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function accountPausedMessage(seconds: number): string {
  const wait = seconds < 60 ? inWords(seconds, 'second') : inWords(Math.ceil(seconds / 60), 'minute');
  return `Too many failed login attempts for this account. Please wait ${wait} and try again.`;
}
