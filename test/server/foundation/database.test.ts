import { loadMigrations, migrate, splitStatements } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/database';
import { createTestDatabase } from '../testDatabase';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the database layer on ${engine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  test('every migration was applied at start and recorded', async () => {
    const recorded = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    const files = (await loadMigrations()).map((migration) => migration.id);
    expect(files.length).toBeGreaterThan(0);
    expect(recorded.map((row) => row.id)).toEqual(files);
  });

  test('running migrate again applies nothing', async () => {
    const before = await db.query('SELECT id, applied_at FROM schema_migrations ORDER BY id');
    expect(await migrate(db)).toEqual([]);
    expect(await db.query('SELECT id, applied_at FROM schema_migrations ORDER BY id')).toEqual(before);
  });

  test('a new migration with a $$ function body is applied once, whole', async () => {
    const migration = {
      id: '9999_test_function',
      sql: `-- A function whose body holds semicolons.
CREATE TABLE test_scores (id int PRIMARY KEY, score int NOT NULL);
CREATE FUNCTION test_double(value int) RETURNS int AS $$
BEGIN
  RETURN value * 2; -- not the end of the statement;
END;
$$ LANGUAGE plpgsql;
INSERT INTO test_scores VALUES (1, test_double(21));`,
    };
    expect(await migrate(db, [migration])).toEqual(['9999_test_function']);
    expect(await migrate(db, [migration])).toEqual([]);
    expect(await db.query('SELECT score FROM test_scores')).toEqual([{ score: 42 }]);
  });

  test('a failing migration leaves nothing behind and is not recorded', async () => {
    const migration = { id: '9999_test_broken', sql: 'CREATE TABLE test_half (id int);\nSELECT no_such_function();' };
    await expect(migrate(db, [migration])).rejects.toThrow();
    expect(await db.query("SELECT 1 FROM schema_migrations WHERE id = '9999_test_broken'")).toEqual([]);
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'test_half'")).toEqual([]);
  });

  test('rows look the same on PGlite and PostgreSQL', async () => {
    const [row] = await db.query(
      `SELECT 7::int8 AS big, (SELECT count(*) FROM games) AS games, 3::int4 AS small, 1.5::numeric AS exact,
              '2024-05-01'::date AS day, '2024-05-01T10:00:00Z'::timestamptz AS moment,
              '{"a":1}'::jsonb AS doc, ARRAY['x','y'] AS list, true AS flag`,
    );
    expect(row).toEqual({
      big: 7,
      games: 6,
      small: 3,
      exact: '1.5',
      day: new Date(Date.UTC(2024, 4, 1)),
      moment: new Date('2024-05-01T10:00:00Z'),
      doc: { a: 1 },
      list: ['x', 'y'],
      flag: true,
    });
  });

  test('a transaction that throws is rolled back', async () => {
    await db.query('CREATE TABLE IF NOT EXISTS test_ledger (id int PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO test_ledger VALUES (1)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT * FROM test_ledger')).toEqual([]);
  });

  test('closing twice is harmless', async () => {
    const other = await createTestDatabase();
    await other.close();
    await expect(other.close()).resolves.toBeUndefined();
  });

  test('closing lets running work finish, the statement that work runs next included', async () => {
    // A request whose client went away while the server stops: its handler reads, then writes.
    const other = await createTestDatabase();
    const handler = other.query('SELECT pg_sleep(0.2)').then(() => other.query<{ answer: number }>('SELECT 42 AS answer'));
    const closed = other.close();
    await expect(handler).resolves.toEqual([{ answer: 42 }]);
    await closed;
    await expect(other.query('SELECT 1')).rejects.toThrow();
  });
});

describe('splitStatements', () => {
  test('splits at semicolons and drops comment-only parts', () => {
    expect(splitStatements('CREATE TABLE a (id int);\n-- a comment;\nCREATE TABLE b (id int); -- trailing\n')).toEqual([
      'CREATE TABLE a (id int)',
      '-- a comment;\nCREATE TABLE b (id int)',
    ]);
  });

  test('keeps $$ and $tag$ bodies whole', () => {
    const fn = 'CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql';
    const tagged = 'DO $body$ BEGIN PERFORM 1; PERFORM $$;$$; END $body$';
    expect(splitStatements(`${fn};\n${tagged};`)).toEqual([fn, tagged]);
  });

  test('keeps semicolons inside strings, quoted identifiers and block comments', () => {
    const sql = `INSERT INTO t VALUES ('a;b', 'it''s;', E'x\\';y');\nCREATE TABLE "odd;name" (id int /* ; */);`;
    expect(splitStatements(sql)).toEqual([
      `INSERT INTO t VALUES ('a;b', 'it''s;', E'x\\';y')`,
      'CREATE TABLE "odd;name" (id int /* ; */)',
    ]);
  });

  test('two statements on one line are two statements; parameters like $1 are not quotes', () => {
    expect(splitStatements('SELECT $1::int; SELECT 2;')).toEqual(['SELECT $1::int', 'SELECT 2']);
  });

  test('the real migrations split into statements that each end before a semicolon', async () => {
    for (const migration of await loadMigrations()) {
      const statements = splitStatements(migration.sql);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) expect(statement.trim()).not.toBe('');
    }
  });
});
