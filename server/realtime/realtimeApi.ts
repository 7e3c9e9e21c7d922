import type { BroadcastOperator, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/contract/socketEvents';
import type { PresenceStore } from './presenceStore';

/** What the handshake established about a socket: its user, or null for a visitor without a token. */
export interface SocketData {
  userId: string | null;
  /** The login session of the token, null for a visitor. */
  sessionId: string | null;
  /** The client's address, as the proxy settings tell it (set for visitors, whose connections are capped by it). */
  address?: string;
}

type NoInterServerEvents = Record<string, never>;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, NoInterServerEvents, SocketData>;

/** Any connected socket, a visitor's included. */
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoInterServerEvents, SocketData>;

/** A socket whose handshake carried a valid login token. */
export type UserSocket = RealtimeSocket & { data: { userId: string; sessionId: string } };

/** Emits to the sockets it names, on every process (the Redis adapter carries it between them). */
export type Broadcast = BroadcastOperator<ServerToClientEvents, SocketData>;

/** Called once per presence transition of a user, in the order the transitions happened. */
export type PresenceListener = (userId: string, online: boolean) => Promise<void>;

/**
 * The realtime transport as features see it: they register their socket events and presence
 * listeners here and emit through it, without knowing how sockets are authenticated or spread
 * over processes.
 */
export interface Realtime {
  /** `register` runs for every socket of a signed-in user that connects to this process. */
  onUserSocket(register: (socket: UserSocket) => void): void;
  /**
   * `register` runs for every socket that connects to this process, visitors' included. Until a
   * feature registers here, a handshake without a token is refused.
   */
  onAnySocket(register: (socket: RealtimeSocket) => void): void;
  /** `listener` hears a user come online (first socket, on any process) and go offline (last one). */
  onPresenceChange(listener: PresenceListener): void;
  /** The sockets in these rooms, on every process. A socket joins a room with `socket.join(room)`. */
  to(rooms: string | readonly string[]): Broadcast;
  /** Every socket of these users, on every process. */
  toUsers(userIds: string | readonly string[]): Broadcast;
  /** Closes every socket of the user, on every process (their tokens were revoked). */
  disconnectUser(userId: string): void;
  /** How many sockets are connected to this process (for the metrics). */
  connectedSockets(): number;
  /** Closes every socket opened with these sessions' tokens, on every process (the sessions ended). */
  disconnectSessions(sessionIds: string | readonly string[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Which users have a connected socket, on any process; route handlers read isOnline from it. */
    presence: PresenceStore;
  }
}
