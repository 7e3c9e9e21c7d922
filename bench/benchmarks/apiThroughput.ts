import autocannon from 'autocannon';
import type { Benchmark, BenchContext, BenchRow } from '../types';

export const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;

interface Case {
  label: string;
  path: string;
}

/** The first case is the baseline: a JSON route that never touches the database. */
const CASES: Case[] = [
  { label: 'GET /api/config (baseline, no database)', path: '/api/config' },
  { label: 'GET /api/games?limit=30', path: '/api/games?limit=30' },
  { label: 'GET /health (SELECT 1)', path: '/health' },
];

function load(url: string, durationSeconds: number, connections: number) {
  return autocannon({ url, connections, duration: durationSeconds, headers: { accept: 'application/json' } });
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const apiThroughput: Benchmark = {
  name: 'apiThroughput',
  title: `API throughput and latency (autocannon, ${CONNECTIONS} connections)`,
  perDatabase: true,
  async run({ baseUrl, durationSeconds, log }: BenchContext) {
    const rows: BenchRow[] = [];
    let baseline: number | undefined;
    for (const { label, path } of CASES) {
      const url = `${baseUrl}${path}`;
      log(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${durationSeconds} s measured`);
      await load(url, WARMUP_SECONDS, 10);
      const result = await load(url, durationSeconds, CONNECTIONS);
      baseline ??= result.requests.average;
      rows.push({
        route: label,
        'req/s': Math.round(result.requests.average),
        'p50 ms': round(result.latency.p50),
        'p99 ms': round(result.latency.p99),
        'vs baseline': baseline > 0 ? round(result.requests.average / baseline, 2) : null,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    }
    return { rows };
  },
};
