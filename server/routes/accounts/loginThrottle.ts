import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { accountPausedMessage } from './accountMessages';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT } from './accountRules';

/** The first pause of an account under attack for the addresses that guessed it, and the longest. */
export const FIRST_ACCOUNT_PAUSE_MS = 30_000;
export const MAX_ACCOUNT_PAUSE_MS = LOGIN_FAILURE_WINDOW_MS;
/** Enough bits to tell one person's typos apart; too few to test guesses against offline. */
const FINGERPRINT_HEX_LENGTH = 8;
/** Old rows are swept once every this many recorded failures of a process. */
const SWEEP_EVERY = 100;
/** The first half of the advisory lock taken while an attempt is let in; the second is a hash of the account key. */
const ATTEMPT_LOCK_CLASS = 0x4c4f47;

export type LoginGate = { open: true } | LoginRefused;
export type LoginRefused =
  | { open: false; reason: 'address_locked' | 'account_paused'; retryAfterSeconds: number }
  | { open: false; reason: 'account_capped' };

/** An attempt let in by reserve(): it counts as a failure until it is settled otherwise. */
export interface Attempt {
  key: string;
  address: string;
  mark: string;
}

interface FailureCounts {
  total: number;
  from_address: number;
  since_last_ms: number | string | null;
}

/**
 * Failed password logins (and wrong two-factor codes), counted in the database so every server
 * process agrees, with these rules:
 * - An attempt is let in and counted in one step (reserve), under a lock on the account key, so
 *   requests sent all at once cannot slip in while the count is still low.
 * - A wrong password sent again from the same address counts once, so one typo is one failure.
 *   Codes have no such grace: a code wrong now is right in a later step, so every wrong code counts.
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
    private readonly db: Database,
    private readonly secret: string,
  ) {}

  /** The key of an account, or of a name that matches none. */
  static keyFor(userId: string | null, identifier: string): string {
    return userId ?? `unknown:${identifier.trim().toLowerCase()}`;
  }

  /**
   * Lets one attempt in, or answers why not. The attempt is counted at once, as a failure, so the
   * requests sent together each see the ones before them; settle it with succeeded() or
   * failedPassword(), or withdraw() it when it was never judged. With `accountCap`, no attempt is
   * let in once the account key has that many failures from every address together.
   */
  async reserve(key: string, address: string, { accountCap = Infinity } = {}): Promise<{ open: true; attempt: Attempt } | LoginRefused> {
    const answer = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [ATTEMPT_LOCK_CLASS, key]);
      const gate = await this.gate(tx, key, address, accountCap);
      if (!gate.open) return gate;
      const attempt = { key, address, mark: `attempt:${randomBytes(8).toString('hex')}` };
      await tx.query('INSERT INTO login_failures (account_key, address, fingerprint) VALUES ($1, $2, $3)', [key, address, attempt.mark]);
      return { open: true as const, attempt };
    });
    if (answer.open) await this.sweepNowAndThen();
    return answer;
  }

  /** The attempt was right: the address's failures on the account are forgotten. */
  async succeeded(attempt: Attempt): Promise<void> {
    await this.clearAddress(attempt.key, attempt.address);
  }

  /** A wrong password: it counts once per address, however often it is sent again. */
  async failedPassword(attempt: Attempt, password: string): Promise<void> {
    await this.db.query(
      `WITH reserved AS (DELETE FROM login_failures WHERE account_key = $1 AND address = $2 AND fingerprint = $3)
       INSERT INTO login_failures (account_key, address, fingerprint) VALUES ($1, $2, $4)
       ON CONFLICT (account_key, address, fingerprint) DO NOTHING`,
      [attempt.key, attempt.address, attempt.mark, this.fingerprint(attempt.key, password)],
    );
  }

  /** The attempt could not be judged (through no fault of the caller): it does not count. */
  async withdraw(attempt: Attempt): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE account_key = $1 AND address = $2 AND fingerprint = $3', [
      attempt.key,
      attempt.address,
      attempt.mark,
    ]);
  }

  /** How many failures the account key has in the window, from every address together. */
  async failuresOf(key: string): Promise<number> {
    const [row] = await this.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM login_failures WHERE account_key = $1 AND failed_at > now() - make_interval(secs => $2::double precision)',
      [key, this.windowSeconds],
    );
    return row?.total ?? 0;
  }

  private async gate(queryable: Queryable, key: string, address: string, accountCap: number): Promise<LoginGate> {
    const [counts] = await queryable.query<FailureCounts>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE address = $2))::int AS from_address,
         extract(epoch FROM now() - max(failed_at)) * 1000 AS since_last_ms
       FROM login_failures
       WHERE account_key = $1 AND failed_at > now() - make_interval(secs => $3::double precision)`,
      [key, address, this.windowSeconds],
    );
    const total = counts?.total ?? 0;
    const fromAddress = counts?.from_address ?? 0;
    if (total >= accountCap) return { open: false, reason: 'account_capped' };
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

  private async sweepNowAndThen(): Promise<void> {
    this.sinceSweep += 1;
    if (this.sinceSweep < SWEEP_EVERY) return;
    this.sinceSweep = 0;
    await this.db.query('DELETE FROM login_failures WHERE failed_at < now() - make_interval(secs => $1::double precision)', [this.windowSeconds]);
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

/** Answers 429 with Retry-After for an attempt the throttle did not let in. */
export async function refuseAttempt(reply: FastifyReply, refused: LoginRefused, addressLockedMessage: string): Promise<FastifyReply> {
  if (refused.reason === 'account_paused') {
    reply.header('retry-after', String(refused.retryAfterSeconds));
    return reply.status(429).send({ msg: accountPausedMessage(refused.retryAfterSeconds) });
  }
  reply.header('retry-after', String(LOGIN_FAILURE_WINDOW_MS / 1000));
  return reply.status(429).send({ msg: addressLockedMessage });
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}
