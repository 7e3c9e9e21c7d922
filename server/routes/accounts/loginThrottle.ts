import type { Queryable } from '../../db/database';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT } from './accountRules';

/**
 * Failed password logins per account, counted in the database so every server process sees the
 * same count. An account (or an unknown name) with too many failures in the window is refused
 * until the window has passed; a successful login clears its count.
 */
export class LoginThrottle {
  private readonly windowSeconds = LOGIN_FAILURE_WINDOW_MS / 1000;

  constructor(private readonly db: Queryable) {}

  /** The key of an account, or of a name that matches none. */
  static keyFor(userId: string | null, identifier: string): string {
    return userId ?? `unknown:${identifier.trim().toLowerCase()}`;
  }

  async isLocked(key: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM login_throttle
       WHERE account_key = $1 AND failures >= $2 AND window_started_at > now() - make_interval(secs => $3::double precision)`,
      [key, LOGIN_FAILURES_PER_ACCOUNT, this.windowSeconds],
    );
    return rows.length > 0;
  }

  async recordFailure(key: string): Promise<void> {
    await this.db.query(
      `INSERT INTO login_throttle (account_key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (account_key) DO UPDATE SET
         failures = CASE WHEN login_throttle.window_started_at > now() - make_interval(secs => $2::double precision)
           THEN login_throttle.failures + 1 ELSE 1 END,
         window_started_at = CASE WHEN login_throttle.window_started_at > now() - make_interval(secs => $2::double precision)
           THEN login_throttle.window_started_at ELSE now() END`,
      [key, this.windowSeconds],
    );
    // Rows of windows long over are no use to anyone; the index makes this cheap.
    await this.db.query('DELETE FROM login_throttle WHERE window_started_at < now() - make_interval(secs => $1::double precision)', [
      this.windowSeconds,
    ]);
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_throttle WHERE account_key = $1', [key]);
  }
}
