import type { FastifyInstance } from 'fastify';
import { hashToken, newOneTimeToken } from '../lib/oneTimeTokens';
import type { Queryable } from '../db/database';
import { hashRecoveryCode } from './recoveryCodes';
import { SecretBox } from './secretBox';
import { matchingStep } from './totp';

/** A login challenge stays open this long: enough to open the app and type a code. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

export interface TwoFactorState {
  enabled: boolean;
  /** A secret was made by a setup that no code has confirmed yet. */
  pending: boolean;
  recoveryCodesLeft: number;
}

interface SecretRow {
  sealed_secret: string;
  enabled_at: Date | null;
}

/** The two-factor tables: authenticator secrets, recovery codes and open login challenges. */
export class TwoFactorRepository {
  private readonly box: SecretBox;

  constructor(
    private readonly db: Queryable,
    serverSecret: string,
  ) {
    this.box = new SecretBox(serverSecret);
  }

  async state(userId: string): Promise<TwoFactorState> {
    const [row] = await this.db.query<{ enabled: boolean | null; left: number }>(
      `SELECT (SELECT enabled_at IS NOT NULL FROM user_two_factor WHERE user_id = $1) AS enabled,
         (SELECT count(*)::int FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left`,
      [userId],
    );
    return { enabled: row?.enabled === true, pending: row?.enabled === false, recoveryCodesLeft: row?.enabled ? (row.left ?? 0) : 0 };
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.state(userId)).enabled;
  }

  /** Keeps a new secret waiting for its first code, replacing an earlier one that was never confirmed. */
  async savePending(userId: string, secret: string): Promise<void> {
    await this.db.query(
      `INSERT INTO user_two_factor (user_id, sealed_secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET sealed_secret = EXCLUDED.sealed_secret, last_step = NULL, created_at = now()
       WHERE user_two_factor.enabled_at IS NULL`,
      [userId, this.box.seal(secret)],
    );
  }

  /**
   * Accepts an authenticator code once: it must match the secret within a step of now and belong
   * to a later step than any code accepted before. `enabled` says which secret: the confirmed one,
   * or the one waiting for its first code. The step is claimed in one statement, so two processes
   * given the same code cannot both accept it.
   */
  async acceptCode(userId: string, code: string, enabled: boolean): Promise<boolean> {
    const [row] = await this.db.query<SecretRow>('SELECT sealed_secret, enabled_at FROM user_two_factor WHERE user_id = $1', [userId]);
    if (!row || (row.enabled_at !== null) !== enabled) return false;
    const step = matchingStep(this.box.open(row.sealed_secret), code);
    if (step === null) return false;
    const claimed = await this.db.query(
      `UPDATE user_two_factor SET last_step = $2 WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
      [userId, step],
    );
    return claimed.length > 0;
  }

  /** Turns the pending secret on and stores the hashes of its recovery codes. */
  async enable(userId: string, recoveryCodes: string[]): Promise<void> {
    await this.db.query('UPDATE user_two_factor SET enabled_at = now() WHERE user_id = $1', [userId]);
    await this.replaceRecoveryCodes(userId, recoveryCodes);
  }

  async replaceRecoveryCodes(userId: string, codes: string[]): Promise<void> {
    await this.db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    await this.db.query('INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map(hashRecoveryCode)]);
  }

  /** Uses up a recovery code; false when it is not one of the account's unused codes. */
  async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE user_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id',
      [userId, hashRecoveryCode(code)],
    );
    return rows.length > 0;
  }

  /** Turns two-factor off: the secret, the recovery codes and open challenges go. */
  async remove(userId: string, queryable: Queryable = this.db): Promise<void> {
    await queryable.query('DELETE FROM user_two_factor WHERE user_id = $1', [userId]);
    await queryable.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    await queryable.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId]);
  }

  /** Opens a challenge for the user after a correct password; the token goes to the client, its hash stays here. */
  async openChallenge(userId: string, clientId: string | null): Promise<string> {
    const token = newOneTimeToken();
    await this.db.query('DELETE FROM two_factor_challenges WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO two_factor_challenges (token_hash, user_id, client_id, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision))`,
      [hashToken(token), userId, clientId, CHALLENGE_LIFETIME_SECONDS],
    );
    return token;
  }

  /** The user and client id of an open challenge, or null for an unknown or expired one. */
  async findChallenge(token: string): Promise<{ userId: string; clientId: string | null } | null> {
    const [row] = await this.db.query<{ user_id: string; client_id: string | null }>(
      'SELECT user_id, client_id FROM two_factor_challenges WHERE token_hash = $1 AND expires_at > now()',
      [hashToken(token)],
    );
    return row ? { userId: row.user_id, clientId: row.client_id } : null;
  }

  /** Closes a challenge for good; false when another request closed it first. */
  async closeChallenge(token: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM two_factor_challenges WHERE token_hash = $1 AND expires_at > now() RETURNING user_id', [hashToken(token)]);
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    twoFactorRepository: TwoFactorRepository;
  }
}

export function useTwoFactorRepository(app: FastifyInstance): void {
  app.decorate('twoFactorRepository', new TwoFactorRepository(app.db, app.appConfig.jwtSecret));
}
