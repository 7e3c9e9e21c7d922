import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/errors';
import type { AppMetrics } from './appMetrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, which have one length, so the time taken tells nothing about the token. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

/**
 * GET /metrics in the Prometheus text format, for the operator's scraper only: without
 * METRICS_TOKEN it does not exist (404), with it the request must carry that bearer token (401).
 * Left out of the API document and of rate limits.
 */
export function metricsRoute(app: FastifyInstance, metrics: AppMetrics | null, token: string | undefined): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token) return sendError(reply, 404, 'Not found: GET /metrics');
    if (!carriesToken(request, token)) {
      return sendError(reply.header('www-authenticate', 'Bearer realm="metrics"'), 401, 'The metrics need the bearer token set in METRICS_TOKEN.');
    }
    // prom-client writes NaN (an event-loop figure before its first sample) as "Nan"; Prometheus
    // reads any case, stricter parsers only the format's own spelling.
    const text = (await metrics.registry.metrics()).replace(/ Nan$/gm, ' NaN');
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
