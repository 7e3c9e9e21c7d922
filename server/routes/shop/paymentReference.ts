import { randomInt } from 'node:crypto';

// Crockford's base32 without I, L, O and U: easy to read out and to type into a wallet's memo field.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

/** A reference like VS-7K3M9QXP (40 random bits); the database's unique index has the last word. */
export function newPaymentReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `VS-${code}`;
}
