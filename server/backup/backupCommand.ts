import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { openPglite } from '../db/database';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock';
import { createFilesOwnerOnly } from '../lib/ownerOnlyFiles';
import { BACKUP_REQUEST_PATH, backupSocketPath } from './backupSocket';
import { commandSettings, fail, timestamp } from './commandSettings';

/**
 * `npm run backup [FILE]`: a consistent copy of the embedded database, a gzip'd tar of PGlite's
 * data directory, written to FILE (default backups/versus-<time>.tar.gz). A running server is
 * asked for it over its backup socket; a stopped one's directory is opened here. With
 * DATABASE_URL it prints the pg_dump command instead.
 */

function postgresRecipe(): string {
  const file = `versus-${timestamp()}.dump`;
  return [
    'DATABASE_URL is set: the data lives on that PostgreSQL server. Back it up with pg_dump,',
    'as consistent as a snapshot while the servers run (a PostgreSQL client of the same major version or newer):',
    '',
    `  pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`,
    '',
    `and bring it back with: npm run restore ${file} (it prints the pg_restore command).`,
  ].join('\n');
}

/** The running server's copy, or null when no server listens on the socket (it is stopped). */
function askRunningServer(socketPath: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const ask = request({ socketPath, path: BACKUP_REQUEST_PATH, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`The server refused the backup (${response.statusCode}): ${body.toString('utf8')}`));
      });
      response.on('error', reject);
    });
    ask.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    ask.end();
  });
}

/** No server runs: the directory is locked for the time of the copy, so none can start meanwhile. */
async function copyStoppedDataDir(dataDir: string): Promise<Buffer> {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    fail(`There is no embedded database in ${dataDir} (DATA_DIR) and no server answers on ${backupSocketPath(dataDir)}: nothing to back up.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(`A server (process ${error.pid}) holds ${dataDir} but does not answer on its backup socket ${backupSocketPath(dataDir)}. Try again once it has started, or stop it and run the backup again.`);
    }
    throw error;
  }
  try {
    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      return Buffer.from(await db.dumpDataDir!());
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

async function main(): Promise<void> {
  // The backup, its folder and the data directory's lock are for the operator's account alone.
  createFilesOwnerOnly();
  const { dataDir, databaseUrl } = commandSettings();
  if (databaseUrl) {
    console.log(postgresRecipe());
    return;
  }
  const target = path.resolve(process.argv[2] ?? path.join('backups', `versus-${timestamp()}.tar.gz`));
  const fromServer = await askRunningServer(backupSocketPath(dataDir));
  const tarball = fromServer ?? (await copyStoppedDataDir(dataDir));
  mkdirSync(path.dirname(target), { recursive: true });
  // Written beside the target and renamed, so a backup file is never half written.
  const partial = `${target}.part`;
  writeFileSync(partial, tarball, { mode: 0o600 });
  renameSync(partial, target);
  const source = fromServer ? 'from the running server' : `from the stopped data directory ${dataDir}`;
  console.log(`Backup written to ${target} (${(tarball.byteLength / 1e6).toFixed(1)} MB), taken ${source}.`);
  console.log(`Restore it with the server stopped: npm run restore ${path.relative(process.cwd(), target) || target}`);
}

main().catch((error: unknown) => fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`));
