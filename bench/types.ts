/**
 * The contract between bench/run.ts and each benchmark. A benchmark is a named module that
 * measures something against a running server and returns rows; the runner prints every
 * benchmark's rows as one table and stores them in bench/results/. To add one, write a module in
 * bench/benchmarks/ exporting a `Benchmark` and list it in BENCHMARKS in bench/run.ts.
 */
import type { AdminCredentials } from './bracketFixture';

/** One line of a result table: column name to value. Keep values small: the JSON is committed. */
export type BenchRow = Record<string, string | number | null>;

export interface BenchContext {
  /** Where the server under test listens, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** The server process itself (its /proc entry gives its memory). */
  serverPid: number;
  /** Which database the server runs on for this pass. */
  database: 'pglite' | 'postgres';
  /** Seconds of load per measured case (BENCH_DURATION, default 10). */
  durationSeconds: number;
  /** The admin the server under test was started with (see bench/bracketFixture.ts). */
  admin: AdminCredentials;
  log(line: string): void;
}

export interface BenchOutput {
  rows: BenchRow[];
  /** Lines printed under the table (budgets, caveats). */
  notes?: string[];
  /** Small extra data kept in the JSON only (e.g. which files were counted). */
  details?: unknown;
}

export interface Benchmark {
  /** Short identifier, used as the key in the results JSON. */
  name: string;
  /** Heading of the printed table. */
  title: string;
  /**
   * True when the figures depend on the database: the benchmark then runs once per database
   * (PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set). False: once.
   */
  perDatabase: boolean;
  run(context: BenchContext): Promise<BenchOutput>;
}
