import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { SESSION_ENDED_MESSAGE } from '../../common/accountRules';
import { meetsRole, type RequiredRole, STAFF_ROLES } from '../../common/roles';
import { TWO_FACTOR_SETUP_MESSAGE, TWO_FACTOR_SETUP_REQUIRED } from '../../common/twoFactor';
import type { Role } from '../../common/user';
import { deviceLabel } from '../sessions/deviceLabel';
import { placeOf } from '../sessions/place';
import type { SignInMethod } from '../twoFactor/twoFactorRepository';

/** Who is calling, from a verified bearer token. */
export interface AuthContext {
  userId: string;
  role: Role;
  isAdmin: boolean;
  email: string;
  username: string;
  /** The session (one login on one device) the token belongs to. */
  sessionId: string;
  /** The account has two-factor sign-in on. */
  twoFactor: boolean;
}

/** What the staff rules look at: the role, and whether two-factor sign-in is on. */
export type StaffStanding = Pick<AuthContext, 'role' | 'isAdmin' | 'twoFactor'>;

/** Who signs in, as a token names them. */
export interface TokenSubject {
  id: string;
  tokenVersion: number;
  role: Role;
}

/** Where a login comes from, for the session list: its User-Agent header and client address; and how it signed in. */
export interface LoginDevice {
  userAgent?: string;
  address?: string;
  signedInWith?: SignInMethod;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for a visitor. A bad token on a protected route answers 401. */
    auth: AuthContext | null;
    /** Set when a bearer token was sent but refused (expired, tampered, revoked). */
    authError: string | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: RequiredRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signs a token for a session that exists already (a new password re-signs the current one). */
    signToken: (user: TokenSubject & { sessionId: string }) => Promise<string>;
    /** Starts a session for the user on this device and answers its token. */
    openSession: (user: TokenSubject, device?: LoginDevice) => Promise<{ token: string; sessionId: string }>;
    /** The checks of the bearer header, for tokens that arrive another way (the socket handshake). */
    verifyToken: (token: string) => Promise<TokenCheck>;
  }
}

export type TokenCheck = { auth: AuthContext; error: null } | { auth: null; error: string };

export const TOKEN_LIFETIME = '7d';
const ALGORITHM = 'HS256';
export const SIGN_IN_REQUIRED = 'Please log in to continue.';

/**
 * The 403 an admin or master without two-factor gets from an admin operation while the server
 * requires it; null when the caller may go on. Every staff guard asks this after the role check.
 */
export function staffTwoFactorRefusal(app: FastifyInstance, auth: StaffStanding): { msg: string; errorType: string } | null {
  if (!app.appConfig.requireAdmin2fa || auth.twoFactor || !meetsRole(auth, STAFF_ROLES)) return null;
  return { msg: TWO_FACTOR_SETUP_MESSAGE, errorType: TWO_FACTOR_SETUP_REQUIRED };
}

/**
 * The signed-in caller of a route guarded by requireUser or requireRole. The guard has already
 * answered 401 to anyone else, so the 401 thrown here only guards against a route that forgot it.
 */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw Object.assign(new Error(request.authError ?? SIGN_IN_REQUIRED), { statusCode: 401 });
  return request.auth;
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request: HS256 only, expiry checked, the token's
 * version must match the user's (a new password or a deletion moves it on, so every older token
 * dies) and its session must still exist (logout and "sign out" end one session).
 */
async function authenticateRequests(app: FastifyInstance): Promise<void> {
  const secret = new TextEncoder().encode(app.appConfig.jwtSecret);
  const sessions = app.sessionsRepository;

  async function signToken(user: TokenSubject & { sessionId: string }): Promise<string> {
    return new SignJWT({ ver: user.tokenVersion, role: user.role, sid: user.sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(secret);
  }
  app.decorate('signToken', signToken);
  app.decorate('openSession', async (user: TokenSubject, device: LoginDevice = {}) => {
    const sessionId = await sessions.create(user.id, deviceLabel(device.userAgent), placeOf(device.address), device.signedInWith ?? 'password');
    return { token: await signToken({ ...user, sessionId }), sessionId };
  });

  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);

  async function verifyToken(token: string): Promise<TokenCheck> {
    let userId: string;
    let version: number;
    let sessionId: string;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.sid !== 'string') throw new Error('malformed');
      userId = payload.sub;
      version = payload.ver;
      sessionId = payload.sid;
    } catch (error) {
      return {
        auth: null,
        error: error instanceof joseErrors.JWTExpired ? 'Your session has expired. Please log in again.' : 'Invalid token.',
      };
    }
    // Outside the try: a database outage must answer 503, not look like a bad token (which would log the user out).
    const holder = await sessions.findHolder(userId, sessionId);
    if (!holder || holder.tokenVersion !== version) {
      return { auth: null, error: SESSION_ENDED_MESSAGE };
    }
    if (holder.bannedUntil && new Date(holder.bannedUntil).getTime() > Date.now()) {
      return { auth: null, error: 'This account is banned.' };
    }
    if (holder.seenLongAgo) await sessions.touch(sessionId);
    return {
      auth: { userId: holder.id, role: holder.role, isAdmin: holder.isAdmin, email: holder.email, username: holder.username, sessionId, twoFactor: holder.twoFactor },
      error: null,
    };
  }
  app.decorate('verifyToken', verifyToken);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return;
    const { auth, error } = await verifyToken(header.slice(7).trim());
    request.auth = auth;
    request.authError = error;
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth) {
      await reply.status(401).send({ msg: request.authError ?? SIGN_IN_REQUIRED });
    }
  });

  app.decorate('requireRole', (...roles: RequiredRole[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth) {
      await reply.status(401).send({ msg: request.authError ?? SIGN_IN_REQUIRED });
      return;
    }
    if (!meetsRole(request.auth, roles)) {
      await reply.status(403).send({ msg: `This needs the role ${roles.join(' or ')}.` });
      return;
    }
    const refusal = staffTwoFactorRefusal(app, request.auth);
    if (refusal) await reply.status(403).send(refusal);
  });
}

export const authPlugin = fp(authenticateRequests, { name: 'auth', dependencies: ['sessions'], decorators: { fastify: ['appConfig'] } });
