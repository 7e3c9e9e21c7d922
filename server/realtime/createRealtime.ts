import type { FastifyInstance } from 'fastify';
import { PRESENCE_HEARTBEAT_MS } from '../../common/presence';
import type { Ack } from '../../common/contract/socketEvents';
import { eventAllowance, SOCKET_EVENT_WINDOW_MS } from './eventAllowance';
import { perUserQueue } from './presence';
import { createMemoryPresenceStore, type PresenceStore } from './presenceStore';
import type { PresenceListener, Realtime, RealtimeServer, RealtimeSocket, UserSocket } from './realtimeApi';
import { createRedisPresenceStore } from './redisPresenceStore';
import { sessionRoom, userRoom } from './rooms';
import { socketAuth } from './socketAuth';

const JOINS_PER_WINDOW = 10;
const HEARTBEATS_PER_WINDOW = 5;

function isUserSocket(socket: RealtimeSocket): socket is UserSocket {
  return socket.data.userId !== null && socket.data.sessionId !== null;
}

/**
 * The transport behind app.realtime: handshake auth, each user's room, presence (in Redis when
 * REDIS_URL is set, so every process sees the same), join and heartbeats; features add their
 * events through the returned registration API.
 */
export async function createRealtime(app: FastifyInstance, io: RealtimeServer): Promise<{ realtime: Realtime; presence: PresenceStore }> {
  const presence: PresenceStore = app.appConfig.redisUrl
    ? await createRedisPresenceStore(app.appConfig.redisUrl, (error) => app.log.warn({ err: error }, 'redis presence error'))
    : createMemoryPresenceStore();

  const userSocketHandlers: Array<(socket: UserSocket) => void> = [];
  const anySocketHandlers: Array<(socket: RealtimeSocket) => void> = [];
  const presenceListeners: PresenceListener[] = [];

  const realtime: Realtime = {
    onUserSocket: (register) => void userSocketHandlers.push(register),
    onAnySocket: (register) => void anySocketHandlers.push(register),
    onPresenceChange: (listener) => void presenceListeners.push(listener),
    to: (rooms) => io.to(typeof rooms === 'string' ? rooms : [...rooms]),
    toUsers: (userIds) => io.to(typeof userIds === 'string' ? userRoom(userIds) : userIds.map(userRoom)),
    disconnectUser(userId) {
      try {
        io.in(userRoom(userId)).disconnectSockets(true);
      } catch (error) {
        app.log.warn({ err: error }, 'closing the sockets of a revoked session failed');
      }
    },
    connectedSockets: () => io.of('/').sockets.size,
    disconnectSessions(sessionIds) {
      const rooms = (typeof sessionIds === 'string' ? [sessionIds] : [...sessionIds]).map(sessionRoom);
      if (rooms.length === 0) return;
      try {
        io.in(rooms).disconnectSockets(true);
      } catch (error) {
        app.log.warn({ err: error }, 'closing the sockets of ended sessions failed');
      }
    },
  };

  const announce = async (userId: string, online: boolean) => {
    for (const listener of presenceListeners) await listener(userId, online);
  };
  const inFlight = new Set<Promise<void>>();
  const inOrder = perUserQueue();
  /** Runs a presence transition for the user; failures are logged, never thrown into socket.io. */
  const transition = (userId: string, work: () => Promise<void>) => {
    const running = inOrder(userId, work).catch((error: unknown) => app.log.warn({ err: error, userId }, 'presence update failed'));
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };

  io.use(socketAuth(app, io, () => anySocketHandlers.length > 0));

  function serveUser(socket: UserSocket): void {
    const { userId, sessionId } = socket.data;
    void socket.join(sessionRoom(sessionId));
    // A client joins once and beats every 15 s; more is a script, answered or refreshed no further.
    const mayJoin = eventAllowance(JOINS_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);
    const mayBeat = eventAllowance(HEARTBEATS_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);
    void socket.join(userRoom(userId));
    transition(userId, async () => {
      if (await presence.socketConnected(userId, socket.id)) await announce(userId, true);
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

    for (const register of userSocketHandlers) register(socket);

    socket.on('disconnect', () => {
      transition(userId, async () => {
        if (await presence.socketDisconnected(userId, socket.id)) await announce(userId, false);
      });
    });
  }

  io.on('connection', (socket: RealtimeSocket) => {
    for (const register of anySocketHandlers) register(socket);
    if (isUserSocket(socket)) serveUser(socket);
  });

  // Keeps this process's records alive (a background tab's heartbeats may be throttled) and
  // announces users whose records expired because their process died.
  const upkeep = setInterval(() => {
    const sockets = [...io.of('/').sockets.values()].filter(isUserSocket).map((socket) => ({ userId: socket.data.userId, socketId: socket.id }));
    void presence
      .refresh(sockets)
      .then(() => presence.sweepExpired())
      .then((offline) => {
        for (const userId of offline) transition(userId, () => announce(userId, false));
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
  return { realtime, presence };
}
