/**
 * A request the bracket cannot accept, with a message meant for the person or bot who sent it.
 * `invalid`: the input itself is impossible (a negative score, a player listed twice).
 * `conflict`: the input is fine but not now (the match is not ready, or already completed).
 * `not_found`: the match or participant is not in this bracket.
 * `forbidden`: the account may not take part (it is banned).
 */
export type BracketErrorKind = 'invalid' | 'conflict' | 'not_found' | 'forbidden';

export class BracketError extends Error {
  constructor(
    readonly kind: BracketErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BracketError';
  }
}

export const invalid = (message: string): BracketError => new BracketError('invalid', message);
export const conflict = (message: string): BracketError => new BracketError('conflict', message);
export const notFound = (message: string): BracketError => new BracketError('not_found', message);
export const forbidden = (message: string): BracketError => new BracketError('forbidden', message);
