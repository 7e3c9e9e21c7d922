import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/contract/socketEvents';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Realtime client settings. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  withCredentials: true,
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  autoConnect: false,
} as const;

let socketPromise: Promise<AppSocket> | null = null;

/**
 * The one realtime connection of the app, created on first use and reused afterwards.
 * socket.io-client is loaded only then, so visitors who never log in never download it.
 */
export function getSocket(): Promise<AppSocket> {
  socketPromise ??= import('socket.io-client').then(
    ({ io }) => io(window.location.origin, SOCKET_OPTIONS) as AppSocket,
    (error: unknown) => {
      // A failed download is tried again by the next caller.
      socketPromise = null;
      throw error;
    },
  );
  return socketPromise;
}

/** The login token travels in the handshake only when one is stored. */
export function setSocketToken(socket: AppSocket, token: string | null): void {
  socket.auth = token ? { token } : {};
}
