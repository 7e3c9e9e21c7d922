import type { Role } from '../../../common/user';
import type { Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { normalizeEmail, normalizeUsername } from './accountRules';

/** A users row as the accounts feature reads it. */
export interface UserRow {
  id: string;
  email: string;
  username: string;
  nickname: string | null;
  password_hash: string | null;
  role: Role;
  is_admin: boolean;
  email_verified_at: Date | null;
  profile_completed: boolean;
  profile_icon: string | null;
  profile_background: string | null;
  google_sub: string | null;
  token_version: number;
  banned_until: Date | null;
  ban_reason: string | null;
  created_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = `id, email, username, nickname, password_hash, role, is_admin, email_verified_at, profile_completed,
  profile_icon, profile_background, google_sub, token_version, banned_until, ban_reason, created_at, deleted_at`;

/**
 * Nothing shows that the password is the owner's: the address is unverified, or the password was
 * set before it was verified (or nobody knows when). Every CASE of one UPDATE reads the row as it
 * was before the statement, so the condition can be repeated for each column it changes.
 */
const PASSWORD_UNPROVEN = `(email_verified_at IS NULL OR (password_hash IS NOT NULL AND (password_set_at IS NULL OR password_set_at < email_verified_at)))`;

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string | null;
  emailVerified: boolean;
  profileCompleted?: boolean;
  googleSub?: string | null;
  nickname?: string | null;
  profileIcon?: string | null;
  role?: Role;
  isAdmin?: boolean;
}

export interface ProfileChanges {
  username?: string;
  nickname?: string | null;
  profileIcon?: string | null;
  profileBackground?: string | null;
}

/** A unique column already holds the value: which one, in the API's words. */
export class TakenError extends Error {
  constructor(readonly field: 'email' | 'username' | 'googleAccount') {
    super(`${field} is taken`);
    this.name = 'TakenError';
  }
}

const UNIQUE_VIOLATION = '23505';
const UNIQUE_FIELDS: Array<[string, TakenError['field']]> = [
  ['email_normalized', 'email'],
  ['username_normalized', 'username'],
  ['google_sub', 'googleAccount'],
];

function asTakenError(error: unknown): unknown {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== UNIQUE_VIOLATION) return error;
  const where = `${constraint ?? ''} ${message ?? ''}`;
  const field = UNIQUE_FIELDS.find(([column]) => where.includes(column))?.[1];
  return field ? new TakenError(field) : error;
}

/** SQL of the users table for accounts: lookups, sign-up, profile, passwords, bans and deletion. */
export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  private async one(sql: string, params: unknown[]): Promise<UserRow | null> {
    try {
      const rows = await this.db.query<UserRow>(sql, params);
      return rows[0] ?? null;
    } catch (error) {
      throw asTakenError(error);
    }
  }

  findById(id: string): Promise<UserRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL`, [id]);
  }

  /** A live account by its e-mail or its username, either case. */
  findByLogin(identifier: string): Promise<UserRow | null> {
    const normalized = identifier.trim().toLowerCase();
    return this.one(
      `SELECT ${COLUMNS} FROM users WHERE (email_normalized = $1 OR username_normalized = $1) AND deleted_at IS NULL
       ORDER BY (email_normalized = $1) DESC LIMIT 1`,
      [normalized],
    );
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM users WHERE email_normalized = $1 AND deleted_at IS NULL`, [normalizeEmail(email)]);
  }

  findByGoogleSub(sub: string): Promise<UserRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM users WHERE google_sub = $1 AND deleted_at IS NULL`, [sub]);
  }

  /** Throws TakenError when the e-mail, username or Google account is already used. */
  async create(user: NewUser): Promise<UserRow> {
    const row = await this.one(
      `INSERT INTO users (id, email, email_normalized, username, username_normalized, password_hash, email_verified_at,
         profile_completed, google_sub, role, is_admin, nickname, profile_icon, password_set_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END, $8, $9, $10, $11, $12, $13,
         CASE WHEN $6::text IS NOT NULL THEN now() END)
       RETURNING ${COLUMNS}`,
      [
        newId(),
        user.email.trim(),
        normalizeEmail(user.email),
        user.username,
        normalizeUsername(user.username),
        user.passwordHash,
        user.emailVerified,
        user.profileCompleted ?? true,
        user.googleSub ?? null,
        user.role ?? 'user',
        user.isAdmin ?? false,
        user.nickname ?? null,
        user.profileIcon ?? null,
      ],
    );
    return row!;
  }

  /**
   * A sign-up for an address that already has an account makes a stand-in instead: an unverified
   * account under the chosen name and password that shows the typed address but does not hold it
   * (its e-mail key is a placeholder, so logins, resets and Google sign-ins by that address still
   * reach the owner). It can never be verified, yet looks to whoever signed up exactly like the
   * account they would have made: the name is taken and logging in says the address awaits its
   * link. Throws TakenError when the username is taken.
   */
  createStandIn(user: { email: string; username: string; passwordHash: string }): Promise<UserRow> {
    const id = newId();
    return this.one(
      `INSERT INTO users (id, email, email_normalized, username, username_normalized, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [id, user.email.trim(), `stand_in_${id}@stand-in.invalid`, user.username, normalizeUsername(user.username), user.passwordHash],
    ) as Promise<UserRow>;
  }

  usernameTaken(username: string): Promise<boolean> {
    return this.db
      .query('SELECT 1 FROM users WHERE username_normalized = $1', [normalizeUsername(username)])
      .then((rows) => rows.length > 0);
  }

  /**
   * Changes the given profile fields. The profile counts as completed once the username is a
   * chosen one (no temporary marker). Throws TakenError for a username already used.
   */
  updateProfile(id: string, changes: ProfileChanges, profileCompleted: boolean): Promise<UserRow | null> {
    const has = (key: keyof ProfileChanges) => changes[key] !== undefined;
    return this.one(
      `UPDATE users SET
         username = CASE WHEN $2 THEN $3 ELSE username END,
         username_normalized = CASE WHEN $2 THEN $4 ELSE username_normalized END,
         nickname = CASE WHEN $5 THEN $6 ELSE nickname END,
         profile_icon = CASE WHEN $7 THEN $8 ELSE profile_icon END,
         profile_background = CASE WHEN $9 THEN $10 ELSE profile_background END,
         profile_completed = $11,
         updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL
       RETURNING ${COLUMNS}`,
      [
        id,
        has('username'),
        changes.username ?? null,
        changes.username ? normalizeUsername(changes.username) : null,
        has('nickname'),
        changes.nickname ?? null,
        has('profileIcon'),
        changes.profileIcon ?? null,
        has('profileBackground'),
        changes.profileBackground ?? null,
        profileCompleted,
      ],
    );
  }

  /** A new password moves the token version on, so every token signed before is refused. Proves the e-mail too. */
  setPassword(id: string, passwordHash: string, queryable: Queryable = this.db): Promise<UserRow | null> {
    return new UsersRepository(queryable).one(
      `UPDATE users SET password_hash = $2, password_set_at = now(), token_version = token_version + 1,
         email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, passwordHash],
    );
  }

  markEmailVerified(id: string, queryable: Queryable = this.db): Promise<UserRow | null> {
    return new UsersRepository(queryable).one(
      `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id],
    );
  }

  /**
   * Links a Google account (whose provider verified this e-mail) to the account with that address,
   * which proves the address. A password set while the address was unverified (at sign-up, before
   * the mail was confirmed) may be a squatter's, who registered the address to wait for its owner:
   * it is dropped and the sessions end, so only the Google sign-in (and a reset through the mailbox)
   * opens the account. A password set or changed after verification stays. `null` when another
   * request linked it first.
   */
  linkGoogle(id: string, googleSub: string): Promise<UserRow | null> {
    return this.one(
      `UPDATE users SET google_sub = $2,
         password_hash = CASE WHEN ${PASSWORD_UNPROVEN} THEN NULL ELSE password_hash END,
         password_set_at = CASE WHEN ${PASSWORD_UNPROVEN} THEN NULL ELSE password_set_at END,
         token_version = CASE WHEN ${PASSWORD_UNPROVEN} THEN token_version + 1 ELSE token_version END,
         email_verified_at = COALESCE(email_verified_at, now()),
         updated_at = now()
       WHERE id = $1 AND google_sub IS NULL AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, googleSub],
    );
  }

  /** Makes the account an administrator (role admin and the isAdmin flag) with a verified e-mail. */
  promoteToAdmin(id: string): Promise<UserRow | null> {
    return this.one(
      `UPDATE users SET role = 'admin', is_admin = true, email_verified_at = COALESCE(email_verified_at, now()),
         banned_until = NULL, ban_reason = NULL, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
  }

  ban(id: string, reason: string, until: Date): Promise<UserRow | null> {
    return this.one(
      `UPDATE users SET banned_until = $2, ban_reason = $3, updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, until, reason],
    );
  }

  unban(id: string): Promise<UserRow | null> {
    return this.one(
      `UPDATE users SET banned_until = NULL, ban_reason = NULL, updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id],
    );
  }

  /**
   * Removes the personal data but keeps the row, so messages still point at it (shown as Deleted
   * Account). E-mail and username become placeholders unique to the id; every token dies.
   */
  async anonymize(id: string, queryable: Queryable = this.db): Promise<boolean> {
    const placeholder = `deleted_account_${id}`;
    const rows = await queryable.query(
      `UPDATE users SET email = $2, email_normalized = $2, username = $3, username_normalized = $3, nickname = NULL,
         password_hash = NULL, google_sub = NULL, profile_icon = NULL, profile_background = NULL,
         email_verified_at = NULL, role = 'user', is_admin = false, banned_until = NULL, ban_reason = NULL,
         token_version = token_version + 1, deleted_at = now(), updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
      [id, `${placeholder}@deleted.invalid`, placeholder],
    );
    await queryable.query('DELETE FROM user_two_factor WHERE user_id = $1', [id]);
    await queryable.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [id]);
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}
