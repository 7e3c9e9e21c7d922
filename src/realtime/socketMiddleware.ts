import type { Middleware } from '@reduxjs/toolkit';
import type { ServerToClientEvents } from '../../common/contract/socketEvents';
import { type AppSocket, setSocketToken } from './socketClient';
import type { SocketContext, SocketFeature, SocketHandlers } from './socketFeature';

/** How long to wait before reconnecting after the server closed the connection itself. */
const RECONNECT_AFTER_SERVER_GOODBYE_MS = 1_000;

/**
 * Owns the realtime connection for the features: each feature's handlers hear the server's
 * events, the connection's changes and the store's actions, and say when they want the
 * connection; this middleware opens it for them with the login token in the handshake and
 * reconnects after a server's goodbye. The socket never enters the state.
 *
 * Each feature names the part of the state it reads; as `SocketFeature<never>` features of
 * different parts share one list, and the store they are handed to holds every part.
 */
export function socketMiddleware(features: ReadonlyArray<SocketFeature<never>>, socket: AppSocket): Middleware {
  return (store) => {
    let wasConnected = false;
    const wanted = () => handlers.some((feature) => feature.wantsConnection?.() ?? false);
    const handshakeToken = () => handlers.find((feature) => feature.handshakeToken)?.handshakeToken?.() ?? null;
    const context: SocketContext<never> = {
      dispatch: store.dispatch,
      getState: store.getState as () => never,
      socket,
      connect() {
        setSocketToken(socket, handshakeToken());
        socket.connect();
      },
      wanted,
    };
    const handlers: SocketHandlers<never>[] = features.map((feature) => feature(context));

    for (const feature of handlers) {
      const listeners = Object.entries(feature.on ?? {}) as [keyof ServerToClientEvents, ServerToClientEvents[keyof ServerToClientEvents]][];
      for (const [event, listener] of listeners) socket.on(event, listener);
    }
    socket.on('connect', () => {
      const reconnection = wasConnected;
      wasConnected = true;
      for (const feature of handlers) feature.onConnect?.(reconnection);
    });
    socket.on('disconnect', (reason) => {
      for (const feature of handlers) feature.onDisconnect?.(reason);
      // A server shutting down (a restart, a deploy) says goodbye with this reason, and socket.io
      // then stays offline for good; a revoked session says the same, but its retry is refused.
      if (reason === 'io server disconnect') {
        setTimeout(() => {
          if (wanted() && !socket.connected) socket.connect();
        }, RECONNECT_AFTER_SERVER_GOODBYE_MS);
      }
    });
    socket.on('connect_error', (error) => {
      for (const feature of handlers) feature.onConnectError?.(error);
    });

    return (next) => (action) => {
      const stateBefore = store.getState() as never;
      const result = next(action);
      for (const feature of handlers) feature.onAction?.(action, stateBefore);
      return result;
    };
  };
}
