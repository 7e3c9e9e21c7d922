import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_ID = 4_242_001;

export interface Migration {
  id: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (name) => ({ id: name.replace(/\.sql$/, ''), sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/**
 * Applies every migration not yet recorded, in file-name order, each in its own transaction.
 * An advisory lock keeps two processes starting together on one PostgreSQL from racing.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}

/**
 * Splits a migration file into statements so each runs inside the transaction with `query`
 * (which takes one statement). A statement ends with `;` at a line end; dollar-quoted bodies
 * ($$ … $$) are kept whole and whole-line `--` comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollarQuote = false;
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (!inDollarQuote && (trimmed === '' || trimmed.startsWith('--'))) continue;
    current += line + '\n';
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollarQuote = !inDollarQuote;
    if (!inDollarQuote && trimmed.endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
