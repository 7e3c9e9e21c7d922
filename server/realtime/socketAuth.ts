import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';

export const MISSING_TOKEN_MESSAGE = 'Authentication required: connect with auth.token set to your login token.';

/** What the handshake established about a socket. */
export interface SocketIdentity {
  userId: string;
}

export function identityOf(socket: Socket): SocketIdentity {
  return socket.data as SocketIdentity;
}

/**
 * The handshake must carry `auth.token`, checked like a bearer header (signature, expiry, token
 * version, ban). A refused handshake reaches the client as connect_error with the reason.
 */
export function socketAuth(app: FastifyInstance) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0) {
      next(new Error(MISSING_TOKEN_MESSAGE));
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
    (socket.data as SocketIdentity).userId = auth.userId;
    next();
  };
}
