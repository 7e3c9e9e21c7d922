import type { Queryable } from '../../db/database';
import { hashToken, newOneTimeToken } from '../../lib/oneTimeTokens';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'delete_account' | 'unlock_two_factor';

export type TokenLookup =
  | { state: 'valid'; userId: string }
  | { state: 'used'; userId: string }
  | { state: 'expired' | 'unknown' };

/** The one-time links mailed to users; the database holds only each token's SHA-256. */
export class AccountTokensRepository {
  constructor(private readonly db: Queryable) {}

  /** A new link for the purpose; the user's earlier unused links for it stop working. */
  async issue(userId: string, purpose: TokenPurpose, lifetimeMs: number): Promise<string> {
    const token = newOneTimeToken();
    await this.db.query('DELETE FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
    await this.db.query(
      `INSERT INTO account_tokens (token_hash, user_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision))`,
      [hashToken(token), userId, purpose, lifetimeMs / 1000],
    );
    return token;
  }

  /**
   * Uses the token once: the first caller gets the user id, every later one (or an expired or
   * unknown token, or one of another user than `userId`) gets null. One UPDATE, so two requests
   * racing cannot both win.
   */
  async consume(token: string, purpose: TokenPurpose, { userId = null as string | null, queryable = this.db } = {}): Promise<string | null> {
    const rows = await queryable.query<{ user_id: string }>(
      `UPDATE account_tokens SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND ($3::text IS NULL OR user_id = $3)
       RETURNING user_id`,
      [hashToken(token), purpose, userId],
    );
    return rows[0]?.user_id ?? null;
  }

  /** What a token is without using it (to tell "already used" from "never valid"). */
  async lookup(token: string, purpose: TokenPurpose): Promise<TokenLookup> {
    const rows = await this.db.query<{ user_id: string; used: boolean; expired: boolean }>(
      `SELECT user_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM account_tokens WHERE token_hash = $1 AND purpose = $2`,
      [hashToken(token), purpose],
    );
    const row = rows[0];
    if (!row) return { state: 'unknown' };
    if (row.used) return { state: 'used', userId: row.user_id };
    if (row.expired) return { state: 'expired' };
    return { state: 'valid', userId: row.user_id };
  }

  async deleteAllFor(userId: string, queryable: Queryable = this.db): Promise<void> {
    await queryable.query('DELETE FROM account_tokens WHERE user_id = $1', [userId]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accountTokensRepository: AccountTokensRepository;
  }
}
