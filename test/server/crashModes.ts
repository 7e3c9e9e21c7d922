import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { type ServerProcess, startServerProcess } from './chat/serverProcess';
import { createSharedPostgres, type SharedPostgres } from './chat/sharedPostgres';

/** Where a crash test keeps its data: a server process is killed on it and started again on the same data. */
export interface CrashMode {
  name: string;
  /** Before the first start: the database migrated, then `setUp` run on it (rows a test needs to begin with). */
  prepare(setUp: (db: Database) => Promise<void>): Promise<void>;
  /** Starts (or restarts) a server process on the mode's data. */
  start(): Promise<ServerProcess>;
  /** The stored data, read directly once no server runs. */
  open(): Promise<Database>;
  cleanUp(): Promise<void>;
}

/** The embedded database in a DATA_DIR of its own, reopened as it is after each kill. */
export function embeddedCrashMode(env: Record<string, string>): CrashMode {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-crash-'));
  const databaseDir = path.join(dataDir, 'pglite');
  let db: Database | null = null;
  return {
    name: 'embedded PGlite (same DATA_DIR after the crash)',
    async prepare(setUp) {
      const setup = await openPglite(databaseDir);
      await migrate(setup);
      await seed(setup, { demo: false });
      await setUp(setup);
      await setup.close();
    },
    start: () => startServerProcess(env, { dataDir }),
    async open() {
      db = await openPglite(databaseDir);
      return db;
    },
    async cleanUp() {
      await db?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A schema of its own on the PostgreSQL server at `baseUrl`, shared by every process started on it. */
export function postgresCrashMode(env: Record<string, string>, baseUrl: string): CrashMode {
  let shared: SharedPostgres | null = null;
  const schema = async () => (shared ??= await createSharedPostgres(baseUrl));
  return {
    name: 'PostgreSQL',
    async prepare(setUp) {
      await setUp((await schema()).open());
    },
    start: async () => startServerProcess({ ...env, DATABASE_URL: (await schema()).url }),
    open: async () => (await schema()).open(),
    cleanUp: async () => shared?.drop(),
  };
}
