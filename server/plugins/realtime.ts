import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/socketEvents';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Attaches socket.io to the HTTP server Fastify owns, on the same origin and port (path /socket.io).
 * With REDIS_URL the Redis adapter carries events between processes.
 */
export async function useRealtime(app: FastifyInstance): Promise<void> {
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: app.appConfig.corsOrigins.length > 0 ? { origin: app.appConfig.corsOrigins, credentials: true } : undefined,
  });

  if (app.appConfig.redisUrl) {
    const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
    const pub = createClient({ url: app.appConfig.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.warn({ err: error }, 'redis publisher error'));
    sub.on('error', (error) => app.log.warn({ err: error }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  app.decorate('io', io);
  app.addHook('preClose', async () => {
    // Fastify closes the HTTP server itself; socket.io only lets go of its clients here.
    io.local.disconnectSockets(true);
    io.engine.close();
  });
}
