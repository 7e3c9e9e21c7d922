import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { startServerProcess } from '../chat/serverProcess';

// Two server starts (the first one creates the database) and two commands, each its own process.
jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);

interface CommandResult {
  code: number;
  output: string;
}

/** `npm run backup` / `npm run restore` as an operator runs them (npm only adds its banner). */
async function command(script: 'backupCommand' | 'restoreCommand', args: string[], dataDir: string): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['-r', 'esbuild-register', `server/backup/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function subscribe(baseUrl: string, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(202);
}

let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'versus-backup-'));
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

test('a backup taken while the server runs restores exactly the data written before it', async () => {
  const dataDir = path.join(workDir, 'data');
  const backupFile = path.join(workDir, 'backups', 'before.tar.gz');
  const server = await startServerProcess({}, { dataDir });
  try {
    await subscribe(server.url, 'before-backup@example.com');

    const backup = await command('backupCommand', [backupFile], dataDir);
    expect(backup).toEqual({ code: 0, output: expect.stringContaining('from the running server') });
    expect(existsSync(backupFile)).toBe(true);

    await subscribe(server.url, 'after-backup@example.com');

    const refused = await command('restoreCommand', [backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is running on .*: stop it, then restore/);
  } finally {
    await server.stop();
  }

  const restore = await command('restoreCommand', [backupFile], dataDir);
  expect(restore).toEqual({ code: 0, output: expect.stringContaining('Restored') });
  // The database it replaced is kept beside it.
  expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);

  const restored = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await restored.query<{ email: string }>("SELECT email FROM newsletter_subscriptions WHERE email LIKE '%-backup@example.com' ORDER BY email");
    expect(rows.map(({ email }) => email)).toEqual(['before-backup@example.com']);
  } finally {
    await restored.close();
  }

  // And the server starts on it.
  const again = await startServerProcess({}, { dataDir });
  try {
    expect((await fetch(`${again.url}/health`)).status).toBe(200);
  } finally {
    await again.stop();
  }
});

test('restore refuses a file that is not a backup, and changes nothing', async () => {
  const dataDir = path.join(workDir, 'untouched');
  const notABackup = path.join(workDir, 'notes.txt');
  await run('sh', ['-c', `echo hello > ${notABackup}`]);
  const result = await command('restoreCommand', [notABackup], dataDir);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(/is not a backup made by npm run backup/);
  expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
});
