/**
 * Bracket rendering on a mid-range phone: a tournament page with a 256-player double elimination
 * (511 matches) opened in headless Chromium with the CPU slowed four times (CDP
 * Emulation.setCPUThrottlingRate), at 390 px and at 1440 px. Long tasks (PerformanceObserver
 * 'longtask', from the navigation on) are counted until every match card is in the page and a
 * second more has passed. An 8-player single elimination on the same page shows what the page
 * costs without a large bracket: its own start (the main bundle evaluated on a slow CPU) has long
 * tasks of its own, so the bracket is judged on the tasks that start once its answer has arrived.
 * Each case runs BENCH_RENDER_RUNS (3) times in a fresh context; the row is the run with the median
 * longest task after the read.
 *
 * To run it alone against a fresh server: node -r esbuild-register bench/benchmarks/bracketRender.ts
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../test/e2e/support/harness';
import { adminToken, benchAdmin, BracketReporter, resultsKey, startedBracket } from '../bracketFixture';
import { runStandalone } from '../standalone';
import type { Benchmark, BenchContext, BenchOutput, BenchRow } from '../types';
import { round } from '../figures';

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 3);
/** A mid-range phone runs scripts about four times slower than a desktop (Lighthouse's mobile preset too). */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const VIEWPORTS = [
  { label: '390 px', viewport: { width: 390, height: 844 } },
  { label: '1440 px', viewport: { width: 1440, height: 900 } },
] as const;
/** Long tasks that end after the last card appeared still belong to drawing it. */
const SETTLE_MS = 1_000;
/** Results reported into the large bracket first, so that it shows scores and winners. */
const PLAYED = 40;
/** A bound on the page showing the bracket (a hung run, not a judgement on speed). */
const SHOWN_TIMEOUT_MS = 120_000;

interface Case {
  label: string;
  tournamentId: string;
  /** Match cards the page shows once the bracket is drawn. */
  cards: number;
  /** The large bracket is judged; the small one only shows what the page costs anyway. */
  judged: boolean;
}

interface PageMeasure {
  readMs: number | null;
  shownMs: number;
  longTasks: number[];
  /** Long tasks that started once the bracket's answer had arrived. */
  longTasksAfterRead: number[];
}

/** What the page records from its first script on: long tasks, and when the last match card appeared. */
function recorder(expectedCards: number): void {
  const bench = { longTasks: [] as Array<{ start: number; duration: number }>, shownAt: null as number | null };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const cards = document.getElementsByClassName('match-card');
  const check = () => {
    if (cards.length >= expectedCards) bench.shownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** A cookie choice already made and the beta popup already seen: the page opens without its two overlays. */
function dismissOverlays(): void {
  const timestamp = Date.now();
  localStorage.setItem('cookieConsent', JSON.stringify({ accepted: false, timestamp, version: '1.0' }));
  localStorage.setItem('betaLaunchPopupSeen', JSON.stringify({ seen: true, timestamp, version: '1.0' }));
}

async function readMeasure(page: Page): Promise<PageMeasure> {
  return page.evaluate((settleMs) => {
    const { longTasks, shownAt } = (window as unknown as { __bench: { longTasks: Array<{ start: number; duration: number }>; shownAt: number } }).__bench;
    const read = performance.getEntriesByType('resource').find((entry) => /\/api\/tournaments\/[0-9a-f]{24}\/bracket$/.test(entry.name)) as PerformanceResourceTiming | undefined;
    const until = shownAt + settleMs;
    const counted = longTasks.filter((task) => task.start <= until);
    return {
      readMs: read ? read.responseEnd : null,
      shownMs: shownAt,
      longTasks: counted.map((task) => task.duration),
      longTasksAfterRead: counted.filter((task) => read && task.start >= read.responseEnd).map((task) => task.duration),
    };
  }, SETTLE_MS);
}

async function measurePage(browser: Browser, baseUrl: string, { tournamentId, cards }: Case, viewport: { width: number; height: number }): Promise<PageMeasure> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  try {
    await context.addInitScript(dismissOverlays);
    await context.addInitScript(recorder, cards);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`/tournaments/${tournamentId}`);
    await page.waitForFunction(() => (window as unknown as { __bench: { shownAt: number | null } }).__bench.shownAt !== null, null, { timeout: SHOWN_TIMEOUT_MS, polling: 250 });
    await page.waitForTimeout(SETTLE_MS);
    return await readMeasure(page);
  } finally {
    await context.close();
  }
}

const longest = (durations: number[]) => (durations.length === 0 ? 0 : Math.max(...durations));
const overLimit = (durations: number[]) => durations.filter((duration) => duration > LONG_TASK_MS).length;

function row(benchCase: Case, viewport: string, runs: PageMeasure[]): BenchRow {
  const ordered = [...runs].sort((a, b) => longest(a.longTasksAfterRead) - longest(b.longTasksAfterRead));
  const median = ordered[Math.floor((ordered.length - 1) / 2)]!;
  const withLongTask = runs.filter((run) => overLimit(run.longTasksAfterRead) > 0).length;
  return {
    case: benchCase.label,
    viewport,
    'bracket read ms': median.readMs === null ? null : round(median.readMs, 0),
    'shown ms': round(median.shownMs, 0),
    'longest task ms': round(longest(median.longTasks), 0),
    [`tasks > ${LONG_TASK_MS} ms`]: overLimit(median.longTasks),
    'longest after read ms': round(longest(median.longTasksAfterRead), 0),
    [`after read > ${LONG_TASK_MS} ms`]: overLimit(median.longTasksAfterRead),
    'runs with a long task after read': `${withLongTask}/${runs.length}`,
    target: benchCase.judged ? (withLongTask === 0 ? 'OK' : `BELOW (a task > ${LONG_TASK_MS} ms after the read)`) : '–',
  };
}

/** The cases: the large bracket with a third of its first round played, and a small one for comparison. */
async function cases(baseUrl: string, token: string): Promise<Case[]> {
  const key = await resultsKey(baseUrl, token);
  const large = await startedBracket(baseUrl, token, { players: 256, format: 'DOUBLE_ELIMINATION', title: 'Bench Render Major' });
  const reporter = new BracketReporter(baseUrl, key, large);
  for (let reported = 0; reported < PLAYED; reported++) await reporter.reportNext();
  const small = await startedBracket(baseUrl, token, { players: 8, format: 'SINGLE_ELIMINATION', title: 'Bench Render Cup' });
  return [
    { label: `256-player double elimination (${large.bracket.matches.length} matches, ${PLAYED} played)`, tournamentId: large.tournamentId, cards: large.bracket.matches.length, judged: true },
    { label: `8-player single elimination (${small.bracket.matches.length} matches, for comparison)`, tournamentId: small.tournamentId, cards: small.bracket.matches.length, judged: false },
  ];
}

async function runBracketRender({ baseUrl, admin, log }: Pick<BenchContext, 'baseUrl' | 'admin' | 'log'>): Promise<BenchOutput> {
  const token = await adminToken(baseUrl, admin);
  const benchCases = await cases(baseUrl, token);
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    for (const benchCase of benchCases) {
      for (const { label, viewport } of VIEWPORTS) {
        log(`  ${benchCase.label} at ${label}: ${RUNS} runs, CPU ${CPU_SLOWDOWN}× slower`);
        const runs: PageMeasure[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measurePage(browser, baseUrl, benchCase, viewport));
        rows.push(row(benchCase, label, runs));
      }
    }
  } finally {
    await browser.close();
  }
  return {
    rows,
    notes: [
      `Headless Chromium with the CPU slowed ${CPU_SLOWDOWN}× (CDP Emulation.setCPUThrottlingRate), a fresh context per run; long tasks from the navigation until every match card is in the page, plus ${SETTLE_MS / 1000} s.`,
      `shown: when the last match card appeared (ms after the navigation started). Target: no task over ${LONG_TASK_MS} ms once the large bracket's answer has arrived ("after read"); the tasks before it are the page's own start, as the small bracket shows.`,
    ],
  };
}

export const bracketRender: Benchmark = {
  name: 'bracketRender',
  title: `Bracket rendering on a mid phone (Chromium, CPU ${CPU_SLOWDOWN}× slower; target: no task > ${LONG_TASK_MS} ms)`,
  perDatabase: false,
  run: runBracketRender,
};

if (require.main === module) {
  const admin = benchAdmin();
  runStandalone('bracket-render', (server) => runBracketRender({ baseUrl: server.baseUrl, admin: admin.credentials, log: console.log }), admin.env);
}
