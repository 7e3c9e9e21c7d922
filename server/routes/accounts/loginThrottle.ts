import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { accountPausedMessage } from './accountMessages';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT } from './accountRules';
import type { FailureCounts, LoginFailuresRepository } from './loginFailuresRepository';

/** The first pause of an account under attack for the addresses that guessed it, and the longest. */
export const FIRST_ACCOUNT_PAUSE_MS = 30_000;
export const MAX_ACCOUNT_PAUSE_MS = LOGIN_FAILURE_WINDOW_MS;
/** Enough bits to tell one person's typos apart; too few to test guesses against offline. */
const FINGERPRINT_HEX_LENGTH = 8;
/** Old rows are swept once every this many recorded failures of a process. */
const SWEEP_EVERY = 100;

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
    private readonly failures: LoginFailuresRepository,
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
    const attempt = { key, address, mark: `attempt:${randomBytes(8).toString('hex')}` };
    const gate = await this.failures.countAndRecord(key, address, attempt.mark, this.windowSeconds, (counts) => this.gate(counts, accountCap));
    if (!gate.open) return gate;
    await this.sweepNowAndThen();
    return { open: true, attempt };
  }

  /** The attempt was right: the address's failures on the account are forgotten. */
  async succeeded(attempt: Attempt): Promise<void> {
    await this.clearAddress(attempt.key, attempt.address);
  }

  /** A wrong password: it counts once per address, however often it is sent again. */
  async failedPassword(attempt: Attempt, password: string): Promise<void> {
    await this.failures.replaceMark(attempt.key, attempt.address, attempt.mark, this.fingerprint(attempt.key, password));
  }

  /** The attempt could not be judged (through no fault of the caller): it does not count. */
  async withdraw(attempt: Attempt): Promise<void> {
    await this.failures.deleteMark(attempt.key, attempt.address, attempt.mark);
  }

  /** How many failures the account key has in the window, from every address together. */
  failuresOf(key: string): Promise<number> {
    return this.failures.count(key, this.windowSeconds);
  }

  /** The rules above, applied to the key's failures as counted under its lock. */
  private gate({ total, fromAddress, sinceLastMs }: FailureCounts, accountCap: number): LoginGate {
    if (total >= accountCap) return { open: false, reason: 'account_capped' };
    if (fromAddress >= LOGIN_FAILURES_PER_ACCOUNT) {
      return { open: false, reason: 'address_locked', retryAfterSeconds: this.windowSeconds };
    }
    if (total >= LOGIN_FAILURES_PER_ACCOUNT && fromAddress > 0) {
      const pauseMs = Math.min(FIRST_ACCOUNT_PAUSE_MS * 2 ** (total - LOGIN_FAILURES_PER_ACCOUNT), MAX_ACCOUNT_PAUSE_MS);
      const waitMs = pauseMs - (sinceLastMs ?? pauseMs);
      if (waitMs > 0) return { open: false, reason: 'account_paused', retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    return { open: true };
  }

  private async sweepNowAndThen(): Promise<void> {
    this.sinceSweep += 1;
    if (this.sinceSweep < SWEEP_EVERY) return;
    this.sinceSweep = 0;
    await this.failures.deleteOlderThan(this.windowSeconds);
  }

  /** A successful login from an address forgets that address's failures on the account. */
  async clearAddress(key: string, address: string): Promise<void> {
    await this.failures.deleteFromAddress(key, address);
  }

  /** The mailbox owner reset the password (or the account is gone): every failure is forgotten. */
  async clear(key: string): Promise<void> {
    await this.failures.deleteAll(key);
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
