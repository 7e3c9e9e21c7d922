import { build, type TestServer } from '../build';
import { errorWithCode, failingDatabase } from './failingDatabase';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

describe('GET /health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build();
  });
  afterAll(async () => {
    await server.close();
  });

  test('answers 200 { ok: true } once the database answers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('a database that does not answer', () => {
  const downErrors: Array<[string, () => Error]> = [
    ['connection refused', () => errorWithCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown (57P01)', () => errorWithCode('terminating connection due to administrator command', '57P01')],
    ['connection terminated', () => new Error('Connection terminated unexpectedly')],
    [
      'a refused dual-stack connection',
      () => Object.assign(new AggregateError([errorWithCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {}),
    ],
  ];

  test.each(downErrors)('%s: /health answers 503 { ok: false, msg }', async (_name, makeError) => {
    const server = await build({}, { db: failingDatabase(makeError) });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ ok: false, msg: expect.any(String) });
    } finally {
      await server.close();
    }
  });

  test.each(downErrors)('%s: an API route answers 503 { msg } without internals', async (_name, makeError) => {
    const server = await build({}, { db: failingDatabase(makeError) });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/games?limit=30' });
      expect(response.statusCode).toBe(503);
      expect(Object.keys(response.json())).toEqual(['msg']);
      expect(response.body).not.toMatch(/ECONNREFUSED|57P01|terminated|5432|at .*\.ts/);
    } finally {
      await server.close();
    }
  });
});

test('a signed-in request while the database is down answers 503, not 401 (the SPA must not log the user out)', async () => {
  const server = await build({}, { db: failingDatabase(() => errorWithCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')) });
  try {
    const token = await server.app.signToken({ id: 'a'.repeat(24), tokenVersion: 0, role: 'user', sessionId: 'b'.repeat(24) });
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(503);
  } finally {
    await server.close();
  }
});

describe('errors that are bugs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build({}, {
      extend(app) {
        app.get('/api/test/crash', { schema: { hide: true } }, async () => {
          throw new Error('secret internals: password=hunter2 at /srv/versus/server/x.ts:12');
        });
        app.get('/api/test/sql-value', { schema: { hide: true } }, async () => {
          await app.db.query("SELECT 'not a number'::int");
        });
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('answer a generic 500 { msg } without the message or a stack trace', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Internal server error' });
    expect(response.body).not.toMatch(/hunter2|stack|\.ts/);
  });

  test('a value PostgreSQL refuses that a schema should have caught is a 400, not a 500', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/sql-value' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });
});
