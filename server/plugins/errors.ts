import type { FastifyError, FastifyInstance } from 'fastify';

/** Every error leaves as `{ msg }`; anything a client can send gets a 4xx, never a 500. */
export function useJsonErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ msg: validationMessage(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ msg: status === 503 ? 'Service temporarily unavailable. Please try again.' : 'Internal server error' });
    }
    return reply.status(status).send({ msg: error.message });
  });
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const part = error.validationContext ?? 'request';
  if (!first) return `Invalid ${part}`;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const field = [part, ...first.instancePath.split('/').filter(Boolean), ...(missing ? [missing] : [])].join('.');
  if (missing) return `${field} is required`;
  return `${field} ${first.message ?? 'is invalid'}`;
}
