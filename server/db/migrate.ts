import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/projectRoot';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');
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
 * Applies every migration not yet recorded, in file-name order, each in its own transaction, and
 * returns the ids it applied. An advisory lock keeps processes starting together on one PostgreSQL
 * from racing: the second waits, then finds the work recorded.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
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

const DOLLAR_TAG = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;

/** Index just past a quoted literal that starts at `start`; `''` (or `""`) inside is an escaped quote. */
function skipQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let index = start + 1;
  while (index < sql.length) {
    const char = sql[index];
    if (backslashEscapes && char === '\\') index += 2;
    else if (char === quote && sql[index + 1] === quote) index += 2;
    else if (char === quote) return index + 1;
    else index++;
  }
  return index;
}

/** Index just past a block comment; PostgreSQL lets them nest. */
function skipBlockComment(sql: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < sql.length) {
    if (sql.startsWith('/*', index)) {
      depth++;
      index += 2;
    } else if (sql.startsWith('*/', index)) {
      depth--;
      index += 2;
      if (depth === 0) return index;
    } else {
      index++;
    }
  }
  return index;
}

/**
 * Splits a migration script into statements so each runs inside the transaction with `query`
 * (which takes one statement). A `;` ends a statement unless it is inside a string, a quoted
 * identifier, a comment or a dollar-quoted body ($$ … $$ or $tag$ … $tag$). Statements holding
 * only comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let hasCode = false;
  const finish = (end: number) => {
    if (hasCode) statements.push(sql.slice(start, end).trim());
    start = end + 1;
    hasCode = false;
  };
  let index = 0;
  while (index < sql.length) {
    const char = sql[index]!;
    const previous = index > 0 ? sql[index - 1]! : ' ';
    if (sql.startsWith('--', index)) {
      const lineEnd = sql.indexOf('\n', index);
      index = lineEnd === -1 ? sql.length : lineEnd + 1;
      continue;
    }
    if (sql.startsWith('/*', index)) {
      index = skipBlockComment(sql, index);
      continue;
    }
    if (char === ';') {
      finish(index);
      index++;
      continue;
    }
    if (!/\s/.test(char)) hasCode = true;
    if (char === "'") {
      const escapeString = /[eE]/.test(previous) && !IDENTIFIER_CHAR.test(index > 1 ? sql[index - 2]! : ' ');
      index = skipQuoted(sql, index, "'", escapeString);
      continue;
    }
    if (char === '"') {
      index = skipQuoted(sql, index, '"', false);
      continue;
    }
    if (char === '$' && !IDENTIFIER_CHAR.test(previous)) {
      DOLLAR_TAG.lastIndex = index;
      const tag = DOLLAR_TAG.exec(sql)?.[0];
      if (tag) {
        const close = sql.indexOf(tag, index + tag.length);
        index = close === -1 ? sql.length : close + tag.length;
        continue;
      }
    }
    index++;
  }
  finish(sql.length);
  return statements;
}
