import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../common/twoFactor';

/** The name authenticator apps show above the code. */
const ISSUER = 'VERSUS';
/** Codes of the step before and after the current one are accepted too (a phone's clock drifts). */
const DRIFT_STEPS = 1;
/** 160 bits, the length RFC 4226 recommends for SHA-1. */
const SECRET_BYTES = 20;

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret in base32, as authenticator apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// link a QR code carries, naming the account by `label`. */
export function otpauthUrl(secret: string, label: string): string {
  return totpFor(secret, label).toString();
}

/** The time step a time falls in: a code belongs to exactly one step. */
export function timeStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);
}

/** The time step whose code `code` is, within one step either side of now; null when none matches. */
export function matchingStep(secret: string, code: string, at: number = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: DRIFT_STEPS });
  return delta === null ? null : timeStep(at) + delta;
}
