import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | null = null;

/**
 * True for a password on the list of the ~49,000 most used passwords (from leaked password sets,
 * as zxcvbn-ts ranks them), whatever its letter case: attackers try these first, so no account may
 * have one. The list is read once, on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
