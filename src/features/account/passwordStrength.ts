import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH } from '../../../common/accountRules';

// The common-password list and keyboard layouts are most of this chunk's weight: it is loaded only
// once someone types a new password.
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** 0 (guessed at once) to 4 (very hard to guess), as zxcvbn estimates it. */
export function estimateStrength(password: string): number {
  return zxcvbn.check(password.slice(0, PASSWORD_MAX_LENGTH)).score;
}
