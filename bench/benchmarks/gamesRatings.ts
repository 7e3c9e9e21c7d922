/**
 * Games and ratings (issue 4): the catalogue list the SPA asks for and one game by slug (both served
 * from the per-process cache), and a game's rating summary for a visitor, with ratings stored first
 * so the summary reflects stored rows.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Benchmark, BenchContext, BenchRow } from '../types';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const RATED_GAME = 'valorant';
/** Stays under the per-IP write limit (120 a minute), which the benchmark does not measure. */
const SEEDED_RATINGS = 100;

interface Case {
  label: string;
  path: string;
  headers?: Record<string, string>;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

async function seedRatings(baseUrl: string): Promise<string> {
  const clientIds = Array.from({ length: SEEDED_RATINGS }, () => randomUUID());
  for (const [index, clientId] of clientIds.entries()) {
    const response = await fetch(`${baseUrl}/api/game-ratings/${RATED_GAME}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-client-id': clientId },
      body: JSON.stringify({ rating: (index % 5) + 1 }),
    });
    if (!response.ok) throw new Error(`Seeding a rating answered ${response.status}: ${await response.text()}`);
  }
  return clientIds[0]!;
}

async function measure({ label, path, headers = {} }: Case, { baseUrl, durationSeconds, log }: BenchContext): Promise<BenchRow> {
  const url = `${baseUrl}${path}`;
  const allHeaders = { accept: 'application/json', ...headers };
  log(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${durationSeconds} s measured`);
  await autocannon({ url, connections: 10, duration: WARMUP_SECONDS, headers: allHeaders });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds, headers: allHeaders });
  return {
    route: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': round(result.latency.p50),
    'p99 ms': round(result.latency.p99),
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

export const gamesRatings: Benchmark = {
  name: 'gamesRatings',
  title: `Games and ratings (autocannon, ${CONNECTIONS} connections)`,
  perDatabase: true,
  async run(context: BenchContext) {
    const visitor = await seedRatings(context.baseUrl);
    const cases: Case[] = [
      { label: 'GET /api/games?limit=30', path: '/api/games?limit=30' },
      { label: `GET /api/games/${RATED_GAME}`, path: `/api/games/${RATED_GAME}` },
      {
        label: `GET /api/game-ratings/${RATED_GAME} (visitor, ${SEEDED_RATINGS} ratings)`,
        path: `/api/game-ratings/${RATED_GAME}`,
        headers: { 'x-client-id': visitor },
      },
    ];
    const rows: BenchRow[] = [];
    for (const benchCase of cases) rows.push(await measure(benchCase, context));
    return {
      rows,
      notes: [
        'Catalogue lists and single games are cached in memory per process (cleared by admin and rating writes, 10 s lifetime).',
        'Rating writes are rate limited (30 a minute per caller, 120 per IP), so their throughput is not measured.',
      ],
    };
  },
};
