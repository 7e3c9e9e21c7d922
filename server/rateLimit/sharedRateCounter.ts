import type { Queryable } from '../db/database';

export interface RateCount {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/** Expired rows are swept once every this many counted requests of a process. */
const SWEEP_EVERY = 500;

/**
 * Counts requests per key in fixed windows, in the database: every server process sharing it
 * (several behind one load balancer on PostgreSQL) counts against the same budget, as the failed
 * logins of LoginThrottle do. One upsert per counted request.
 */
export class SharedRateCounter {
  private sinceSweep = 0;

  constructor(private readonly db: Queryable) {}

  async hit(key: string, windowMs: number): Promise<RateCount> {
    const [row] = await this.db.query<{ hits: number; reset_in_ms: number | string }>(
      `INSERT INTO rate_limit_hits (limit_key, hits, window_ends_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision))
       ON CONFLICT (limit_key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.window_ends_at > now() THEN rate_limit_hits.hits + 1 ELSE 1 END,
         window_ends_at = CASE WHEN rate_limit_hits.window_ends_at > now()
           THEN rate_limit_hits.window_ends_at ELSE now() + make_interval(secs => $2::double precision) END
       RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000) AS reset_in_ms`,
      [key, windowMs / 1000],
    );
    this.sinceSweep += 1;
    if (this.sinceSweep >= SWEEP_EVERY) {
      this.sinceSweep = 0;
      await this.db.query('DELETE FROM rate_limit_hits WHERE window_ends_at < now()');
    }
    return { hits: row!.hits, resetInMs: Math.max(0, Number(row!.reset_in_ms)) };
  }
}
