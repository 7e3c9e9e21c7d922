import type autocannon from 'autocannon';
import { loadJson, type PerRequestHeaders, randomVisitor } from '../load';
import { residentMegabytes } from '../serverMemory';
import type { Benchmark, BenchContext, BenchRow } from '../types';
import { round } from '../figures';

export const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const P99_TARGET_MS = 25;
const RATIO_TARGET = 0.5;
/** Distinct client ids reading a rating summary, one picked at random per request. */
const VISITORS = 5_000;

export interface Case {
  label: string;
  path: string;
  perRequestHeaders?: PerRequestHeaders;
  /** Issue 9's targets: p99 for all, and the throughput ratio to the baseline for the cached reads. */
  ratioTarget?: boolean;
  p99Target?: boolean;
}

/** The first case is the baseline: a JSON route that never touches the database. */
export function cases(): Case[] {
  return [
    { label: 'GET /api/config (baseline, no database)', path: '/api/config' },
    { label: 'GET /api/games?limit=30', path: '/api/games?limit=30', ratioTarget: true, p99Target: true },
    { label: 'GET /api/tournaments?sort=date&limit=20', path: '/api/tournaments?sort=date&limit=20', ratioTarget: true, p99Target: true },
    // Visitors with client ids, as on the live site: the game's shared figures and each caller's own rating.
    {
      label: `GET /api/game-ratings/valorant (${VISITORS.toLocaleString('en-US')} visitors)`,
      path: '/api/game-ratings/valorant',
      perRequestHeaders: randomVisitor(VISITORS),
      p99Target: true,
    },
    { label: 'GET /health (SELECT 1, never cached)', path: '/health' },
  ];
}

function verdict(testCase: Case, ratio: number | null, p99: number): string {
  const misses: string[] = [];
  if (testCase.ratioTarget && ratio !== null && ratio < RATIO_TARGET) misses.push(`ratio < ${RATIO_TARGET}`);
  if (testCase.p99Target && p99 > P99_TARGET_MS) misses.push(`p99 > ${P99_TARGET_MS} ms`);
  if (!testCase.ratioTarget && !testCase.p99Target) return '–';
  return misses.length === 0 ? 'OK' : `BELOW (${misses.join(', ')})`;
}

export const apiThroughput: Benchmark = {
  name: 'apiThroughput',
  title: `API throughput and latency (autocannon, ${CONNECTIONS} connections; targets: reads ≥ ${RATIO_TARGET} × baseline, p99 ≤ ${P99_TARGET_MS} ms)`,
  perDatabase: true,
  async run({ baseUrl, serverPid, durationSeconds, log }: BenchContext) {
    const rows: BenchRow[] = [];
    let baseline: number | undefined;
    for (const testCase of cases()) {
      const url = `${baseUrl}${testCase.path}`;
      log(`  ${testCase.label}: ${WARMUP_SECONDS} s warm-up, ${durationSeconds} s measured`);
      await loadJson(url, 10, WARMUP_SECONDS, testCase.perRequestHeaders);
      let peakRss = residentMegabytes(serverPid);
      const sampler = setInterval(() => {
        const now = residentMegabytes(serverPid);
        if (now !== null && (peakRss === null || now > peakRss)) peakRss = now;
      }, 500);
      let result: autocannon.Result;
      try {
        result = await loadJson(url, CONNECTIONS, durationSeconds, testCase.perRequestHeaders);
      } finally {
        clearInterval(sampler);
      }
      baseline ??= result.requests.average;
      const ratio = baseline > 0 ? round(result.requests.average / baseline, 2) : null;
      rows.push({
        route: testCase.label,
        'req/s': Math.round(result.requests.average),
        'p50 ms': round(result.latency.p50),
        'p99 ms': round(result.latency.p99),
        'vs baseline': ratio,
        target: verdict(testCase, ratio, result.latency.p99),
        'non-2xx': result.non2xx,
        errors: result.errors,
        'server RSS MB (peak)': peakRss,
      });
    }
    return { rows };
  },
};
