/**
 * `npm run dev`: the API server in watch mode (restarts when a server file changes) and the
 * webpack dev server with hot reload, which proxies /api, /auth, /socket.io and /health to the API
 * (see webpack.config.ts). Open http://localhost:3000. Ctrl-C stops both; if either exits, the
 * other is stopped and this command exits with its code.
 *
 *   API_PORT (default 8080)  where the API server listens
 *   DEV_PORT (default 3000)  where the dev server listens
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const API_PORT = process.env.API_PORT || '8080';
const DEV_PORT = process.env.DEV_PORT || '3000';
const STOP_GRACE_MS = 10_000;

const env = { ...process.env, API_PORT, DEV_PORT };
const children: Array<{ name: string; process: ChildProcess }> = [];

function start(name: string, command: string, args: string[], extraEnv: Record<string, string>): void {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push({ name, process: child });
  child.on('exit', (code, signal) => finish(name, code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    finish(name, 1);
  });
}

let finishing = false;

/** Stops every child still running (SIGTERM, SIGKILL after 10 s), then exits with `code`. */
function finish(reason: string, code: number): void {
  if (finishing) return;
  finishing = true;
  console.log(`[dev] ${reason} stopped: stopping the rest.`);
  const running = children.filter(({ process: child }) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const { process: child } of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => {
    for (const { process: child } of running) child.kill('SIGKILL');
    process.exit(code);
  }, STOP_GRACE_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => finish(signal, signal === 'SIGINT' ? 130 : 143));
}

start('API server', process.execPath, ['--watch', '-r', 'esbuild-register', 'server/main.ts'], {
  PORT: API_PORT,
  NODE_ENV: 'development',
});
start('webpack dev server', path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['serve', '--mode', 'development'], {
  NODE_ENV: 'development',
});
console.log(`[dev] API on http://localhost:${API_PORT}, app with hot reload on http://localhost:${DEV_PORT}`);
