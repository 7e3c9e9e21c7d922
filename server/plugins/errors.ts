import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationMessage } from './validationMessages';

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

// Node socket errors and PostgreSQL SQLSTATEs meaning "the database is not there right now":
// class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300 (too many connections).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// Errors pg and PGlite raise without a code when the connection goes away under them.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
];

/**
 * Sends `{ msg }` as plain JSON: a route's response schema for that status (e.g. health's 503 with
 * `ok`) must not turn an error reply into a serialization failure.
 */
export function sendError(reply: FastifyReply, status: number, msg: string): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ msg });
}

/** True for an error saying the database cannot be reached, as opposed to a bug or bad input. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused dual-stack connection as an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** A PostgreSQL error the client's input caused, which a route's schema should have caught. */
function clientCausedStatus(error: unknown): { status: number; msg: string } | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('22')) return { status: 400, msg: 'A value in the request is invalid.' };
  if (code === '23505') return { status: 409, msg: 'This already exists.' };
  return null;
}

/**
 * Every error leaves as `{ msg }`: 4xx with the reason, 5xx with a generic text (never a stack or
 * an internal message), 503 when the database is down, and never a 500 for what a client sent.
 */
export function installJsonErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return sendError(reply, 400, validationMessage(error));
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', '5'), 503, UNAVAILABLE_MESSAGE);
    }
    const clientCaused = clientCausedStatus(error);
    if (clientCaused) {
      request.log.warn({ err: error }, 'database refused a value the route did not validate');
      return sendError(reply, clientCaused.status, clientCaused.msg);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, status === 503 ? UNAVAILABLE_MESSAGE : INTERNAL_ERROR_MESSAGE);
    }
    return sendError(reply, status, error.message || 'Bad request');
  });
}

/** Errors Fastify meets before a route runs (a URL that cannot be decoded, a too-long parameter). */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendError(reply, status, error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : 'Bad request');
}
