/**
 * How light the server is on a laptop or a small server, with the embedded database: the compiled
 * server (`npm run serve`'s command) started on an empty DATA_DIR, then again on the same one.
 * Each start gives the time until GET /health answers, the resident memory then, a few seconds
 * later at rest, and at its peak under the API load of the throughput benchmark.
 *
 * To run it alone: node -r esbuild-register bench/benchmarks/serverStartup.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, type RunningServer, startServer } from '../../test/e2e/support/harness';
import { loadJson } from '../load';
import { residentMegabytes } from '../serverMemory';
import type { Benchmark, BenchContext, BenchOutput, BenchRow } from '../types';
import { cases, CONNECTIONS } from './apiThroughput';

const FIRST_START_TARGET_S = 2;
const START_RSS_TARGET_MB = 300;
const IDLE_RSS_TARGET_MB = 250;
const LOAD_RSS_TARGET_MB = 400;
const IDLE_SECONDS = 5;
const SAMPLE_MS = 250;

function verdict(start: 'empty' | 'reused', seconds: number, atHealth: number | null, idle: number | null, loaded: number | null): string {
  const misses: string[] = [];
  if (start === 'empty' && seconds > FIRST_START_TARGET_S) misses.push(`start > ${FIRST_START_TARGET_S} s`);
  if (atHealth !== null && atHealth > START_RSS_TARGET_MB) misses.push(`RSS at /health > ${START_RSS_TARGET_MB} MB`);
  if (idle !== null && idle > IDLE_RSS_TARGET_MB) misses.push(`idle > ${IDLE_RSS_TARGET_MB} MB`);
  if (loaded !== null && loaded > LOAD_RSS_TARGET_MB) misses.push(`load > ${LOAD_RSS_TARGET_MB} MB`);
  return misses.length === 0 ? 'OK' : `BELOW (${misses.join(', ')})`;
}

/** The highest RSS of the server while `work` runs. */
async function peakRss(pid: number, work: () => Promise<unknown>): Promise<number | null> {
  let peak = residentMegabytes(pid);
  const sampler = setInterval(() => {
    const now = residentMegabytes(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return peak;
}

async function measureStart(start: 'empty' | 'reused', dataDir: string, durationSeconds: number, log: BenchContext['log']): Promise<BenchRow> {
  const startedAt = performance.now();
  const server: RunningServer = await startServer({ dataDir, label: `startup-${start}` });
  try {
    const seconds = Math.round((performance.now() - startedAt) / 10) / 100;
    const atHealth = residentMegabytes(server.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = residentMegabytes(server.pid);
    const loadCases = cases().filter((testCase) => testCase.p99Target);
    log(`  ${start} DATA_DIR: ${seconds} s to /health; ${loadCases.length} × ${durationSeconds} s of API load`);
    const loaded = await peakRss(server.pid, async () => {
      for (const testCase of loadCases) await loadJson(`${server.baseUrl}${testCase.path}`, CONNECTIONS, durationSeconds, testCase.perRequestHeaders);
    });
    return {
      'data directory': start === 'empty' ? 'empty (first start)' : 'reused (restart)',
      'to /health s': seconds,
      'RSS at /health MB': atHealth,
      [`idle RSS after ${IDLE_SECONDS} s MB`]: idle,
      'RSS under load MB (peak)': loaded,
      target: verdict(start, seconds, atHealth, idle, loaded),
    };
  } finally {
    await server.stop();
  }
}

async function measure(durationSeconds: number, log: BenchContext['log']): Promise<BenchOutput> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-startup-'));
  try {
    const rows = [await measureStart('empty', dataDir, durationSeconds, log), await measureStart('reused', dataDir, durationSeconds, log)];
    return {
      rows,
      notes: [
        'The compiled server with `npm run serve`\'s Node flags, PGlite, the demo data seeded; RSS is VmRSS of the server process.',
        `Load: the database-bound routes of the API throughput benchmark, ${CONNECTIONS} connections, ${durationSeconds} s each.`,
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const serverStartup: Benchmark = {
  name: 'serverStartup',
  title: `Start and memory of the embedded mode (targets: first start ≤ ${FIRST_START_TARGET_S} s and ≤ ${START_RSS_TARGET_MB} MB, idle ≤ ${IDLE_RSS_TARGET_MB} MB, under load ≤ ${LOAD_RSS_TARGET_MB} MB)`,
  perDatabase: false,
  run: ({ durationSeconds, log }) => measure(durationSeconds, log),
};

if (require.main === module) {
  (async () => {
    await ensureBuild();
    const output = await measure(Number(process.env.BENCH_DURATION ?? 10), console.log);
    console.table(output.rows);
    for (const note of output.notes ?? []) console.log(`  ${note}`);
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
