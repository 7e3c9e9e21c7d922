/**
 * Games and ratings: the catalogue list the SPA asks for and one game by slug (both served
 * from the per-process cache), and a game's rating summary, with ratings stored first so the
 * summary reflects stored rows. The summary is measured twice: as nobody (the game's shared figures
 * only) and as many visitors, each request naming one of a pool of client ids, since each caller's own
 * rating is read and cached per rater and a single id would only ever read one hot cache entry.
 */
import { randomUUID } from 'node:crypto';
import { loadJson, type PerRequestHeaders, randomVisitor } from '../load';
import type { Benchmark, BenchContext, BenchRow } from '../types';
import { round } from '../figures';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const RATED_GAME = 'valorant';
/** Stays under the per-IP write limit (120 a minute), which the benchmark does not measure. */
const SEEDED_RATINGS = 100;
/** Distinct visitors reading the summary: the raters above plus visitors who never rated. */
export const VISITOR_POOL = 5_000;

interface Case {
  label: string;
  path: string;
  perRequestHeaders?: PerRequestHeaders;
}

async function seedRatings(baseUrl: string): Promise<string[]> {
  const clientIds = Array.from({ length: SEEDED_RATINGS }, () => randomUUID());
  for (const [index, clientId] of clientIds.entries()) {
    const response = await fetch(`${baseUrl}/api/game-ratings/${RATED_GAME}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-client-id': clientId },
      body: JSON.stringify({ rating: (index % 5) + 1 }),
    });
    if (!response.ok) throw new Error(`Seeding a rating answered ${response.status}: ${await response.text()}`);
  }
  return clientIds;
}

async function measure({ label, path, perRequestHeaders }: Case, { baseUrl, durationSeconds, log }: BenchContext): Promise<BenchRow> {
  const url = `${baseUrl}${path}`;
  log(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${durationSeconds} s measured`);
  await loadJson(url, 10, WARMUP_SECONDS, perRequestHeaders);
  const result = await loadJson(url, CONNECTIONS, durationSeconds, perRequestHeaders);
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
    const visitors = randomVisitor(VISITOR_POOL, await seedRatings(context.baseUrl));
    const summaryPath = `/api/game-ratings/${RATED_GAME}`;
    const cases: Case[] = [
      { label: 'GET /api/games?limit=30', path: '/api/games?limit=30' },
      { label: `GET /api/games/${RATED_GAME}`, path: `/api/games/${RATED_GAME}` },
      { label: `GET ${summaryPath} (shared summary, no client id, ${SEEDED_RATINGS} ratings)`, path: summaryPath },
      {
        label: `GET ${summaryPath} (per visitor, ${VISITOR_POOL.toLocaleString('en-US')} client ids, ${SEEDED_RATINGS} ratings)`,
        path: summaryPath,
        perRequestHeaders: visitors,
      },
    ];
    const rows: BenchRow[] = [];
    for (const benchCase of cases) rows.push(await measure(benchCase, context));
    return {
      rows,
      notes: [
        'Catalogue lists and single games are cached in memory per process (cleared by admin and rating writes, 10 s lifetime).',
        `A game's average and count are cached once, each caller's own rating per rater: "shared" is read without identity; "per visitor" picks one of ${VISITOR_POOL.toLocaleString('en-US')} client ids (${SEEDED_RATINGS} of them raters) at random for every request.`,
        'Rating writes are rate limited (30 a minute per caller, 120 per IP), so their throughput is not measured.',
      ],
    };
  },
};
