/**
 * A request the bracket cannot accept, with a message meant for the person or bot who sent it.
 * `invalid`: the input itself is impossible (a negative score, a player listed twice).
 * `conflict`: the input is fine but not now (the match is not ready, or already completed).
 * `not_found`: the match or participant is not in this bracket.
 */
export type BracketErrorKind = 'invalid' | 'conflict' | 'not_found';

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
