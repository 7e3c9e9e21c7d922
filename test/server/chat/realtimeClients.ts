import { io as connectClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../common/contract/socketEvents';
import { within } from '../../support/within';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client; resolves once connected, rejects with the server's connect_error. */
export function connectSocket(baseUrl: string, token?: string, extraHeaders: Record<string, string> = {}): Promise<TestSocket> {
  const socket: TestSocket = connectClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token ? { token } : {},
    extraHeaders,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next occurrence of an event that matches, as soon as it arrives. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  matches: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    const listener = (...args: Parameters<ServerToClientEvents[E]>) => {
      if (!matches(...args)) return;
      socket.off(event, listener as never);
      resolve(args[0]);
    };
    socket.on(event, listener as never);
  });
}

/** Records every occurrence of an event from now on. */
export function recordEvents<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E): Array<Parameters<ServerToClientEvents[E]>[0]> {
  const seen: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => seen.push(payload)) as never);
  return seen;
}

/**
 * A round trip through the server on this socket. Events on one connection arrive in the order
 * they were sent, so whatever the server emitted to this socket before answering has arrived.
 */
export function roundTrip(socket: TestSocket, userId: string): Promise<unknown> {
  return new Promise((resolve) => socket.emit('join', userId, resolve));
}

/** Resolves once the socket is disconnected; fails, saying so, if that does not happen soon. */
export function disconnected(socket: TestSocket): Promise<void> {
  return within(
    new Promise((resolve) => {
      if (socket.disconnected) resolve();
      else socket.once('disconnect', () => resolve());
    }),
    `socket ${socket.id ?? ''} disconnecting`,
  );
}
