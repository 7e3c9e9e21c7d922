/**
 * What the e2e runner, the benchmarks and the bundle budget check share: building the SPA when
 * its sources changed and compiling the server, and running the compiled server as a child process
 * on a free port with a temporary data directory, as `npm run serve` does.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { buildEmptyDatabase, buildServer, SERVER_BUNDLE, serveArguments } from '../../../scripts/buildServer';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const HEALTH_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 50;
const STOP_GRACE_MS = 10_000;

/** Everything the production build is made from; a newer file than dist/index.html means a rebuild. */
const BUILD_INPUTS = ['src', 'public', 'common', 'webpack.config.ts', 'tsconfig.json'];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

/** Why the SPA must be (re)built, or null when dist/ is up to date. */
export function buildStaleReason(): string | null {
  const index = path.join(DIST_DIR, 'index.html');
  if (!existsSync(index)) return 'dist/index.html is missing';
  const builtAt = statSync(index).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestModification(path.join(REPO_ROOT, input)) > builtAt) return `${input} changed since the last build`;
  }
  return null;
}

/**
 * Runs the SPA's production build when dist/ is missing or older than its sources, compiles the
 * server every time (under a second, and never stale) and makes the empty database a first start
 * copies when the migrations changed; throws if any fails.
 */
export async function ensureBuild(log: (line: string) => void = console.log): Promise<void> {
  const reason = buildStaleReason();
  if (reason === null) {
    log('dist/ is up to date: not rebuilding.');
  } else {
    log(`Building the SPA (${reason}): npx webpack --mode production`);
    const result = spawnSync('npx', ['webpack', '--mode', 'production', '--stats=errors-warnings'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The production build failed (exit code ${result.status ?? result.signal}).`);
  }
  log(`Compiling the server to ${path.relative(REPO_ROOT, SERVER_BUNDLE)}`);
  buildServer();
  if (await buildEmptyDatabase()) log('Made the empty database in build/empty-database');
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Debian Chromium as these machines run it (as root it needs --no-sandbox). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Exits with a hint when the browser the tests drive is not installed. */
export function requireChromium(): string {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    console.error(
      `Chromium was not found at ${executable}.\n` +
        'Install Debian\'s package:  apt-get update && apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at another Chromium binary.',
    );
    process.exit(1);
  }
  return executable;
}

/** A port nobody listens on right now (the OS picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM, SIGKILL after 10 s, then the temporary data directory is removed. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for the server (e.g. DATABASE_URL for PostgreSQL). */
  env?: Record<string, string>;
  /** Where the server's output goes; defaults to this process's stdout and stderr. */
  stdio?: 'inherit' | 'ignore';
  label?: string;
  /** A data directory to use and keep (a restart on the same data); by default a fresh one, removed on stop. */
  dataDir?: string;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`The server exited (code ${child.exitCode ?? child.signalCode}) before /health answered.`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`GET /health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}).`);
}

/**
 * Starts the compiled server (`npm run serve`'s command; ensureBuild compiles it) in production mode
 * on a free port with a fresh temporary DATA_DIR (so PGlite starts empty) and resolves once
 * GET /health answers 200.
 */
export async function startServer({ env = {}, stdio = 'inherit', label = 'server', dataDir: keptDataDir }: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${path.relative(REPO_ROOT, SERVER_BUNDLE)} is missing: run npm run build:server.`);
  const port = await findFreePort();
  const dataDir = keptDataDir ?? mkdtempSync(path.join(os.tmpdir(), `versus-${label}-`));
  const child = spawn(process.execPath, serveArguments(), {
    cwd: REPO_ROOT,
    stdio: ['ignore', stdio, stdio],
    env: {
      ...process.env,
      // Empty values win over a developer's .env: the run is isolated unless env says otherwise.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      // One key for every server started here, as a server on PostgreSQL requires.
      TWO_FACTOR_KEY: 'a-two-factor-key-for-every-test-server-0123',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (!exited(child)) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, STOP_GRACE_MS))) {
          child.kill('SIGKILL');
          await waitForExit(child, STOP_GRACE_MS);
        }
      }
      if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, pid: child.pid!, dataDir, child, stop };
}

/** Stops the server when this process is interrupted, then exits with the conventional code. */
export function stopOnSignals(server: RunningServer, extra: () => void = () => undefined): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      extra();
      void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}
