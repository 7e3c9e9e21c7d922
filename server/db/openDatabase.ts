import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './database';
import { lockDataDir } from './dataDirLock';
import path from 'node:path';

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR guarded by a single-process lock. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl });
  const release = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(path.join(config.dataDir, 'pglite'));
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
