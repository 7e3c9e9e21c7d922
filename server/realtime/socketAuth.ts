import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import proxyAddr from 'proxy-addr';
import type { RealtimeServer, RealtimeSocket } from './realtimeApi';
import { addressRoom, userRoom } from './rooms';

const MISSING_TOKEN_MESSAGE = 'Authentication required: connect with auth.token set to your login token.';

/** Open connections one account may hold, on every process together: tabs and devices of one person. */
export const MAX_SOCKETS_PER_ACCOUNT = 12;
export const TOO_MANY_SOCKETS_MESSAGE = 'Too many open connections for this account. Close a VERSUS tab or window and try again.';

/**
 * Open connections of visitors (no token) from one address, on every process together. A watch
 * party behind one router may follow a bracket on many screens; a script opening thousands of
 * sockets may not.
 */
export const MAX_VISITOR_SOCKETS_PER_ADDRESS = 60;
export const TOO_MANY_VISITOR_SOCKETS_MESSAGE = 'Too many open connections from this address. Close a VERSUS tab or window and try again.';

/** Counted across processes; a process that does not answer in time lets the connection through. */
async function openConnectionsIn(app: FastifyInstance, io: RealtimeServer, room: string): Promise<number> {
  try {
    return (await io.in(room).fetchSockets()).length;
  } catch (error) {
    app.log.warn({ err: error, room }, 'counting open connections failed');
    return 0;
  }
}

/** The client's address as the HTTP routes see it: X-Forwarded-For believed only from the proxies TRUST_PROXY names. */
function clientAddress(app: FastifyInstance, request: IncomingMessage): string {
  const trusted = app.appConfig.trustProxy;
  const trust = trusted === true ? () => true : trusted === false ? () => false : proxyAddr.compile(trusted);
  return proxyAddr(request, trust);
}

/**
 * A token in `auth.token` is checked like a bearer header (signature, expiry, token version, ban),
 * and the account may not hold more than MAX_SOCKETS_PER_ACCOUNT connections. A handshake without
 * a token is a visitor's: let in only while `visitorsWelcome()` says so, and only up to
 * MAX_VISITOR_SOCKETS_PER_ADDRESS from one address. A refused handshake
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
      const address = clientAddress(app, socket.request);
      if ((await openConnectionsIn(app, io, addressRoom(address))) >= MAX_VISITOR_SOCKETS_PER_ADDRESS) {
        next(new Error(TOO_MANY_VISITOR_SOCKETS_MESSAGE));
        return;
      }
      socket.data.userId = null;
      socket.data.sessionId = null;
      socket.data.address = address;
      // Joined here, before the next handshake is counted, so a burst cannot slip past the cap.
      await socket.join(addressRoom(address));
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
    if ((await openConnectionsIn(app, io, userRoom(auth.userId))) >= MAX_SOCKETS_PER_ACCOUNT) {
      next(new Error(TOO_MANY_SOCKETS_MESSAGE));
      return;
    }
    socket.data.userId = auth.userId;
    socket.data.sessionId = auth.sessionId;
    next();
  };
}
