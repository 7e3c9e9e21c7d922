import type { Database } from '../../../server/db/database';

/**
 * Tables a refused request may still write: the rate limits count every request on their route
 * before the route's own rule refuses it. Everything else (accounts, content, the audit log, the
 * login throttle, mail tokens, the migrations record) must stay as it was.
 */
const COUNTED_FOR_EVERY_REQUEST = new Set(['rate_limit_hits']);

/**
 * Columns that move whatever request is made, refused or not: a session's "last seen" moves at
 * most once a minute with whatever request its token makes, so a slow run would see it move; and
 * the mail sender delivers queued mails in the background (every few seconds), so a mail queued by
 * an earlier, allowed request may be marked sent during a later one.
 */
const TOUCHED_BY_EVERY_REQUEST: Readonly<Record<string, readonly string[]>> = {
  user_sessions: ['last_seen_at'],
  notification_outbox: ['attempts', 'next_attempt_at', 'claimed_by', 'claimed_until', 'sent_at', 'last_error'],
};

/** Per table, an md5 of all its rows as text, sorted: equal digests mean equal contents. */
export type TableDigests = ReadonlyMap<string, string>;

function quotedName(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

function quotedText(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Watches every table of the database's schema (so a table added by a new migration is watched
 * without a change here) and digests them all in one statement, cheap enough to run around each
 * refused request.
 */
export class TableWatcher {
  private constructor(
    private readonly db: Database,
    private readonly statement: string,
  ) {}

  static async of(db: Database): Promise<TableWatcher> {
    const rows = await db.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    );
    const tables = rows.map((row) => row.name).filter((name) => !COUNTED_FOR_EVERY_REQUEST.has(name));
    if (tables.length === 0) throw new Error('no table to watch in the current schema');
    const statement = tables
      .map((table) => {
        const row = (TOUCHED_BY_EVERY_REQUEST[table] ?? []).reduce((text, column) => `${text} - ${quotedText(column)}`, 'to_jsonb(r)');
        return `SELECT ${quotedText(table)} AS name, (SELECT md5(coalesce(string_agg((${row})::text, E'\\n' ORDER BY (${row})::text), '')) FROM ${quotedName(table)} r) AS digest`;
      })
      .join('\nUNION ALL\n');
    return new TableWatcher(db, statement);
  }

  async digests(): Promise<TableDigests> {
    const rows = await this.db.query<{ name: string; digest: string }>(this.statement);
    return new Map(rows.map((row) => [row.name, row.digest]));
  }
}

/** The tables whose contents differ between two digests of the same watcher. */
export function changedTables(before: TableDigests, after: TableDigests): string[] {
  return [...before.keys()].filter((table) => before.get(table) !== after.get(table));
}
