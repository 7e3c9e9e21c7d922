import type { FastifyInstance } from 'fastify';
import type { RealtimeServer, RealtimeSocket } from './realtimeApi';
import { userRoom } from './rooms';

const MISSING_TOKEN_MESSAGE = 'Authentication required: connect with auth.token set to your login token.';

/** Open connections one account may hold, on every process together: tabs and devices of one person. */
export const MAX_SOCKETS_PER_ACCOUNT = 12;
export const TOO_MANY_SOCKETS_MESSAGE = 'Too many open connections for this account. Close a VERSUS tab or window and try again.';

/** Counted across processes; a process that does not answer in time lets the connection through. */
async function openConnectionsOf(app: FastifyInstance, io: RealtimeServer, userId: string): Promise<number> {
  try {
    return (await io.in(userRoom(userId)).fetchSockets()).length;
  } catch (error) {
    app.log.warn({ err: error, userId }, 'counting open connections failed');
    return 0;
  }
}

/**
 * A token in `auth.token` is checked like a bearer header (signature, expiry, token version, ban),
 * and the account may not hold more than MAX_SOCKETS_PER_ACCOUNT connections. A handshake without
 * a token is a visitor's: let in only while `visitorsWelcome()` says so. A refused handshake
 * reaches the client as connect_error with the reason.
 */
export function socketAuth(app: FastifyInstance, io: RealtimeServer, visitorsWelcome: () => boolean) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void): Promise<void> => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0) {
      if (!visitorsWelcome()) {
        next(new Error(MISSING_TOKEN_MESSAGE));
        return;
      }
      socket.data.userId = null;
      socket.data.sessionId = null;
      next();
      return;
    }
    let check;
    try {
      check = await app.verifyToken(token);
    } catch {
      next(new Error('Service temporarily unavailable. Please try again.'));
      return;
    }
    const { auth, error } = check;
    if (!auth) {
      next(new Error(error));
      return;
    }
    if ((await openConnectionsOf(app, io, auth.userId)) >= MAX_SOCKETS_PER_ACCOUNT) {
      next(new Error(TOO_MANY_SOCKETS_MESSAGE));
      return;
    }
    socket.data.userId = auth.userId;
    socket.data.sessionId = auth.sessionId;
    next();
  };
}
