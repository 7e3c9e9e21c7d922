import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken, newOneTimeToken } from '../lib/oneTimeTokens';
import type { Queryable } from '../db/database';
import { hashRecoveryCode } from './recoveryCodes';
import { SecretBox } from './secretBox';
import { matchingStep } from './totp';

/** A login challenge stays open this long: enough to open the app and type a code. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
/** Codes one challenge takes; after that the person logs in with the password again. */
export const CODES_PER_CHALLENGE = 5;

/** How the first step of a login was passed. */
export type SignInMethod = 'password' | 'google';

export interface OpenChallenge {
  userId: string;
  clientId: string | null;
  signedInWith: SignInMethod;
}

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
    twoFactorKey: string,
    signingSecret: string,
  ) {
    this.box = new SecretBox(twoFactorKey, signingSecret);
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
   * given the same code cannot both accept it. Throws SecretUnreadable when the secret cannot be
   * opened with this server's key.
   */
  async acceptCode(userId: string, code: string, enabled: boolean): Promise<boolean> {
    const [row] = await this.db.query<SecretRow>('SELECT sealed_secret, enabled_at FROM user_two_factor WHERE user_id = $1', [userId]);
    if (!row || (row.enabled_at !== null) !== enabled) return false;
    const secret = this.box.open(row.sealed_secret);
    if (this.box.isLegacy(row.sealed_secret)) await this.reseal(userId, row.sealed_secret, secret);
    const step = matchingStep(secret, code);
    if (step === null) return false;
    const claimed = await this.db.query(
      `UPDATE user_two_factor SET last_step = $2 WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
      [userId, step],
    );
    return claimed.length > 0;
  }

  /**
   * Seals again, with the two-factor key, every secret an older server sealed with the key derived
   * from JWT_SECRET, so a later change of that secret cannot make them unreadable. One that does not
   * open is left as it is (its owner is told to use a recovery code when they next sign in).
   */
  async resealLegacySecrets(): Promise<number> {
    // Only the old seals, which lack the current key's prefix, are read.
    const rows = await this.db.query<{ user_id: string; sealed_secret: string }>("SELECT user_id, sealed_secret FROM user_two_factor WHERE sealed_secret NOT LIKE 'k2:%'");
    let resealed = 0;
    for (const row of rows.filter((candidate) => this.box.isLegacy(candidate.sealed_secret))) {
      try {
        await this.reseal(row.user_id, row.sealed_secret, this.box.open(row.sealed_secret));
        resealed++;
      } catch {
        // Unreadable: nothing to migrate.
      }
    }
    return resealed;
  }

  private async reseal(userId: string, oldSealed: string, secret: string): Promise<void> {
    await this.db.query('UPDATE user_two_factor SET sealed_secret = $3 WHERE user_id = $1 AND sealed_secret = $2', [userId, oldSealed, this.box.seal(secret)]);
  }

  /** Locks the second step of the account; true only for the call that locked it (the others find it locked). */
  async lock(userId: string): Promise<boolean> {
    const rows = await this.db.query('UPDATE user_two_factor SET locked_at = now() WHERE user_id = $1 AND enabled_at IS NOT NULL AND locked_at IS NULL RETURNING user_id', [
      userId,
    ]);
    return rows.length > 0;
  }

  async isLocked(userId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM user_two_factor WHERE user_id = $1 AND locked_at IS NOT NULL', [userId]);
    return rows.length > 0;
  }

  async unlock(userId: string): Promise<void> {
    await this.db.query('UPDATE user_two_factor SET locked_at = NULL WHERE user_id = $1', [userId]);
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

  /** Turns two-factor off: the secret, the recovery codes and open challenges go. True when it was on. */
  async remove(userId: string, queryable: Queryable = this.db): Promise<boolean> {
    const removed = await queryable.query<{ was_on: boolean }>('DELETE FROM user_two_factor WHERE user_id = $1 RETURNING enabled_at IS NOT NULL AS was_on', [userId]);
    await queryable.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    await queryable.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId]);
    return removed[0]?.was_on === true;
  }

  /** Opens a challenge for the user after a correct password (or Google); the token goes to the client, its hash stays here. */
  async openChallenge(userId: string, clientId: string | null, signedInWith: SignInMethod = 'password'): Promise<string> {
    const token = newOneTimeToken();
    await this.db.query('DELETE FROM two_factor_challenges WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO two_factor_challenges (token_hash, user_id, client_id, expires_at, signed_in_with)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision), $5)`,
      [hashToken(token), userId, clientId, CHALLENGE_LIFETIME_SECONDS, signedInWith],
    );
    return token;
  }

  /**
   * Counts one more code tried with an open challenge and answers it; null for an unknown or
   * expired challenge, or one that has taken its CODES_PER_CHALLENGE codes. One statement, so
   * requests sent together cannot try more than that between them.
   */
  async tryChallenge(token: string): Promise<OpenChallenge | null> {
    const [row] = await this.db.query<{ user_id: string; client_id: string | null; signed_in_with: SignInMethod }>(
      `UPDATE two_factor_challenges SET attempts = attempts + 1
       WHERE token_hash = $1 AND expires_at > now() AND attempts < $2
       RETURNING user_id, client_id, signed_in_with`,
      [hashToken(token), CODES_PER_CHALLENGE],
    );
    return row ? { userId: row.user_id, clientId: row.client_id, signedInWith: row.signed_in_with } : null;
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

/** The two-factor secrets and challenges of every account (app.twoFactorRepository). */
export const twoFactorPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = new TwoFactorRepository(app.db, app.appConfig.twoFactorKey, app.appConfig.jwtSecret);
    app.decorate('twoFactorRepository', repository);
    // A database that does not answer at start must not keep the server from starting (it answers
    // 503 until the database is back); an old seal left then is sealed again when it is next used.
    app.addHook('onReady', async () => {
      try {
        const resealed = await repository.resealLegacySecrets();
        if (resealed > 0) app.log.info({ resealed }, 'two-factor secrets sealed again with the two-factor key');
      } catch (error) {
        app.log.warn({ err: error }, 'two-factor secrets could not be sealed again at start; each is sealed again when next used');
      }
    });
  },
  { name: 'two-factor', decorators: { fastify: ['appConfig', 'db'] } },
);
