import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Game } from '../../../common/contract/games';
import { LOCK_FILE_NAME } from '../../../server/db/dataDirLock';
import { openPostgres } from '../../../server/db/database';
import { describeWithServices } from '../../support/requiredServices';
import { serveArguments } from '../../../scripts/buildServer';

jest.setTimeout(120_000);

const STARTUP_LIMIT_MS = 60_000;

interface Started {
  child: ChildProcess;
  port: number;
  output: { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Started[] = [];
let workDir: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `npm run serve`'s command: the compiled server (built by the global setup) as plain JavaScript,
 * with no TypeScript loader. Run from an empty folder, so that no .env of the developer's is read
 * and nothing is found relative to the working directory, with only the settings the test means.
 */
/** On PostgreSQL the server needs a two-factor key given, the same for every process. */
const TWO_FACTOR_KEY = 'a-two-factor-key-for-every-process-0123456789';

async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, serveArguments(), {
    cwd: workDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, port, output, exited };
  started.push(server);
  return server;
}

const isRunning = (server: Started) => server.child.exitCode === null && server.child.signalCode === null;

async function waitUntilHealthy(server: Started): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline && isRunning(server)) {
    const status = await fetch(`http://127.0.0.1:${server.port}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server never became healthy:\n${server.output.stdout}\n${server.output.stderr}`);
}

async function gameIds(server: Started): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/games?limit=30`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Game[]).map((game) => game._id).sort();
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'versus-process-cwd-'));
  dataDir = path.join(workDir, 'data');
});
afterAll(async () => {
  for (const server of started) {
    if (isRunning(server)) server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(workDir, { recursive: true, force: true });
});

describe('the compiled server as a process on PGlite', () => {
  let firstIds: string[];

  test('starts from the empty database the build made, seeds, answers /health and serves the seeded games', async () => {
    const first = await startServer();
    await waitUntilHealthy(first);
    firstIds = await gameIds(first);
    expect(firstIds).toHaveLength(6);
    expect(first.output.stdout).toContain('from the empty one the build made');
    // The build's copy is migrated already: nothing is left to apply.
    expect(first.output.stdout).not.toContain('Applied migrations');
  });

  test('a second process on the same DATA_DIR exits non-zero, saying why, without a stack trace', async () => {
    const second = await startServer();
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output.stderr).toContain('already in use');
    expect(second.output.stderr).toContain(dataDir);
    expect(second.output.stderr).not.toMatch(/^\s+at /m);
    expect(isRunning(started[0]!)).toBe(true);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
  });

  test('SIGTERM: the first exits 0 and removes its lock', async () => {
    const first = started[0]!;
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  test('started again on the same DATA_DIR, it reuses the data and applies no migration again', async () => {
    const again = await startServer();
    await waitUntilHealthy(again);
    expect(await gameIds(again)).toEqual(firstIds);
    expect(again.output.stdout).not.toContain('Applied migrations');
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  });
});

describe('the compiled server with a bad setting', () => {
  test('prints only the ConfigError message and exits non-zero', async () => {
    const broken = await startServer({ TOURNAMENT_SOURCE: 'nope' });
    const { code } = await broken.exited;
    expect(code).toBe(1);
    expect(broken.output.stderr.trim()).toMatch(/^Invalid configuration: TOURNAMENT_SOURCE .*$/);
  });
});

describe('the compiled server on a port that is taken', () => {
  test('prints one line naming the port, exits non-zero and leaves no lock behind', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    const otherDataDir = path.join(workDir, 'port-taken');
    try {
      const blocked = await startServer({ PORT: String(port), DATA_DIR: otherDataDir });
      const { code } = await blocked.exited;
      expect(code).toBe(1);
      expect(blocked.output.stderr.trim()).toMatch(new RegExp(`^Cannot listen on port ${port} \\(EADDRINUSE\\).*$`));
      expect(existsSync(path.join(otherDataDir, LOCK_FILE_NAME))).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

describe('the compiled server with a DATABASE_URL that does not answer', () => {
  test('prints one line naming the server, never the password, and exits non-zero', async () => {
    const broken = await startServer({ DATABASE_URL: 'postgres://versus:secret-password@127.0.0.1:1/versus', TWO_FACTOR_KEY });
    const { code } = await broken.exited;
    expect(code).toBe(1);
    expect(broken.output.stderr.trim()).toMatch(/^Could not connect to the PostgreSQL server at 127\.0\.0\.1:1\/versus .*$/);
    expect(broken.output.stderr).not.toContain('secret-password');
  });
});

describeWithServices(['postgres'], 'the compiled server on PostgreSQL (TEST_DATABASE_URL)', ({ postgres }) => {
  const schema = `test_process_${randomBytes(4).toString('hex')}`;
  const admin = () => openPostgres({ connectionString: postgres, max: 1 });
  let databaseUrl: string;
  beforeAll(async () => {
    const db = admin();
    await db.query(`CREATE SCHEMA ${schema}`);
    await db.close();
    const url = new URL(postgres);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    const db = admin();
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  test('starts, migrates once, serves the six games and stops on SIGTERM', async () => {
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: 'a-shared-secret-for-every-process-0123456789', TWO_FACTOR_KEY };
    const first = await startServer(env);
    await waitUntilHealthy(first);
    const ids = await gameIds(first);
    expect(ids).toHaveLength(6);
    expect(first.output.stdout).toContain('Applied migrations');

    // PostgreSQL is shared: a second process may run beside the first.
    const second = await startServer(env);
    await waitUntilHealthy(second);
    expect(await gameIds(second)).toEqual(ids);
    expect(second.output.stdout).not.toContain('Applied migrations');

    for (const server of [first, second]) {
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
  });
});
