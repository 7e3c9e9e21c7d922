import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that runs one parameterised SQL statement: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction. On PGlite (a single connection) a query on the database itself
   * inside `work` waits for the transaction to end and never runs: always use `tx`.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

/** Closing twice (the app and a test both closing) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export function wrapPglite(db: PGlite): Database {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return result.rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await tx.query<Row>(sql, params)).rows;
          },
        }),
      );
    },
    close: once(() => db.close()),
  };
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const db = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return wrapPglite(db);
}

export interface PostgresOptions {
  connectionString: string;
  /** Every connection of the pool uses this schema first (tests isolate themselves this way). */
  searchPath?: string;
  max?: number;
}

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * Rows must look the same on both engines. PGlite gives int8 (and count(*)) as numbers and a date
 * as midnight UTC; pg would give a string and local midnight.
 */
const SAME_TYPES_AS_PGLITE: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export function openPostgres({ connectionString, searchPath, max = 10 }: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    types: SAME_TYPES_AS_PGLITE,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client losing its server (a database restart) must not crash the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as Row[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: once(() => pool.end()),
  };
}
