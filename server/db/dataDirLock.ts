import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'versus.lock';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The data directory ${dataDir} is already in use by another VERSUS server (process ${pid}). ` +
        'PGlite allows one process per directory: stop that server, use another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** What the lock file records about its holder. */
export interface LockHolder {
  pid: number;
  /** The kernel's start time of the process (/proc/<pid>/stat), so a reused pid is not taken for the holder. */
  startTime: string | null;
}

interface ProcessStat {
  state: string;
  startTime: string;
}

/** The process's state and start time from /proc; null when it is gone; undefined without /proc. */
function readProcessStat(pid: number): ProcessStat | null | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is wrapped in parentheses and may itself contain spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields are numbered from 1 in proc(5): state is field 3, starttime field 22.
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch (error) {
    if (process.platform === 'linux' || (error as NodeJS.ErrnoException).code !== 'ENOENT') return null;
    return undefined;
  }
}

/**
 * True while the process exists, is not a zombie waiting to be reaped (a killed server stays one
 * for a while), and, when its start time is known, is the same process and not a reused pid.
 */
export function isProcessAlive(pid: number, startTime: string | null = null): boolean {
  const stat = readProcessStat(pid);
  if (stat === undefined) {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
  return startTime === null || stat.startTime === startTime;
}

export function currentHolder(): LockHolder {
  return { pid: process.pid, startTime: readProcessStat(process.pid)?.startTime ?? null };
}

/** Reads a lock file: JSON, or a bare pid as older locks hold. Null when it says nothing usable. */
export function parseLock(content: string): LockHolder | null {
  try {
    const parsed = JSON.parse(content) as Partial<LockHolder>;
    if (Number.isInteger(parsed.pid)) {
      return { pid: parsed.pid!, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null };
    }
  } catch {
    // Not JSON: perhaps a bare pid.
  }
  const pid = Number.parseInt(content.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, startTime: null } : null;
}

/** Creates the lock file with its whole content at once, failing with EEXIST when one exists. */
function createLockFile(lockPath: string, content: string): void {
  const draft = `${lockPath}.${process.pid}.draft`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
    // Some file systems have no hard links; exclusive create is the next best thing.
    const fd = openSync(lockPath, 'wx', 0o600);
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Removes a lock judged stale, unless another process replaced it in the meantime. */
function removeStaleLock(lockPath: string, staleContent: string): void {
  const claimed = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, claimed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(claimed, 'utf8') !== staleContent) {
    try {
      linkSync(claimed, lockPath);
    } catch {
      // Someone else holds the lock by now; the next attempt sees it.
    }
  }
  rmSync(claimed, { force: true });
}

/**
 * Takes the single-process lock on a PGlite data directory. A lock left by a process that is gone
 * (crashed, killed, a zombie, or a reused pid) is taken over; one held by a live process, this one
 * included, throws DataDirLockedError. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const content = JSON.stringify(currentHolder());
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      createLockFile(lockPath, content);
      return () => releaseLock(lockPath, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let existing: string;
    try {
      existing = readFileSync(lockPath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const holder = parseLock(existing);
    // A bare pid equal to ours is a previous run that had the same pid (a container restart).
    const earlierRunWithOurPid = holder?.pid === process.pid && holder.startTime === null;
    if (holder && !earlierRunWithOurPid && isProcessAlive(holder.pid, holder.startTime)) {
      throw new DataDirLockedError(dataDir, holder.pid);
    }
    removeStaleLock(lockPath, existing);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}

function releaseLock(lockPath: string, content: string): void {
  try {
    if (readFileSync(lockPath, 'utf8') === content) rmSync(lockPath, { force: true });
  } catch {
    // Already gone.
  }
}
