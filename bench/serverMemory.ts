import { readFileSync } from 'node:fs';

/** The resident set size of a process in MB, from /proc/<pid>/status (Linux only; null elsewhere). */
export function residentMegabytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Math.round(Number(kilobytes) / 102.4) / 10;
  } catch {
    return null;
  }
}
