import { execFile } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BACKUP_BUNDLE, RESTORE_BUNDLE } from '../../../scripts/buildServer';
import { startServerProcess } from '../chat/serverProcess';

// Server starts and commands, each its own process.
jest.setTimeout(240_000);

const run = promisify(execFile);

/** Every file and directory under `root` (itself included) that the group or others may use, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path.relative(root, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

function allEntries(root: string): string[] {
  return readdirSync(root, { recursive: true }).map(String);
}

async function register(baseUrl: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${name}@example.com`, username: name, password: 'correct horse battery' }),
  });
  expect(response.status).toBe(201);
}

/** The verification mail, written to the outbox by the server (no SMTP_URL). */
async function waitForOutboxMail(dataDir: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (readdirSync(path.join(dataDir, 'outbox'), { withFileTypes: true }).some((entry) => entry.name.endsWith('.eml'))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail in the outbox');
}

async function command(bundle: string, args: string[], cwd: string, dataDir: string): Promise<void> {
  await run(process.execPath, [bundle, ...args], { cwd, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } });
}

let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'versus-private-'));
  // The test runner's own umask must not be what keeps the files private.
  chmodSync(workDir, 0o755);
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

test('a fresh DATA_DIR, with the copied empty database, the JWT secret, the lock, a mail and a backup and restore, is its owner\'s alone', async () => {
  const dataDir = path.join(workDir, 'fresh');
  const server = await startServerProcess({ SMTP_URL: '', JWT_SECRET: '' }, { dataDir });
  try {
    await register(server.url, `private${process.pid % 10_000}`);
    await waitForOutboxMail(dataDir);
    // A backup the operator keeps in the data directory, taken from the running server.
    await command(BACKUP_BUNDLE, [path.join(dataDir, 'backups', 'kept.tar.gz')], workDir, dataDir);

    const entries = allEntries(dataDir);
    for (const expected of ['jwt-secret', 'versus.lock', 'backup.sock', path.join('pglite', 'PG_VERSION'), path.join('backups', 'kept.tar.gz')]) {
      expect(entries).toContain(expected);
    }
    expect(entries.some((entry) => entry.startsWith('outbox') && entry.endsWith('.eml'))).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
  } finally {
    await server.stop();
  }

  await command(RESTORE_BUNDLE, [path.join(dataDir, 'backups', 'kept.tar.gz')], workDir, dataDir);
  expect(allEntries(dataDir).some((entry) => entry.startsWith('pglite.before-restore-'))).toBe(true);
  expect(openToOthers(dataDir)).toEqual([]);
});

test('a DATA_DIR an older version left open to others is made private at start', async () => {
  const dataDir = path.join(workDir, 'older');
  mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
  chmodSync(dataDir, 0o755);
  writeFileSync(path.join(dataDir, 'outbox', 'old-mail.eml'), 'Subject: Reset your VERSUS password\n', { mode: 0o644 });
  chmodSync(path.join(dataDir, 'outbox', 'old-mail.eml'), 0o666);
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'an-older-secret-that-is-long-enough-for-hs256-0123', { mode: 0o644 });
  chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
  expect(openToOthers(dataDir)).not.toEqual([]);

  const server = await startServerProcess({ SMTP_URL: '', JWT_SECRET: '' }, { dataDir });
  try {
    expect(openToOthers(dataDir)).toEqual([]);
  } finally {
    await server.stop();
  }
});
