import { createHash, randomInt } from 'node:crypto';
import { compactCode, RECOVERY_CODE_COUNT } from '../../common/twoFactor';

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 6;
const GROUP_LENGTH = 4;

function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

/** Ten new codes, as shown once to their owner. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * What the database keeps of a code: the SHA-256 of its compact lowercase form. Each code has about
 * 119 random bits (24 characters of 31), over the 112 that let a plain hash stand in for a salted
 * slow one: there is nothing to guess from it offline.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(compactCode(code).toLowerCase()).digest('hex');
}
