import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import type { Role } from '../../common/user';
import type { SignInMethod } from '../twoFactor/twoFactorRepository';

/**
 * A session whose token may still be valid: tokens live 7 days from their signing, and a signing
 * happens on a request that also marks the session seen (give or take the minute between marks),
 * so a session unseen for longer than this has no live token left and is swept.
 */
const SESSION_IDLE_LIMIT_SECONDS = 8 * 24 * 60 * 60;
/** Last seen is written at most this often per session, so reads do not turn into writes. */
const LAST_SEEN_RESOLUTION_SECONDS = 60;

export interface SessionRow {
  id: string;
  user_id: string;
  device: string;
  place: string;
  created_at: Date;
  last_seen_at: Date;
}

/** The account a session belongs to, with what a token's check needs of it. */
export interface SessionHolder {
  id: string;
  role: Role;
  isAdmin: boolean;
  email: string;
  username: string;
  tokenVersion: number;
  bannedUntil: Date | string | null;
  /** The session was last marked seen longer ago than the marks' resolution (a minute): time for touch(). */
  seenLongAgo: boolean;
  twoFactor: boolean;
}

interface HolderRow {
  id: string;
  role: Role;
  is_admin: boolean;
  email: string;
  username: string;
  token_version: number;
  banned_until: Date | string | null;
  seen_long_ago: boolean;
  two_factor: boolean;
}

/** The user_sessions table: one row per login, ended by deleting it. */
export class SessionsRepository {
  constructor(private readonly db: Queryable) {}

  /** Starts a session, sweeping the user's sessions whose tokens have all expired. */
  async create(userId: string, device: string, place: string, signedInWith: SignInMethod): Promise<string> {
    const id = newId();
    await this.db.query(
      'DELETE FROM user_sessions WHERE user_id = $1 AND last_seen_at < now() - make_interval(secs => $2::double precision)',
      [userId, SESSION_IDLE_LIMIT_SECONDS],
    );
    await this.db.query('INSERT INTO user_sessions (id, user_id, device, place, signed_in_with) VALUES ($1, $2, $3, $4, $5)', [
      id,
      userId,
      device,
      place,
      signedInWith,
    ]);
    return id;
  }

  /** Whether the session was opened by a sign-in of this kind within the last `seconds`. */
  async openedRecentlyWith(id: string, signedInWith: SignInMethod, seconds: number): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM user_sessions WHERE id = $1 AND signed_in_with = $2 AND created_at > now() - make_interval(secs => $3::double precision)`,
      [id, signedInWith, seconds],
    );
    return rows.length > 0;
  }

  list(userId: string): Promise<SessionRow[]> {
    return this.db.query<SessionRow>(
      `SELECT id, user_id, device, place, created_at, last_seen_at FROM user_sessions
       WHERE user_id = $1 AND last_seen_at >= now() - make_interval(secs => $2::double precision)
       ORDER BY last_seen_at DESC, id DESC`,
      [userId, SESSION_IDLE_LIMIT_SECONDS],
    );
  }

  /** The account of the user's session; null when the user or that session of theirs does not exist. */
  async findHolder(userId: string, sessionId: string): Promise<SessionHolder | null> {
    const rows = await this.db.query<HolderRow>(
      `SELECT u.id, u.role, u.is_admin, u.email, u.username, u.token_version, u.banned_until,
         s.last_seen_at < now() - make_interval(secs => $3::double precision) AS seen_long_ago,
         t.enabled_at IS NOT NULL AS two_factor
       FROM users u JOIN user_sessions s ON s.user_id = u.id AND s.id = $2
       LEFT JOIN user_two_factor t ON t.user_id = u.id
       WHERE u.id = $1`,
      [userId, sessionId, LAST_SEEN_RESOLUTION_SECONDS],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      role: row.role,
      isAdmin: row.is_admin,
      email: row.email,
      username: row.username,
      tokenVersion: row.token_version,
      bannedUntil: row.banned_until,
      seenLongAgo: row.seen_long_ago,
      twoFactor: row.two_factor,
    };
  }

  /** Marks the session seen now, unless that was already done within the last minute. */
  async touch(id: string): Promise<void> {
    await this.db.query(
      `UPDATE user_sessions SET last_seen_at = now()
       WHERE id = $1 AND last_seen_at < now() - make_interval(secs => $2::double precision)`,
      [id, LAST_SEEN_RESOLUTION_SECONDS],
    );
  }

  /** Ends one session of the user; false when the user has no such session. */
  async end(userId: string, id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM user_sessions WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
    return rows.length > 0;
  }

  /** Ends every session of the user but `keepId`; answers the ended ones. */
  async endOthers(userId: string, keepId: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>('DELETE FROM user_sessions WHERE user_id = $1 AND id <> $2 RETURNING id', [userId, keepId]);
    return rows.map((row) => row.id);
  }

  async endAll(userId: string, queryable: Queryable = this.db): Promise<void> {
    await queryable.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

/** The sessions of every account (app.sessionsRepository), which the auth plugin checks on each request. */
export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sessionsRepository', new SessionsRepository(app.db));
  },
  { name: 'sessions', decorators: { fastify: ['db'] } },
);
