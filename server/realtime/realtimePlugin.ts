import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { createRealtime } from './createRealtime';
import type { RealtimeServer } from './realtimeApi';

export const SOCKET_PATH = '/socket.io';
// At start a missing Redis fails fast with a clear reason; once connected, the client retries forever.
const STARTUP_CONNECT_ATTEMPTS = 5;
const MAX_RECONNECT_DELAY_MS = 5_000;

export class RedisUnavailableError extends Error {
  constructor(redisUrl: string, cause: unknown) {
    const { hostname, port } = new URL(redisUrl);
    super(`Could not connect to Redis at ${hostname}:${port || 6379} (${(cause as Error)?.message ?? cause}). Check REDIS_URL and that Redis is running.`);
    this.name = 'RedisUnavailableError';
  }
}

async function connectRedis(url: string, role: string, app: FastifyInstance): Promise<RedisClientType> {
  const { createClient } = await import('redis');
  let connectedOnce = false;
  const client: RedisClientType = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries, cause) =>
        !connectedOnce && retries >= STARTUP_CONNECT_ATTEMPTS
          ? new RedisUnavailableError(url, cause)
          : Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  client.on('ready', () => {
    connectedOnce = true;
  });
  client.on('error', (error: Error) => app.log.warn({ err: error }, `redis ${role} error`));
  try {
    await client.connect();
  } catch (error) {
    throw error instanceof RedisUnavailableError ? error : new RedisUnavailableError(url, error);
  }
  return client;
}

/**
 * Attaches socket.io to the HTTP server Fastify owns, on the same origin and port (path /socket.io),
 * and decorates the app with the realtime transport (app.realtime) and presence (app.presence).
 * With REDIS_URL the Redis adapter carries events between processes. Features register their
 * socket events on app.realtime, so this runs before their routes.
 */
async function attachRealtime(app: FastifyInstance): Promise<void> {
  const { redisUrl, corsOrigins } = app.appConfig;
  // Redis first: when it is missing nothing is left attached to the HTTP server.
  const adapter = redisUrl ? await redisAdapter(redisUrl, app) : undefined;
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: corsOrigins.length > 0 ? { origin: corsOrigins, credentials: true } : undefined,
    ...(adapter ? { adapter } : {}),
  });

  const { realtime, presence } = await createRealtime(app, io);
  app.decorate('realtime', realtime);
  app.decorate('presence', presence);
  app.addHook('preClose', async () => {
    // Fastify closes the HTTP server itself; socket.io only lets go of its clients here.
    io.local.disconnectSockets(true);
    io.engine.close();
  });
}

/** Sockets sign in with the same tokens as HTTP requests (app.verifyToken). */
export const realtimePlugin = fp(attachRealtime, { name: 'realtime', dependencies: ['auth'], decorators: { fastify: ['appConfig'] } });

async function redisAdapter(redisUrl: string, app: FastifyInstance) {
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const publisher = await connectRedis(redisUrl, 'publisher', app);
  const subscriber = await connectRedis(redisUrl, 'subscriber', app).catch(async (error: unknown) => {
    await publisher.quit().catch(() => undefined);
    throw error;
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  });
  return createAdapter(publisher, subscriber);
}
