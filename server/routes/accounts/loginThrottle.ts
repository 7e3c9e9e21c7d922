import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT } from './accountRules';

/** The first pause of an account under attack for the addresses that guessed it, and the longest. */
export const FIRST_ACCOUNT_PAUSE_MS = 30_000;
export const MAX_ACCOUNT_PAUSE_MS = LOGIN_FAILURE_WINDOW_MS;
/** Enough bits to tell one person's typos apart; too few to test guesses against offline. */
const FINGERPRINT_HEX_LENGTH = 8;
/** Old rows are swept once every this many recorded failures of a process. */
const SWEEP_EVERY = 100;

export type LoginGate = { open: true } | { open: false; reason: 'address_locked' | 'account_paused'; retryAfterSeconds: number };

interface FailureCounts {
  total: number;
  from_address: number;
  since_last_ms: number | string | null;
}

/**
 * Failed password logins, counted in the database so every server process agrees, with these rules:
 * - A wrong password sent again from the same address counts once, so one typo is one failure.
 * - An address with LOGIN_FAILURES_PER_ACCOUNT failures on an account is refused for that account
 *   until the window has passed.
 * - Once an account has that many failures from all addresses together, the addresses that failed
 *   on it are refused for a pause after the latest failure (30 s, doubling with each further
 *   failure up to the window), which slows a guesser spread over many addresses. An address that has not failed on
 *   the account is never refused: the owner's right password still works during an attack.
 * Unknown names are throttled alike, so the answer never tells whether an account exists.
 */
export class LoginThrottle {
  private readonly windowSeconds = LOGIN_FAILURE_WINDOW_MS / 1000;
  private sinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly secret: string,
  ) {}

  /** The key of an account, or of a name that matches none. */
  static keyFor(userId: string | null, identifier: string): string {
    return userId ?? `unknown:${identifier.trim().toLowerCase()}`;
  }

  async gate(key: string, address: string): Promise<LoginGate> {
    const [counts] = await this.db.query<FailureCounts>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE address = $2))::int AS from_address,
         extract(epoch FROM now() - max(failed_at)) * 1000 AS since_last_ms
       FROM login_failures
       WHERE account_key = $1 AND failed_at > now() - make_interval(secs => $3::double precision)`,
      [key, address, this.windowSeconds],
    );
    const total = counts?.total ?? 0;
    const fromAddress = counts?.from_address ?? 0;
    if (fromAddress >= LOGIN_FAILURES_PER_ACCOUNT) {
      return { open: false, reason: 'address_locked', retryAfterSeconds: this.windowSeconds };
    }
    if (total >= LOGIN_FAILURES_PER_ACCOUNT && fromAddress > 0) {
      const pauseMs = Math.min(FIRST_ACCOUNT_PAUSE_MS * 2 ** (total - LOGIN_FAILURES_PER_ACCOUNT), MAX_ACCOUNT_PAUSE_MS);
      const waitMs = pauseMs - Number(counts?.since_last_ms ?? pauseMs);
      if (waitMs > 0) return { open: false, reason: 'account_paused', retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    return { open: true };
  }

  async recordFailure(key: string, address: string, password: string): Promise<void> {
    await this.db.query(
      `INSERT INTO login_failures (account_key, address, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (account_key, address, fingerprint) DO NOTHING`,
      [key, address, this.fingerprint(key, password)],
    );
    this.sinceSweep += 1;
    if (this.sinceSweep >= SWEEP_EVERY) {
      this.sinceSweep = 0;
      await this.db.query('DELETE FROM login_failures WHERE failed_at < now() - make_interval(secs => $1::double precision)', [this.windowSeconds]);
    }
  }

  /** A successful login from an address forgets that address's failures on the account. */
  async clearAddress(key: string, address: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE account_key = $1 AND address = $2', [key, address]);
  }

  /** The mailbox owner reset the password (or the account is gone): every failure is forgotten. */
  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE account_key = $1', [key]);
  }

  private fingerprint(key: string, password: string): string {
    return createHmac('sha256', this.secret).update(`${key}\u0000${password}`).digest('hex').slice(0, FINGERPRINT_HEX_LENGTH);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/** Builds the app's one LoginThrottle, shared by every route plugin as app.loginThrottle. */
export function useLoginThrottle(app: FastifyInstance): void {
  app.decorate('loginThrottle', new LoginThrottle(app.db, app.appConfig.jwtSecret));
}
