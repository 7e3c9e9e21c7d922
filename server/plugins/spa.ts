import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '../../common/contract/system';

// The production build minifies index.html, which drops the attribute quotes.
const CONFIG_ELEMENT = /<script id="?app-config"?[^>]*>[\s\S]*?<\/script>/;
// webpack's [contenthash] (20 hex digits), optionally followed by a compressed copy.
export const HASHED_ASSET = /\.[0-9a-f]{16,}\.[a-z0-9]+(\.br|\.gz)?$/;
// A source map would hand anyone the whole source, backoffice included: none is ever served, even
// one a build left in dist/.
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
// The folder where webpack puts every built file the HTML refers to.
const ASSETS_PREFIX = '/assets/';

export const NOT_BUILT_HTML =
  '<!doctype html><html lang="en"><title>VERSUS</title><p>The web app is not built yet: run <code>npm run build</code>.</p></html>';

/** JSON inside a script element must not be able to close the element. */
export function embedConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // A function, so that `$&` or `$'` in a setting is not read as a replacement pattern.
  return html.replace(CONFIG_ELEMENT, () => `<script id="app-config" type="application/json">${json}</script>`);
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io');
}

/**
 * Serves the built SPA: hashed assets cached for a year (pre-compressed copies chosen by
 * accept-encoding), index.html with the run-time settings embedded for every other path the SPA
 * may route, JSON 404s under /api and for source maps.
 */
export async function serveSpa(app: FastifyInstance, options: { distDir: string; publicConfig: PublicConfig }): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? embedConfig(readFileSync(indexFile, 'utf8'), options.publicConfig) : NOT_BUILT_HTML;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // Checked on the decoded path and on the file finally chosen, so no spelling of the URL gets round it.
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.url);
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ msg: `Not found: ${request.method} ${pathname}` });
    }
    // A file of an older build must fail as a 404, not arrive as HTML the browser cannot run; a
    // source map is never there to be had.
    if (pathname.startsWith(ASSETS_PREFIX) || SOURCE_MAP.test(pathname)) {
      return reply.status(404).header('cache-control', 'no-cache').send({ msg: 'Not found' });
    }
    return sendIndex(request, reply);
  });
}
