import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { type Ack, PRESENCE_HEARTBEAT_MS } from '../../common/socketEvents';
import type { RealtimeServer } from '../plugins/realtime';
import { registerChatEvents } from './chatEvents';
import { eventAllowance, SOCKET_EVENT_WINDOW_MS } from './eventAllowance';
import { announcePresence, perUserQueue } from './presence';
import { createMemoryPresenceStore, type PresenceStore } from './presenceStore';
import { createRedisPresenceStore } from './redisPresenceStore';
import { userRoom } from './rooms';
import { identityOf, socketAuth } from './socketAuth';

const JOINS_PER_WINDOW = 10;
const HEARTBEATS_PER_WINDOW = 5;

/**
 * Everything the realtime channel does: handshake auth, the user's room, presence (in Redis when
 * REDIS_URL is set, so every process sees the same), join, heartbeats and the chat events.
 */
export async function registerRealtimeHandlers(app: FastifyInstance, io: RealtimeServer): Promise<void> {
  const presence: PresenceStore = app.appConfig.redisUrl
    ? await createRedisPresenceStore(app.appConfig.redisUrl, (error) => app.log.warn({ err: error }, 'redis presence error'))
    : createMemoryPresenceStore();
  app.decorate('presence', presence);

  const inFlight = new Set<Promise<void>>();
  const inOrder = perUserQueue();
  /** Runs a presence transition for the user; failures are logged, never thrown into socket.io. */
  const transition = (userId: string, work: () => Promise<void>) => {
    const running = inOrder(userId, work).catch((error: unknown) => app.log.warn({ err: error, userId }, 'presence update failed'));
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };

  io.use(socketAuth(app));

  io.on('connection', (socket: Socket) => {
    const { userId } = identityOf(socket);
    // A client joins once and beats every 15 s; more is a script, answered or refreshed no further.
    const mayJoin = eventAllowance(JOINS_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);
    const mayBeat = eventAllowance(HEARTBEATS_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);
    void socket.join(userRoom(userId));
    transition(userId, async () => {
      if (await presence.socketConnected(userId, socket.id)) await announcePresence(app, userId, true);
    });

    socket.on('join', (requestedId: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (result: Ack) => void) : () => undefined;
      if (!mayJoin()) {
        reply({ ok: false, msg: 'Too many requests. Please wait a moment.' });
        return;
      }
      if (requestedId !== userId) {
        reply({ ok: false, msg: 'You can only join as yourself: the id must be the one of your login token.' });
        return;
      }
      void socket.join(userRoom(userId));
      // Answered once the user's earlier presence changes are recorded and announced.
      void inOrder(userId, async () => undefined).then(() => reply({ ok: true }));
    });

    socket.on('presence_heartbeat', (payload: unknown) => {
      if ((payload as { userId?: unknown } | null)?.userId !== userId || !mayBeat()) return;
      transition(userId, () => presence.refresh([{ userId, socketId: socket.id }]));
    });

    registerChatEvents(app, socket);

    socket.on('disconnect', () => {
      transition(userId, async () => {
        if (await presence.socketDisconnected(userId, socket.id)) await announcePresence(app, userId, false);
      });
    });
  });

  // Keeps this process's records alive (a background tab's heartbeats may be throttled) and
  // announces users whose records expired because their process died.
  const upkeep = setInterval(() => {
    const sockets = [...io.of('/').sockets.values()].map((socket) => ({ userId: identityOf(socket).userId, socketId: socket.id }));
    void presence
      .refresh(sockets)
      .then(() => presence.sweepExpired())
      .then((offline) => {
        for (const userId of offline) transition(userId, () => announcePresence(app, userId, false));
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'presence upkeep failed'));
  }, PRESENCE_HEARTBEAT_MS);
  upkeep.unref();

  app.addHook('preClose', async () => {
    clearInterval(upkeep);
    // Disconnecting here, while the database and Redis are still open, lets friends hear the goodbye.
    io.local.disconnectSockets(true);
    await Promise.allSettled([...inFlight]);
  });
  app.addHook('onClose', async () => {
    await presence.close();
  });
}
