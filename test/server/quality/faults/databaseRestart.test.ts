/**
 * Faults: PostgreSQL goes away under a running server and comes back. While it is down,
 * requests that need it answer 503 with a message (they do not hang, crash the process, or log a
 * signed-in user out with a 401); once it is back the same requests succeed, without restarting
 * the server. The outage is played by a TCP proxy between the app and PostgreSQL that drops every
 * connection and refuses new ones; the restart itself by PostgreSQL ending every connection of the
 * server with the message a shutdown sends (57P01, pg_terminate_backend). Needs TEST_DATABASE_URL
 * (skipped without it, failing instead where PostgreSQL is required: test/support/requiredServices.ts).
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { openPostgres } from '../../../../server/db/database';
import { build, type TestServer } from '../../build';
import { bearer, createUser, type TestUser } from '../../chat/factories';
import { createSharedPostgres, type SharedPostgres } from '../../chat/sharedPostgres';
import { describeWithServices } from '../../../support/requiredServices';
import { startTcpProxy, type TcpProxy } from '../../../support/tcpProxy';

/** Names the server's connections, so the test ends those and no other test file's. */
const APPLICATION_NAME = `versus-restart-${randomUUID().slice(0, 8)}`;

jest.setTimeout(2 * 60_000);

describeWithServices(['postgres'], 'PostgreSQL restarts under a running server', ({ postgres }) => {
  let database: SharedPostgres;
  let proxy: TcpProxy;
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    database = await createSharedPostgres(postgres);
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    throughProxy.searchParams.set('application_name', APPLICATION_NAME);
    server = await build({}, { db: openPostgres({ connectionString: throughProxy.toString(), max: 4 }) });
    user = await createUser(server.app, server.db);
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** Requests that each need the database: a health check, a signed-in read, a visitor's write, a user's list. */
  const requests = (): Array<[string, InjectOptions]> => [
    ['GET /health', { method: 'GET', url: '/health' }],
    ['GET /api/auth/me', { method: 'GET', url: '/api/auth/me', headers: bearer(user) }],
    ['PUT /api/game-ratings/valorant', { method: 'PUT', url: '/api/game-ratings/valorant', headers: { 'x-client-id': randomUUID() }, payload: { rating: 4 } }],
    ['GET /api/chat/list', { method: 'GET', url: '/api/chat/list', headers: bearer(user) }],
  ];

  const ALL_OK = { 'GET /health': 200, 'GET /api/auth/me': 200, 'PUT /api/game-ratings/valorant': 200, 'GET /api/chat/list': 200 };

  async function statuses(): Promise<Record<string, number>> {
    const answers: Record<string, number> = {};
    for (const [name, request] of requests()) answers[name] = (await server.app.inject(request)).statusCode;
    return answers;
  }

  /**
   * The statuses once every request succeeds, or after 20 tries. New connections are made on
   * demand: the first requests after the database is back may still meet a dropped one (a 503).
   */
  async function statusesOnceBack(): Promise<Record<string, number>> {
    let answers = await statuses();
    for (let attempt = 0; attempt < 20 && Object.values(answers).some((status) => status !== 200); attempt++) {
      expect(Object.values(answers).every((status) => status === 200 || status === 503)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 250));
      answers = await statuses();
    }
    return answers;
  }

  test('503 with a message while it is down, and the same requests work again once it is back', async () => {
    expect(await statuses()).toEqual(ALL_OK);

    await proxy.cut();
    for (const [name, request] of requests()) {
      const response = await server.app.inject(request);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 503 });
      expect(typeof response.json().msg).toBe('string');
    }

    await proxy.restore();
    expect(await statusesOnceBack()).toEqual(ALL_OK);
  });

  test('connections PostgreSQL ends as it shuts down (57P01) are replaced: the same requests work again', async () => {
    expect(await statuses()).toEqual(ALL_OK);
    const outside = openPostgres({ connectionString: postgres, max: 1 });
    try {
      const [ended] = await outside.query<{ count: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity WHERE application_name = $1',
        [APPLICATION_NAME],
      );
      expect(ended!.count).toBeGreaterThan(0);
    } finally {
      await outside.close();
    }
    expect(await statusesOnceBack()).toEqual(ALL_OK);
  });
});
