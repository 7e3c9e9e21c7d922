import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../../server/db/database';
import { copyEmptyDatabase, EMPTY_DATABASE_DIR } from '../../../server/db/emptyDatabase';
import { loadMigrations } from '../../../server/db/migrate';

// The global setup has made the build's empty database (scripts/buildServer.ts).
let workDir: string;
beforeEach(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'versus-empty-db-'));
});
afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

async function recordedMigrations(pgliteDir: string): Promise<string[]> {
  const db = await openPglite(pgliteDir);
  try {
    return (await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).map(({ id }) => id);
  } finally {
    await db.close();
  }
}

test('a data directory without a database gets the build’s copy, migrated and without rows', async () => {
  const pgliteDir = path.join(workDir, 'pglite');
  expect(copyEmptyDatabase(pgliteDir)).toBe(true);
  expect(await recordedMigrations(pgliteDir)).toEqual((await loadMigrations()).map(({ id }) => id));
  const db = await openPglite(pgliteDir);
  try {
    expect(await db.query('SELECT id FROM games')).toEqual([]);
  } finally {
    await db.close();
  }
  // Nothing of the copy is left beside it.
  expect(readdirSync(workDir)).toEqual(['pglite']);
});

test('an empty folder is filled too, and a copy cut short by a crash is made again', async () => {
  const pgliteDir = path.join(workDir, 'pglite');
  mkdirSync(pgliteDir);
  mkdirSync(`${pgliteDir}.creating`);
  writeFileSync(path.join(`${pgliteDir}.creating`, 'PG_VERSION'), 'half a copy');
  expect(copyEmptyDatabase(pgliteDir)).toBe(true);
  expect(existsSync(`${pgliteDir}.creating`)).toBe(false);
  expect((await recordedMigrations(pgliteDir)).length).toBeGreaterThan(0);
});

test('a database that exists, or a folder holding anything, is never replaced', async () => {
  const pgliteDir = path.join(workDir, 'pglite');
  expect(copyEmptyDatabase(pgliteDir)).toBe(true);
  const db = await openPglite(pgliteDir);
  await db.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('mine')");
  await db.close();
  expect(copyEmptyDatabase(pgliteDir)).toBe(false);
  const reopened = await openPglite(pgliteDir);
  try {
    expect(await reopened.query('SELECT note FROM kept')).toEqual([{ note: 'mine' }]);
  } finally {
    await reopened.close();
  }

  const somethingElse = path.join(workDir, 'other');
  mkdirSync(somethingElse);
  writeFileSync(path.join(somethingElse, 'notes.txt'), 'mine');
  expect(copyEmptyDatabase(somethingElse)).toBe(false);
  expect(readdirSync(somethingElse)).toEqual(['notes.txt']);
});

test('the embedded database runs with a 16 MB buffer cache, not PostgreSQL’s 128 MB', async () => {
  const pgliteDir = path.join(workDir, 'pglite');
  copyEmptyDatabase(pgliteDir);
  const db = await openPglite(pgliteDir);
  try {
    expect(await db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
  } finally {
    await db.close();
  }
});

test('without the build’s copy nothing is done: PGlite creates the database itself', () => {
  const pgliteDir = path.join(workDir, 'pglite');
  expect(copyEmptyDatabase(pgliteDir, path.join(workDir, 'no-build'))).toBe(false);
  expect(existsSync(pgliteDir)).toBe(false);
  expect(existsSync(path.join(EMPTY_DATABASE_DIR, 'PG_VERSION'))).toBe(true);
});
