import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchSchema {
  /** The server's connection string, landing in the schema. */
  databaseUrl: string;
  drop(): Promise<void>;
}

/** A fresh schema on the PostgreSQL server at `url`, so a run neither sees nor leaves other data. */
export async function postgresSchema(url: string, prefix: string): Promise<BenchSchema> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  const databaseUrl = new URL(url);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: databaseUrl.toString(),
    async drop() {
      await client.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await client.end();
    },
  };
}
