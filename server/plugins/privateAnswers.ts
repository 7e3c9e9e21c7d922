import type { FastifyInstance, FastifyRequest } from 'fastify';

const PRIVATE_PREFIXES = ['/api/auth/', '/api/admin/'];

/** An answer that may hold something of one person's: asked with credentials, or about accounts or administration. */
function isPrivate(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const end = request.url.indexOf('?');
  const path = end === -1 ? request.url : request.url.slice(0, end);
  return PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Answers a browser or a proxy must never keep: every answer to a request with credentials (a
 * bearer token or an API key) and every /api/auth and /api/admin answer get `Cache-Control:
 * no-store`, so a shared computer's cache or a proxy never serves one person's data to another.
 * Public reads made without credentials keep their own caching.
 */
export function installNoStoreForPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
