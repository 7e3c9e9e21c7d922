import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errors';
import { BracketError, type BracketErrorKind } from './engine/bracketError';

const STATUS_OF: Record<BracketErrorKind, 400 | 403 | 404 | 409> = { invalid: 400, conflict: 409, not_found: 404, forbidden: 403 };

/**
 * What the bracket routes answer when the bracket rules or the bracket repositories refuse a
 * request: its message, with 400 (impossible), 409 (not now) or 404 (not there). Any other error
 * goes on to the app's handler.
 */
export function answerBracketRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof BracketError)) throw error;
    return sendError(reply, STATUS_OF[error.kind], error.message);
  });
}
