import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ServerToClientEvents } from '../../common/contract/socketEvents';
import type { AppSocket } from './socketClient';

/** What a feature's socket handlers work with: the store and the one socket. */
export interface SocketContext<State> {
  /** Runs thunks too (RTK Query's cache updates): the store runs the thunk middleware ahead of the realtime one. */
  dispatch: ThunkDispatch<State, unknown, UnknownAction>;
  getState: () => State;
  socket: AppSocket;
  /** Opens the connection, with the login token of the moment (if any) in its handshake. */
  connect: () => void;
  /** Whether some feature wants the connection open now. */
  wanted: () => boolean;
}

/** How a feature takes part in the realtime connection. Every part is optional. */
export interface SocketHandlers<State> {
  /** The server's events this feature listens to. */
  on?: Partial<ServerToClientEvents>;
  /** Connected; `reconnection` when it had been connected before, so what arrived meanwhile may have been missed. */
  onConnect?: (reconnection: boolean) => void;
  onDisconnect?: (reason: string) => void;
  /** The server refused the connection. */
  onConnectError?: (error: Error) => void;
  /** Every action, once the reducers have seen it; `stateBefore` is the state it was dispatched on. */
  onAction?: (action: unknown, stateBefore: State) => void;
  /** This feature needs the connection now (a signed-in user, a page showing a live bracket). */
  wantsConnection?: () => boolean;
  /** The login token the handshake carries: the session knows it. */
  handshakeToken?: () => string | null;
}

/**
 * A feature's socket handlers, made once per store. `State` is the part of the store's state they
 * read; the app hands every feature's handlers to the store it builds, whose state holds them all.
 */
export type SocketFeature<State = unknown> = (context: SocketContext<State>) => SocketHandlers<State>;
