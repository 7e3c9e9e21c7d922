import { type Static, Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../accountRules';
import { RECOVERY_CODE_COUNT, SIGN_IN_CODE_PATTERN, TOTP_CODE_PATTERN } from '../twoFactor';

/** Two-factor sign-in (/api/auth/2fa, /api/auth/login/2fa): an authenticator app's codes and recovery codes. */

export const TotpCode = Type.String({ pattern: TOTP_CODE_PATTERN, description: 'The 6 digits the authenticator app shows now.' });
export const SignInCode = Type.String({
  maxLength: 32,
  pattern: SIGN_IN_CODE_PATTERN,
  description: 'The 6 digits the authenticator app shows now, or one of the recovery codes (dashes optional).',
});
export const Challenge = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'The challenge a correct password (or a Google sign-in) answered: single use, valid for 5 minutes.',
});

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  pending: Type.Boolean({ description: 'A setup was started and waits for its first code.' }),
  recoveryCodesLeft: Type.Integer({ minimum: 0, description: 'Unused recovery codes (0 while two-factor is off).' }),
  required: Type.Boolean({ description: 'This account must have it on for admin operations (an admin or master while REQUIRE_ADMIN_2FA is on).' }),
  hasPassword: Type.Optional(Type.Boolean({ description: 'The account has a password; without one, setting two-factor up needs a recent Google sign-in.' })),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const TwoFactorSetup = Type.Object({
  secret: Type.String({ description: 'The key in base32, for typing into the app.' }),
  otpauthUrl: Type.String({ description: 'The otpauth://totp/ link a QR code carries.' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const CodeBody = Type.Object({ code: TotpCode }, { additionalProperties: false });
export type CodeBody = Static<typeof CodeBody>;

export const DisableTwoFactorBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), code: SignInCode },
  { additionalProperties: false },
);
export type DisableTwoFactorBody = Static<typeof DisableTwoFactorBody>;

export const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), {
    minItems: RECOVERY_CODE_COUNT,
    maxItems: RECOVERY_CODE_COUNT,
    description: `${RECOVERY_CODE_COUNT} single-use codes, shown this once: each signs in once instead of an authenticator code.`,
  }),
});
export type RecoveryCodes = Static<typeof RecoveryCodes>;

export const SecondStepBody = Type.Object({ challenge: Challenge, code: SignInCode }, { additionalProperties: false });
export type SecondStepBody = Static<typeof SecondStepBody>;

/** The login's 401: wrong name or password, or (the password was right) the second step with its challenge. */
export const LoginUnauthorized = Type.Object({
  msg: Type.String(),
  errorType: Type.Optional(Type.String({ description: 'two_factor_required when the password was right and a code is needed.' })),
  challenge: Type.Optional(Challenge),
});

const CurrentPassword = Type.String({
  minLength: 1,
  maxLength: PASSWORD_MAX_LENGTH,
  description: 'The current password. An account without one (made by a Google sign-in) leaves it out and must have signed in with Google within the last 10 minutes.',
});

export const SetupTwoFactorBody = Type.Object({ password: Type.Optional(CurrentPassword) }, { additionalProperties: false });
export type SetupTwoFactorBody = Static<typeof SetupTwoFactorBody>;

export const EnableTwoFactorBody = Type.Object({ code: TotpCode, password: Type.Optional(CurrentPassword) }, { additionalProperties: false });
export type EnableTwoFactorBody = Static<typeof EnableTwoFactorBody>;

/** A refusal the client acts on by its errorType: two_factor_locked, reauthentication_required. */
export const TwoFactorRefusal = Type.Object({ msg: Type.String(), errorType: Type.Optional(Type.String()) });
