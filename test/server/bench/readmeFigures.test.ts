import { readFileSync } from 'node:fs';
import { README_FILE, readmeFigures, renderFigures, withFigures } from '../../../bench/readmeFigures';
import { type BenchReport, type BenchResult, LATEST_RESULTS_FILE, mergePartialRun, readResults } from '../../../bench/resultsFile';

const FULL_RUN = '2026-01-10T04:00:00.000Z';
const PARTIAL_RUN = '2026-01-12T09:30:00.000Z';

function result(benchmark: string, database: BenchResult['database'], rows: BenchResult['rows'], extra: Partial<BenchResult> = {}): BenchResult {
  return { benchmark, title: benchmark, database, rows, ...extra };
}

function report(date: string, results: BenchResult[], durationSeconds = 10): BenchReport {
  return {
    date,
    machine: { node: 'v20', platform: 'linux x64', cpus: 2, cpuModel: null, memoryGB: 8 },
    settings: { durationSeconds, connections: 50 },
    results,
  };
}

const ratingsRow = (requestsPerSecond: number) => ({ route: 'GET /api/game-ratings/valorant (per visitor)', 'req/s': requestsPerSecond, 'p50 ms': 2, 'p99 ms': 9 });

/** A full run as older files hold it: dates on the report only. */
const fullRun = report(FULL_RUN, [
  result('gamesRatings', 'pglite', [ratingsRow(1000)]),
  result('gamesRatings', 'postgres', [ratingsRow(2000)]),
  result('accounts', 'pglite', [{ case: 'POST /api/auth/login (argon2id verify + sign), 50 logins', 'req/s': 80 }]),
  result('serverMemory', null, [{ database: 'pglite', 'idle RSS before load MB': 800, 'RSS after load MB': 500 }]),
]);

/** The generator wraps its paragraphs: compare text regardless of where lines break. */
function oneLine(markdown: string): string {
  return markdown.replace(/\n(?![\n|])/g, ' ');
}

describe('README figures', () => {
  it('are the ones bench/results/latest.json gives (regenerate with bench/updateReadme.ts)', () => {
    const latest = readResults(LATEST_RESULTS_FILE);
    expect(latest).not.toBeNull();
    expect(readmeFigures(readFileSync(README_FILE, 'utf8'))).toBe(renderFigures(latest!));
  });

  it('replace only what lies between the markers', () => {
    const readme = '# Title\n\n<!-- bench:figures:start -->\nold\n<!-- bench:figures:end -->\n\n## Next\n';
    expect(withFigures(readme, 'new')).toBe('# Title\n\n<!-- bench:figures:start -->\nnew\n<!-- bench:figures:end -->\n\n## Next\n');
    expect(() => readmeFigures('# no markers')).toThrow(/bench:figures:start/);
  });

  it('give the date of figures a later partial run measured', () => {
    const merged = mergePartialRun(fullRun, report(PARTIAL_RUN, [result('gamesRatings', 'pglite', [ratingsRow(1500)], { loadAverage: 3.5 })]));
    const figures = oneLine(renderFigures(merged));
    expect(figures).toContain('2026-01-10 04:00 UTC, `npm run bench`');
    expect(figures).toContain(
      '**Games and ratings (PGlite figures measured 2026-01-12 09:30 UTC by `npm run bench -- gamesRatings`, 5-minute load average 3.5 on 2 cores).**',
    );
    expect(figures).toContain('Logins run at 80 a second on 2 cores:');
    expect(oneLine(renderFigures(fullRun))).toContain('2026-01-10, `npm run bench`');
    expect(renderFigures(fullRun)).not.toContain('measured 2026-01-');
  });
});

describe('the bracket figures', () => {
  const fanOut = (database: string, p99: number, target: string) => ({
    case: '64-player double elimination',
    database,
    watchers: 2000,
    'watcher processes': 2,
    reports: 20,
    delivered: '40000/40000',
    'p50 ms': 30,
    'p95 ms': 60,
    'p99 ms': p99,
    'max ms': 140,
    'last watcher p50 ms': 80,
    'report answer p50 ms': 12,
    target,
    'server RSS MB idle': 160,
    'with sockets': 210,
    'load average': 1.5,
  });
  const render = (viewport: string, longestTask: number, target: string) => ({
    case: '256-player double elimination (511 matches, 40 played)',
    viewport,
    'shown ms': 2400,
    'longest task ms': 300,
    'longest after read ms': longestTask,
    'runs with a long task after read': longestTask > 50 ? '3/3' : '0/3',
    target,
  });
  const withBrackets = (p99: number, fanOutTarget: string, longestTask: number, renderTarget: string) =>
    report(FULL_RUN, [
      ...fullRun.results,
      result('bracketReads', 'pglite', [{ route: 'GET /api/tournaments/{id}/bracket (24 results in, 30 KB)', 'req/s': 1800, 'p50 ms': 22, 'p99 ms': 80 }]),
      result('bracketFanout', null, [fanOut('PGlite', 70, 'OK'), fanOut('PostgreSQL', p99, fanOutTarget)]),
      result('bracketRender', null, [render('390 px', longestTask, renderTarget)]),
    ]);

  it('give the reads, the fan-out against its target and the rendering', () => {
    const figures = oneLine(renderFigures(withBrackets(90, 'OK', 40, 'OK')));
    expect(figures).toContain('| PGlite | `GET /api/tournaments/{id}/bracket` (24 results in, 30 KB) | 1,800 | 22 | 80 |');
    expect(figures).toContain("2,000 visitors' sockets watch one tournament (a 64-player double elimination)");
    expect(figures).toContain('(target p99 ≤ 100 ms: met)');
    expect(figures).toContain('| PGlite | 40000/40000 | 30 | 60 | 70 | 140 | 80 | 12 | 210 | 1.5 |');
    expect(figures).toContain('| PostgreSQL | 40000/40000 | 30 | 60 | 90 | 140 | 80 | 12 | 210 | 1.5 |');
    expect(figures).toContain('| 256-player double elimination (511 matches, 40 played) | 390 px | 2,400 | 300 | 40 | 0/3 |');
    expect(figures).toContain('Every target is met.');
  });

  it('name a fan-out or a rendering that misses its target', () => {
    const figures = oneLine(renderFigures(withBrackets(130, 'BELOW (p99 > 100 ms or not all delivered)', 120, 'BELOW (a task > 50 ms)')));
    expect(figures).toContain('(target p99 ≤ 100 ms: not met)');
    expect(figures).toContain('Targets not met: score fan-out to 2,000 watchers (PostgreSQL): p99 130 ms, 40000/40000 delivered; bracket rendering at 390 px: longest task after the read 120 ms.');
  });
});

describe('a partial run merged into latest.json', () => {
  const partial = report(
    PARTIAL_RUN,
    [
      result('gamesRatings', 'pglite', [ratingsRow(1500)]),
      result('gamesRatings', 'postgres', [], { error: 'connection refused' }),
      result('serverMemory', null, [{ database: 'pglite', 'idle RSS before load MB': 700, 'RSS after load MB': 400 }]),
    ],
    3,
  );
  const merged = mergePartialRun(fullRun, partial);
  const find = (benchmark: string, database: BenchResult['database']) => merged.results.find((kept) => kept.benchmark === benchmark && kept.database === database);

  it('replaces the figures it measured, with its own date and duration', () => {
    expect(find('gamesRatings', 'pglite')).toMatchObject({ date: PARTIAL_RUN, durationSeconds: 3, rows: [ratingsRow(1500)] });
  });

  it('keeps every other benchmark with the date of the run that measured it', () => {
    expect(find('accounts', 'pglite')).toMatchObject({ date: FULL_RUN, durationSeconds: 10 });
    expect(merged.results.map((kept) => kept.benchmark)).toEqual(['gamesRatings', 'gamesRatings', 'accounts', 'serverMemory']);
  });

  it('keeps measured figures over a failure, and the full run’s server memory', () => {
    expect(find('gamesRatings', 'postgres')).toMatchObject({ date: FULL_RUN, rows: [ratingsRow(2000)] });
    expect(find('serverMemory', null)).toMatchObject({ date: FULL_RUN, rows: [{ 'idle RSS before load MB': 800 }] });
  });

  it('starts latest.json when there was none', () => {
    expect(mergePartialRun(null, partial).results.map((kept) => `${kept.benchmark}/${kept.database}`)).toEqual(['gamesRatings/pglite', 'gamesRatings/postgres']);
  });
});
