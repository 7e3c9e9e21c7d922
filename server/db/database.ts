import { type Extension, PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that runs one parameterised SQL statement: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** The connections of a PostgreSQL pool: open ones, idle ones and the queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
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
  /**
   * Waits for the statements and transactions already running (up to CLOSE_DRAIN_MS), then closes
   * the connections. Safe to call more than once.
   */
  close(): Promise<void>;
  /** PostgreSQL only: how the pool's connections are used right now. */
  poolStats?(): PoolStats;
  /**
   * PGlite only: a consistent copy of the whole data directory as a gzip'd tar, taken while no
   * transaction is open and after a checkpoint, so it opens without replaying the log.
   */
  dumpDataDir?(): Promise<Uint8Array>;
}

/** How long close() lets running work finish before it closes the connections anyway. */
export const CLOSE_DRAIN_MS = 5_000;
const CLOSE_POLL_MS = 10;

/**
 * The database with its close() made graceful: requests still running when the server stops (a
 * client that went away does not stop its handler) end with their own answer instead of a "pool
 * ended" error. Statements started while closing still run. Closing twice must not throw.
 */
function drainingOnClose(database: Database): Database {
  let running = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    try {
      return await work();
    } finally {
      running--;
    }
  };
  let closing: Promise<void> | undefined;
  const close = async () => {
    const deadline = Date.now() + CLOSE_DRAIN_MS;
    while (running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, CLOSE_POLL_MS));
    await database.close();
  };
  return {
    kind: database.kind,
    query: (sql, params) => counted(() => database.query(sql, params)),
    exec: (sql) => counted(() => database.exec(sql)),
    transaction: (work) => counted(() => database.transaction(work)),
    close: () => (closing ??= close()),
    poolStats: database.poolStats,
    dumpDataDir: database.dumpDataDir && (() => counted(database.dumpDataDir!)),
  };
}

export function wrapPglite(db: PGlite): Database {
  const database: Database = {
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
    // While our own transaction is open no other statement or transaction can start (PGlite has one
    // connection and runs one transaction at a time), so the copy holds exactly what was committed.
    dumpDataDir: () =>
      db.transaction(async (tx) => {
        await tx.query('CHECKPOINT');
        const tarball = await db.dumpDataDir('gzip');
        return new Uint8Array(await tarball.arrayBuffer());
      }),
  };
  return drainingOnClose(database);
}

/**
 * PGlite's own start parameters, with a smaller buffer cache. PostgreSQL's default (128 MB) is
 * written to in full when the engine starts, so it stays resident: with 16 MB the embedded
 * database starts at about 150 MB instead of about 270 MB. Our data is small and the operating
 * system caches the files anyway, so reads lose nothing measurable (see `npm run bench`).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const db = await PGlite.create(dataDir, {
    startParams: PGLITE_START_PARAMS,
    extensions: { ownerOnlyFiles },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return wrapPglite(db);
}

interface EmscriptenFileSystem {
  doSetAttr?: (stream: unknown, node: unknown, attributes: { mode?: number }) => void;
}

/**
 * PGlite's file system creates a file and then sets its mode itself, with its own umask (022) that
 * the process's umask cannot reach: the files PostgreSQL opens with fopen (the relation cache,
 * statistics) would be readable by every account on the machine. Set up before the engine starts,
 * every mode it sets loses the group and other bits instead (all go through this one function).
 */
const ownerOnlyFiles: Extension = {
  name: 'owner-only files',
  setup: async (_pg, emscriptenOptions: { preRun?: Array<(module: { FS: unknown }) => void> }) => ({
    emscriptenOpts: {
      ...emscriptenOptions,
      preRun: [
        ...(emscriptenOptions.preRun ?? []),
        (module: { FS: unknown }) => {
          const fileSystem = module.FS as EmscriptenFileSystem;
          const setAttributes = fileSystem.doSetAttr?.bind(fileSystem);
          if (!setAttributes) return;
          fileSystem.doSetAttr = (stream, node, attributes) =>
            setAttributes(stream, node, attributes.mode === undefined ? attributes : { ...attributes, mode: attributes.mode & ~0o077 });
        },
      ],
    },
  }),
};

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
  const database: Database = {
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  return drainingOnClose(database);
}
