import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/** Headers chosen anew for every request (e.g. which visitor asks). */
export type PerRequestHeaders = () => Record<string, string>;

/**
 * JSON GETs of one URL. Every request is rebuilt, with or without per-request headers, so the load
 * generator (which shares the CPU with the server) costs the same in every case and figures compare.
 */
export function loadJson(url: string, connections: number, durationSeconds: number, perRequestHeaders?: PerRequestHeaders) {
  return autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { accept: 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...perRequestHeaders?.() } }) }],
  });
}

/** Many visitors, as on the live site: each request names one of `size` client ids at random. */
export function randomVisitor(size: number, known: string[] = []): PerRequestHeaders {
  const pool = [...known, ...Array.from({ length: Math.max(0, size - known.length) }, () => randomUUID())];
  return () => ({ 'x-client-id': pool[Math.floor(Math.random() * pool.length)]! });
}
