import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { LOCK_FILE_NAME } from '../../../server/db/dataDirLock';
import type { Database } from '../../../server/db/database';
import { openDatabase } from '../../../server/db/openDatabase';
import { build, testConfig } from '../build';

jest.setTimeout(60_000);

function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition never became true');
}

/** One raw HTTP/1.1 connection: what it sends, and everything the server answers until it hangs up. */
async function rawConnection(port: number): Promise<{ send(request: string): void; hangUp(): void; answered: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk));
  const answered = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { send: (request) => socket.write(request), hangUp: () => socket.destroy(), answered };
}

describe('graceful shutdown', () => {
  let dataDir: string;
  let db: Database;
  let app: FastifyInstance;
  let port: number;
  let startSlow: () => void;
  const slowStarted = new Promise<void>((resolve) => (startSlow = resolve));
  let finishSlow: () => void = () => undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-shutdown-'));
    const config = testConfig({ DATA_DIR: dataDir });
    db = await openDatabase(config);
    app = await buildApp({ config, db, ownsDatabase: true, distDir: path.join(dataDir, 'no-build') });
    app.get('/api/test/slow', { schema: { hide: true } }, async () => {
      startSlow();
      await new Promise<void>((resolve) => (finishSlow = resolve));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    finishSlow();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an in-flight request finishes, new connections are refused, then the database closes and the lock is released', async () => {
    expect((await get(port, '/health')).status).toBe(200);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const inFlight = get(port, '/api/test/slow');
    await slowStarted;
    const closed = app.close();

    await until(() => !app.server.listening);
    await expect(get(port, '/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    finishSlow();
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });

    await closed;
    await expect(db.query('SELECT 1')).rejects.toThrow();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});

describe('a request that arrives on an open connection while the app drains', () => {
  test('is answered 503 { msg } with Connection: close', async () => {
    let started: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    let finish: () => void = () => undefined;
    const server = await build({}, {
      extend(app) {
        app.get('/api/test/slow', { schema: { hide: true } }, async () => {
          started();
          await new Promise<void>((resolve) => (finish = resolve));
          return { done: true };
        });
      },
    });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (server.app.server.address() as AddressInfo).port;
      const connection = await rawConnection(port);
      connection.send('GET /api/test/slow HTTP/1.1\r\nHost: a\r\n\r\n');
      await slowStarted;
      const closed = server.app.close();
      await until(() => !server.app.server.listening);
      // The connection stays open while its first request runs; a second one arrives on it now.
      connection.send('GET /health HTTP/1.1\r\nHost: a\r\n\r\n');
      finish();
      const answer = await connection.answered;
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"done":true\}/);
      expect(answer).toMatch(/HTTP\/1\.1 503 [\s\S]*connection: close[\s\S]*\{"msg":"[^"]+"\}$/i);
    } finally {
      finish();
      await server.close();
    }
  });
});

describe('a request whose client went away while the server stops', () => {
  test('still runs to its end: the database closes only after its last statement', async () => {
    let started: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    let handlerEnded: (outcome: string) => void = () => undefined;
    const outcome = new Promise<string>((resolve) => (handlerEnded = resolve));
    const server = await build({}, {
      extend(app) {
        // Two statements one after the other, as a handler behind the sign-in check runs them.
        app.get('/api/test/two-statements', { schema: { hide: true } }, async () => {
          started();
          try {
            await app.db.query('SELECT pg_sleep(0.2)');
            const [row] = await app.db.query<{ answer: number }>('SELECT 42 AS answer');
            handlerEnded(`answered ${row!.answer}`);
          } catch (error) {
            handlerEnded(`failed: ${(error as Error).message}`);
          }
          return { done: true };
        });
      },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as AddressInfo).port;
    const connection = await rawConnection(port);
    connection.send('GET /api/test/two-statements HTTP/1.1\r\nHost: a\r\n\r\n');
    await slowStarted;
    // The client hangs up: the HTTP server has no connection left to wait for and closes at once.
    connection.hangUp();
    await connection.answered;
    await server.close();
    expect(await outcome).toBe('answered 42');
  });
});
