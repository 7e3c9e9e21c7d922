import { PRESENCE_HEARTBEAT_MS } from '../../common/presence';

/**
 * Where the server keeps which users have a connected socket. A user is online while at least one
 * socket of theirs is recorded, on any process.
 */
export interface PresenceStore {
  /** Records a connected socket; true when the user had none until now (they came online). */
  socketConnected(userId: string, socketId: string): Promise<boolean>;
  /** Forgets a socket; true when it was the user's last one (they went offline). */
  socketDisconnected(userId: string, socketId: string): Promise<boolean>;
  /** Keeps these sockets' records alive: they are still connected to this process. */
  refresh(sockets: ReadonlyArray<{ userId: string; socketId: string }>): Promise<void>;
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** How many users are online, on every process that shares this store. */
  countOnline(): Promise<number>;
  /** Users whose every record expired (their process died without saying goodbye): now offline. */
  sweepExpired(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A record not refreshed for this long belongs to a process that is gone. Three missed
 * heartbeats leave room for a busy event loop.
 */
export const PRESENCE_TTL_MS = 3 * PRESENCE_HEARTBEAT_MS;

/** One process: a crash takes every socket with it, so nothing can outlive its process. */
export function createMemoryPresenceStore(): PresenceStore {
  const socketsByUser = new Map<string, Set<string>>();
  return {
    async socketConnected(userId, socketId) {
      const sockets = socketsByUser.get(userId) ?? new Set<string>();
      socketsByUser.set(userId, sockets);
      const wasOffline = sockets.size === 0;
      sockets.add(socketId);
      return wasOffline;
    },
    async socketDisconnected(userId, socketId) {
      const sockets = socketsByUser.get(userId);
      if (!sockets?.delete(socketId)) return false;
      if (sockets.size > 0) return false;
      socketsByUser.delete(userId);
      return true;
    },
    async refresh() {},
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => (socketsByUser.get(id)?.size ?? 0) > 0));
    },
    async countOnline() {
      return socketsByUser.size;
    },
    async sweepExpired() {
      return [];
    },
    async close() {
      socketsByUser.clear();
    },
  };
}
