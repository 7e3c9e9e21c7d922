import type { Queryable } from '../../db/database';
import { hashToken, newOneTimeToken, sameSecret } from '../../lib/oneTimeTokens';

/** Long enough for the browser to load the return page and post the code back, and no longer. */
export const GOOGLE_LOGIN_CODE_LIFETIME_SECONDS = 60;

/**
 * The one-time codes a Google sign-in hands the browser instead of a login token, so no token is
 * ever in a URL (and so in a log, the history or a Referer). Only hashes are stored.
 */
export class GoogleLoginCodes {
  constructor(private readonly db: Queryable) {}

  /** A code for the account, bound to the nonce of the tab that started the sign-in when it sent one. */
  async issue(userId: string, nonce: string | null): Promise<string> {
    const code = newOneTimeToken();
    await this.db.query('DELETE FROM google_login_codes WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO google_login_codes (code_hash, user_id, nonce_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision))`,
      [hashToken(code), userId, nonce === null ? null : hashToken(nonce), GOOGLE_LOGIN_CODE_LIFETIME_SECONDS],
    );
    return code;
  }

  /**
   * The account of the code, once: the code is gone after the first attempt, whatever its outcome,
   * so a wrong nonce cannot be retried and two requests racing cannot both win. Null for an unknown,
   * used or expired code, or one whose nonce is not the one given.
   */
  async redeem(code: string, nonce: string | undefined): Promise<string | null> {
    const [row] = await this.db.query<{ user_id: string; nonce_hash: string | null; live: boolean }>(
      'DELETE FROM google_login_codes WHERE code_hash = $1 RETURNING user_id, nonce_hash, expires_at > now() AS live',
      [hashToken(code)],
    );
    if (!row?.live) return null;
    if (row.nonce_hash !== null && !sameSecret(row.nonce_hash, hashToken(nonce ?? ''))) return null;
    return row.user_id;
  }
}
