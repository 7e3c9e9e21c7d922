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
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
    close: () => db.close(),
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

export function openPostgres({ connectionString, searchPath, max = 10 }: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
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
    close: () => pool.end(),
  };
}
