import { randomBytes } from 'node:crypto';
import { type Database, openPostgres } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/seed';

export interface SharedPostgres {
  /** A connection string that lands in the schema, for a server process started apart. */
  url: string;
  /** A pool of its own on the schema, as each server process has. */
  open(): Database;
  drop(): Promise<void>;
}

/** One migrated schema on TEST_DATABASE_URL that several app instances (or processes) share. */
export async function createSharedPostgres(baseUrl: string): Promise<SharedPostgres> {
  const schema = `test_chat_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres({ connectionString: baseUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pools: Database[] = [];
  const open = () => {
    const pool = openPostgres({ connectionString: baseUrl, searchPath: schema, max: 4 });
    pools.push(pool);
    return pool;
  };
  const setup = open();
  await migrate(setup);
  await seed(setup, { demo: false });
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    open,
    async drop() {
      await Promise.allSettled(pools.map((pool) => pool.close()));
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
