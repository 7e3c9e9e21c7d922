import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openPostgres, PGLITE_START_PARAMS, wrapPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { PGLITE_TEMPLATE_PATH } from './pgliteTemplate';

/**
 * A fresh, migrated and seeded database for one test file: a copy of the run's PGlite template,
 * or, when TEST_DATABASE_URL is set, a schema of its own on that PostgreSQL server.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const [template, engine] = await Promise.all([readFile(PGLITE_TEMPLATE_PATH), pgliteEngine()]);
    const loadDataDir = new Blob([template], { type: 'application/x-gzip' });
    // Production's start parameters: its smaller buffer cache also spares each copy a second of zeroing 128 MB.
    return wrapPglite(await PGlite.create(undefined, { loadDataDir, startParams: PGLITE_START_PARAMS, ...engine }));
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, searchPath: schema, max: 4 });
  try {
    await migrate(db);
    await seed(db, { demo: true });
  } catch (error) {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...db,
    close() {
      closing ??= (async () => {
        await db.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      })();
      return closing;
    },
  };
}

let engine: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

/** PGlite's compiled WebAssembly and file bundle, made once per test file instead of per database. */
function pgliteEngine() {
  engine ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return engine;
}
