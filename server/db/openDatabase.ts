import path from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './database';
import { lockDataDir } from './dataDirLock';
import { copyEmptyDatabase } from './emptyDatabase';

export class DatabaseUnavailableError extends Error {
  constructor(where: string, cause: unknown) {
    const { code, message } = cause as NodeJS.ErrnoException;
    const reason = [code, message].filter(Boolean).join(': ') || String(cause);
    super(`Could not connect to the PostgreSQL server at ${where} (${reason}). Check DATABASE_URL and that the server is running.`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** host:port/database of a connection string, never its user or password. */
function describeServer(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR guarded by a single-process lock;
 * an empty DATA_DIR starts from the build's empty database.
 */
export async function openDatabase(config: Config, note: (message: string) => void = () => undefined): Promise<Database> {
  if (config.databaseUrl) return openPostgresChecked(config.databaseUrl);
  const release = lockDataDir(config.dataDir);
  try {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (copyEmptyDatabase(pgliteDir)) note(`Created the embedded database in ${pgliteDir} from the empty one the build made`);
    const db = await openPglite(pgliteDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Fails at start with a readable reason rather than at the first request. */
async function openPostgresChecked(connectionString: string): Promise<Database> {
  const db = openPostgres({ connectionString });
  try {
    await db.query('SELECT 1');
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new DatabaseUnavailableError(describeServer(connectionString), error);
  }
}
