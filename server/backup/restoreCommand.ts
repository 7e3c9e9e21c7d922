import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock';
import { openPglite } from '../db/database';
import { createFilesOwnerOnly, makeOwnerOnly } from '../lib/ownerOnlyFiles';
import { commandSettings, fail, timestamp } from './commandSettings';

/**
 * `npm run restore FILE`: puts a backup made by `npm run backup` back as the embedded database.
 * The server must be stopped (the data directory's lock says whether it is). The backup is
 * unpacked and opened beside the current database first; only once it opens does it take the
 * current one's place, which is kept as pglite.before-restore-<time>.
 */

function postgresRecipe(file: string): string {
  return [
    'DATABASE_URL is set: restore into that PostgreSQL server with pg_restore, with every VERSUS server stopped.',
    'It replaces the tables the backup holds (--clean) and keeps the rest:',
    '',
    `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${file}`,
  ].join('\n');
}

/** A backup is a tar (ustar) or a gzip'd one: anything else was never made by npm run backup. */
function looksLikeBackup(bytes: Buffer): boolean {
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const tar = bytes.subarray(257, 262).toString('latin1') === 'ustar';
  return gzip || tar;
}

/** Unpacks the backup into its own directory and checks that it opens as a VERSUS database. */
async function unpack(backup: Buffer, directory: string): Promise<number> {
  rmSync(directory, { recursive: true, force: true });
  const db = await openPglite(directory, new Blob([new Uint8Array(backup)]));
  try {
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
    return row?.count ?? 0;
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  // The restored database and the data directory's lock are for the operator's account alone.
  createFilesOwnerOnly();
  const file = process.argv[2];
  if (!file) fail('Name the backup to restore: npm run restore FILE');
  const { dataDir, databaseUrl } = commandSettings();
  if (databaseUrl) {
    console.log(postgresRecipe(file));
    return;
  }
  if (!existsSync(file)) fail(`There is no file ${path.resolve(file)} to restore.`);
  const backup = readFileSync(file);
  if (!looksLikeBackup(backup)) fail(`${file} is not a backup made by npm run backup (a .tar.gz of the embedded database).`);

  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`A server (process ${error.pid}) is running on ${dataDir}: stop it, then restore.`);
    throw error;
  }
  try {
    const live = path.join(dataDir, 'pglite');
    const incoming = path.join(dataDir, 'pglite.restoring');
    let migrations: number;
    try {
      migrations = await unpack(backup, incoming);
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      fail(`${file} could not be opened as the embedded database (${(error as Error).message}); nothing was changed.`);
    }
    // Whatever permissions the backup's files had, the restored ones are the owner's alone.
    makeOwnerOnly(incoming);
    const previous = `${live}.before-restore-${timestamp()}`;
    const hadDatabase = existsSync(live);
    if (hadDatabase) renameSync(live, previous);
    renameSync(incoming, live);
    console.log(`Restored ${file} into ${live} (${migrations} migrations recorded; newer ones apply at the next start).`);
    if (hadDatabase) console.log(`The database it replaced is kept in ${previous}: delete it once the restored data is checked.`);
  } finally {
    release();
  }
}

main().catch((error: unknown) => fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`));
