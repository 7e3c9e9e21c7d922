import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Database, openPglite, openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { PGLITE_TEMPLATE_PATH } from './pgliteTemplate';

/**
 * A fresh, migrated and seeded database for one test file: a copy of the run's PGlite template,
 * or, when TEST_DATABASE_URL is set, a schema of its own on that PostgreSQL server.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = await readFile(PGLITE_TEMPLATE_PATH);
    return openPglite(undefined, new Blob([template]));
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
