import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, isProcessAlive, LOCK_FILE_NAME, lockDataDir } from '../../../server/db/dataDirLock';

// Waiting for a zombie to appear can take a while on a busy machine.
jest.setTimeout(30_000);

let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-lock-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);

/** Starts a child that stays alive until the test ends. */
function startSleeper(): ChildProcess {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

function startTime(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

/** A pid that no process has now: a child that has exited and been reaped. */
async function deadPid(): Promise<number> {
  const child = spawn('true', { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/**
 * A zombie: the shell starts a short-lived child, then becomes `sleep`, which never reaps it when
 * it exits. Resolves with the zombie's pid once /proc shows it in state Z.
 */
async function zombiePid(): Promise<number | null> {
  const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(parent);
  const pid = await new Promise<number>((resolve) => parent.stdout!.once('data', (data: Buffer) => resolve(Number(String(data).trim()))));
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return pid;
    } catch {
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

describe('lockDataDir', () => {
  test('takes a free directory and releases it', () => {
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  test('refuses while this process already holds it', () => {
    const release = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });

  test('refuses while another live process holds it, naming the directory', () => {
    const holder = startSleeper();
    writeFileSync(lockFile(), JSON.stringify({ pid: holder.pid, startTime: startTime(holder.pid!) }));
    let error: unknown;
    try {
      lockDataDir(dataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dataDir);
    expect((error as Error).message).toContain(String(holder.pid));
    expect(readFileSync(lockFile(), 'utf8')).toContain(String(holder.pid));
  });

  test('a lock written as a bare pid by a live process is respected too', () => {
    const holder = startSleeper();
    writeFileSync(lockFile(), String(holder.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  test('takes over the lock of a process that is gone', async () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: await deadPid(), startTime: '1' }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  test('takes over the lock of a zombie (a killed server not yet reaped)', async () => {
    const zombie = await zombiePid();
    if (zombie === null) throw new Error('could not make a zombie process on this machine');
    expect(isProcessAlive(zombie)).toBe(false);
    writeFileSync(lockFile(), JSON.stringify({ pid: zombie, startTime: startTime(zombie) }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  test('takes over when the recorded pid now belongs to another process (pid reuse)', () => {
    const unrelated = startSleeper();
    writeFileSync(lockFile(), JSON.stringify({ pid: unrelated.pid, startTime: 'an-earlier-start' }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  test('takes over an empty or unreadable lock file', () => {
    writeFileSync(lockFile(), '');
    lockDataDir(dataDir)();
    writeFileSync(lockFile(), 'garbage');
    lockDataDir(dataDir)();
  });

  test('release leaves alone a lock that another process has taken since', () => {
    const release = lockDataDir(dataDir);
    const holder = startSleeper();
    const theirs = JSON.stringify({ pid: holder.pid, startTime: startTime(holder.pid!) });
    writeFileSync(lockFile(), theirs);
    release();
    expect(readFileSync(lockFile(), 'utf8')).toBe(theirs);
  });
});
