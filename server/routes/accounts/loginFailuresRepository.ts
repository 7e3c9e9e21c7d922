import type { Database } from '../../db/database';

/** The first half of the advisory lock taken while an attempt is let in; the second is a hash of the account key. */
const ATTEMPT_LOCK_CLASS = 0x4c4f47;

/** An account key's failures in the window: from every address, from one address, and how long ago the latest was. */
export interface FailureCounts {
  total: number;
  fromAddress: number;
  sinceLastMs: number | null;
}

interface FailureCountsRow {
  total: number;
  from_address: number;
  since_last_ms: number | string | null;
}

/** The login_failures table: failed logins and wrong codes, per account key and address. */
export class LoginFailuresRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts the key's failures and records an attempt in one step: under a lock on the key held
   * until the transaction ends, the failures in the window are counted, `decide` judges them, and
   * an attempt it lets in is recorded under `mark` before the lock is let go. So requests sent all
   * at once each see the ones before them.
   */
  async countAndRecord<T extends { open: boolean }>(
    key: string,
    address: string,
    mark: string,
    windowSeconds: number,
    decide: (counts: FailureCounts) => T,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [ATTEMPT_LOCK_CLASS, key]);
      const [counts] = await tx.query<FailureCountsRow>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE address = $2))::int AS from_address,
           extract(epoch FROM now() - max(failed_at)) * 1000 AS since_last_ms
         FROM login_failures
         WHERE account_key = $1 AND failed_at > now() - make_interval(secs => $3::double precision)`,
        [key, address, windowSeconds],
      );
      const decision = decide({
        total: counts?.total ?? 0,
        fromAddress: counts?.from_address ?? 0,
        sinceLastMs: counts?.since_last_ms === null || counts?.since_last_ms === undefined ? null : Number(counts.since_last_ms),
      });
      if (decision.open) await tx.query('INSERT INTO login_failures (account_key, address, fingerprint) VALUES ($1, $2, $3)', [key, address, mark]);
      return decision;
    });
  }

  /** Puts `fingerprint` in the place of the attempt's mark; nothing when the same fingerprint is already there. */
  async replaceMark(key: string, address: string, mark: string, fingerprint: string): Promise<void> {
    await this.db.query(
      `WITH reserved AS (DELETE FROM login_failures WHERE account_key = $1 AND address = $2 AND fingerprint = $3)
       INSERT INTO login_failures (account_key, address, fingerprint) VALUES ($1, $2, $4)
       ON CONFLICT (account_key, address, fingerprint) DO NOTHING`,
      [key, address, mark, fingerprint],
    );
  }

  async deleteMark(key: string, address: string, mark: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE account_key = $1 AND address = $2 AND fingerprint = $3', [key, address, mark]);
  }

  /** The key's failures in the window, from every address together. */
  async count(key: string, windowSeconds: number): Promise<number> {
    const [row] = await this.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM login_failures WHERE account_key = $1 AND failed_at > now() - make_interval(secs => $2::double precision)',
      [key, windowSeconds],
    );
    return row?.total ?? 0;
  }

  /** Forgets every failure older than the window. */
  async deleteOlderThan(windowSeconds: number): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE failed_at < now() - make_interval(secs => $1::double precision)', [windowSeconds]);
  }

  async deleteFromAddress(key: string, address: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE account_key = $1 AND address = $2', [key, address]);
  }

  async deleteAll(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE account_key = $1', [key]);
  }
}
