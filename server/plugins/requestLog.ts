import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/**
 * SPA pages whose path goes on with a one-time token (a mailed link): everything after the page's
 * name is the token. The SPA's routes do not care about case, so neither does this.
 */
const TOKEN_PAGE = /\/(verify-email|confirm-deletion)\/.*$/i;

/**
 * What the log may keep of a request's URL: the path alone, since a query may carry a token or a
 * code (a Google return, an older mailed link), with any token path segment replaced.
 */
function loggablePath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.replace(TOKEN_PAGE, (_match, page: string) => `/${page}/${REDACTED}`);
}

/** Fastify's usual request fields in the log, with the URL as loggablePath gives it. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the request serializer that keeps secrets out of the log. */
export function withSafeRequestLog(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
