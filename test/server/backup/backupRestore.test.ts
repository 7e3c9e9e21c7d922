import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_BUNDLE, RESTORE_BUNDLE } from '../../../scripts/buildServer';
import { startServerProcess } from '../chat/serverProcess';

// Several server starts and commands, each its own process.
jest.setTimeout(240_000);

const run = promisify(execFile);
const COMMANDS = { backup: BACKUP_BUNDLE, restore: RESTORE_BUNDLE };

interface CommandResult {
  code: number;
  output: string;
}

/**
 * `npm run backup` / `npm run restore` as an operator runs them (npm only adds its banner): the
 * compiled commands (the global setup builds them), without a TypeScript loader, from a folder
 * that has no .env.
 */
async function command(name: keyof typeof COMMANDS, args: string[], dataDir: string): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [COMMANDS[name], ...args], {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
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

    const backup = await command('backup', [backupFile], dataDir);
    expect(backup).toEqual({ code: 0, output: expect.stringContaining('from the running server') });
    expect(existsSync(backupFile)).toBe(true);

    await subscribe(server.url, 'after-backup@example.com');

    const refused = await command('restore', [backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is running on .*: stop it, then restore/);
  } finally {
    await server.stop();
  }

  const restore = await command('restore', [backupFile], dataDir);
  expect(restore).toEqual({ code: 0, output: expect.stringContaining('Restored') });
  // The database it replaced is kept beside it.
  expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);

  expect(await backedUpEmails(dataDir)).toEqual(['before-backup@example.com']);

  // And the server starts on it.
  const again = await startServerProcess({}, { dataDir });
  try {
    expect((await fetch(`${again.url}/health`)).status).toBe(200);
  } finally {
    await again.stop();
  }
});

/** The test addresses in the embedded database of `dataDir`, opened directly (no server runs). */
async function backedUpEmails(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ email: string }>("SELECT email FROM newsletter_subscriptions WHERE email LIKE '%-backup@example.com' ORDER BY email");
    return rows.map(({ email }) => email);
  } finally {
    await db.close();
  }
}

test('a backup of a stopped server copies its data directory, and restores what it held', async () => {
  const dataDir = path.join(workDir, 'stopped');
  const backupFile = path.join(workDir, 'backups', 'stopped.tar.gz');
  const first = await startServerProcess({}, { dataDir });
  try {
    await subscribe(first.url, 'while-stopped-backup@example.com');
  } finally {
    await first.stop();
  }

  const backup = await command('backup', [backupFile], dataDir);
  expect(backup).toEqual({ code: 0, output: expect.stringContaining(`from the stopped data directory ${dataDir}`) });
  expect(existsSync(backupFile)).toBe(true);
  // The copy released the directory: a server starts on it again and writes more.
  const second = await startServerProcess({}, { dataDir });
  try {
    await subscribe(second.url, 'later-backup@example.com');
  } finally {
    await second.stop();
  }
  expect(await backedUpEmails(dataDir)).toEqual(['later-backup@example.com', 'while-stopped-backup@example.com']);

  const restore = await command('restore', [backupFile], dataDir);
  expect(restore).toEqual({ code: 0, output: expect.stringContaining('Restored') });
  expect(await backedUpEmails(dataDir)).toEqual(['while-stopped-backup@example.com']);
  const again = await startServerProcess({}, { dataDir });
  try {
    expect((await fetch(`${again.url}/health`)).status).toBe(200);
  } finally {
    await again.stop();
  }
});

test('a backup of a data directory without a database says so and writes nothing', async () => {
  const dataDir = path.join(workDir, 'never-started');
  const backupFile = path.join(workDir, 'backups', 'nothing.tar.gz');
  const backup = await command('backup', [backupFile], dataDir);
  expect(backup.code).toBe(1);
  expect(backup.output).toMatch(/There is no embedded database in .* nothing to back up/);
  expect(existsSync(backupFile)).toBe(false);
});

test('restore refuses a file that is not a backup, and changes nothing', async () => {
  const dataDir = path.join(workDir, 'untouched');
  const notABackup = path.join(workDir, 'notes.txt');
  await run('sh', ['-c', `echo hello > ${notABackup}`]);
  const result = await command('restore', [notABackup], dataDir);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(/is not a backup made by npm run backup/);
  expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
});

test('the backup socket is the owner\'s alone, and a restore while the server runs is refused and changes nothing', async () => {
  const dataDir = path.join(workDir, 'running');
  const backupFile = path.join(workDir, 'backups', 'running.tar.gz');
  const server = await startServerProcess({}, { dataDir });
  try {
    // Anyone who can connect can take a copy of every account: read and write for the owner only.
    const socket = statSync(path.join(dataDir, 'backup.sock'));
    expect(socket.isSocket()).toBe(true);
    expect((socket.mode & 0o777).toString(8)).toBe('600');

    await subscribe(server.url, 'kept-backup@example.com');
    expect((await command('backup', [backupFile], dataDir)).code).toBe(0);
    await subscribe(server.url, 'newer-backup@example.com');
    const before = readdirSync(dataDir).sort();

    const refused = await command('restore', [backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(new RegExp(`A server \\(process ${server.child.pid}\\) is running on .*: stop it, then restore\\.`));
    expect(refused.output).not.toMatch(/Restored/);
    // Nothing unpacked beside the database, nothing moved aside, and the server goes on with all its data.
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  } finally {
    await server.stop();
  }
  expect(await backedUpEmails(dataDir)).toEqual(['kept-backup@example.com', 'newer-backup@example.com']);
});
