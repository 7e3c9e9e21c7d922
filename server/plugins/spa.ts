import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '../../common/publicConfig';

export const CONFIG_PLACEHOLDER = '<script id="app-config" type="application/json">{}</script>';
const HASHED_ASSET = /\.[0-9a-f]{16,}\.(js|css|svg|png|jpg|webp|woff2?)$/;

/** JSON inside a script element must not be able to close the element. */
export function embedConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script id="app-config" type="application/json">${json}</script>`);
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/socket.io');
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html (with the run-time settings
 * embedded) for every other path the SPA may route, JSON 404s under /api.
 */
export async function useSpa(app: FastifyInstance, options: { distDir: string; publicConfig: PublicConfig }): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild
    ? embedConfig(readFileSync(indexFile, 'utf8'), options.publicConfig)
    : '<!doctype html><html lang="en"><title>VERSUS</title><p>The web app is not built yet: run <code>npm run build</code>.</p></html>';

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset; the smallest the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const cache = HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
        reply.header('cache-control', cache);
      },
    });
  }

  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ msg: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    return sendIndex(request, reply);
  });
}
