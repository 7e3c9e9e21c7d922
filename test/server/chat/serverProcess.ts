import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveArguments } from '../../../scripts/buildServer';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as in a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `npm run serve`'s command (the compiled server, built by the global setup) as its own process,
 * resolved once it says it is listening. Its data directory is its own and removed when it ends,
 * unless one is given (to restart on the same data).
 */
export async function startServerProcess(env: Record<string, string>, { dataDir: givenDataDir }: { dataDir?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'versus-process-'));
  const child = spawn(process.execPath, serveArguments(), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // One key for every process, as a server on PostgreSQL requires.
      TWO_FACTOR_KEY: 'a-two-factor-key-for-every-test-process-0123',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is listening')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const cleanUp = () => {
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
