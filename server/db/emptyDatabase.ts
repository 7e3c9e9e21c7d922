import { cpSync, existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeOwnerOnly } from '../lib/ownerOnlyFiles';
import { PROJECT_ROOT } from '../lib/projectRoot';

/**
 * Where `npm run build` leaves an empty embedded database, initialised and migrated
 * (scripts/buildServer.ts makes it). Creating one at first start instead costs seconds and, while
 * PostgreSQL's initdb runs, close to a gigabyte of memory that the process then keeps.
 */
export const EMPTY_DATABASE_DIR = path.join(PROJECT_ROOT, 'build', 'empty-database');

function hasDatabase(directory: string): boolean {
  return existsSync(path.join(directory, 'PG_VERSION'));
}

/**
 * Gives `pgliteDir` a copy of the build's empty database when it has no database yet, and says
 * whether it did. A directory holding anything (a database or other files) is left as it is; without
 * the build's copy (a server run from its sources before any build) PGlite creates the database
 * itself. The copy is made beside the directory and renamed into place, so a crash during it
 * leaves either no database (the next start copies again) or a whole one.
 */
export function copyEmptyDatabase(pgliteDir: string, emptyDatabase = EMPTY_DATABASE_DIR): boolean {
  if (!hasDatabase(emptyDatabase)) return false;
  const exists = existsSync(pgliteDir);
  if (exists && readdirSync(pgliteDir).length > 0) return false;
  const copying = `${pgliteDir}.creating`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(emptyDatabase, copying, { recursive: true });
  // A copy keeps the build's permissions, which other accounts may read: the data is the owner's alone.
  makeOwnerOnly(copying);
  if (exists) rmdirSync(pgliteDir);
  renameSync(copying, pgliteDir);
  return true;
}
