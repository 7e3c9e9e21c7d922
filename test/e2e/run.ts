/**
 * `npm run test:e2e`: builds the SPA if needed, starts the real server on a free port with a
 * temporary data directory, runs every test/e2e/**\/*.e2e.ts file with Node's test runner in
 * headless Chromium, stops the server and exits with the test runner's code.
 *
 * `npm run test:e2e -- shell` runs only the spec files whose path contains "shell".
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath, ensureBuild, REPO_ROOT, requireChromium, startServer, stopOnSignals } from './support/harness';

const E2E_DIR = __dirname;

function findSpecFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...findSpecFiles(full));
    else if (entry.name.endsWith('.e2e.ts')) files.push(full);
  }
  return files.sort();
}

async function main(): Promise<number> {
  requireChromium();
  const filters = process.argv.slice(2);
  const specs = findSpecFiles(E2E_DIR).filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
  if (specs.length === 0) {
    console.error(`No e2e spec files found${filters.length ? ` matching ${filters.join(', ')}` : ''}.`);
    return 1;
  }

  await ensureBuild();
  console.log('Starting the server (PGlite in a temporary DATA_DIR)...');
  const server = await startServer({ label: 'e2e' });
  console.log(`Server ready at ${server.baseUrl}; running ${specs.length} spec file(s).`);

  const runner = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=spec', '-r', 'esbuild-register', ...specs.map((file) => path.relative(REPO_ROOT, file))],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: server.baseUrl, CHROMIUM_PATH: chromiumPath() },
    },
  );
  stopOnSignals(server, () => runner.kill('SIGTERM'));

  const code = await new Promise<number>((resolve) => {
    runner.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    runner.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
  await server.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
