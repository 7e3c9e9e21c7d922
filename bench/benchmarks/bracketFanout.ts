/**
 * Score fan-out: BENCH_WATCHERS (2,000) visitors' sockets watch one tournament (watch_tournament)
 * while an API key reports BENCH_FANOUT_REPORTS results one after another; for each report, the time
 * from the report request leaving to each watcher's bracket_updated. The server runs in a process of
 * its own; the watchers in FANOUT_PROCESSES processes of their own (bench/fanoutWatchers.ts), one per
 * CPU, as people's devices would be: reading 2,000 messages per report is still done on the same
 * CPUs as the server, but no longer one after the other in one process.
 *
 * Visitors may hold 60 sockets per address: the server trusts X-Forwarded-For from 127.0.0.1
 * (TRUST_PROXY) and each watcher names an address of its own, as 2,000 people on 2,000 networks would.
 * On PGlite, then again on PostgreSQL (a schema of its own) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../test/e2e/support/harness';
import { adminToken, benchAdmin, BracketReporter, resultsKey, startedBracket } from '../bracketFixture';
import { type FromWatchers, monotonicMs, type ToWatchers, type WatcherShare } from '../fanoutWatchers';
import { residentMegabytes } from '../serverMemory';
import type { Benchmark, BenchContext, BenchRow } from '../types';
import { nearestRank, round } from '../figures';
import { postgresSchema } from '../postgresSchema';

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2_000);
const REPORTS = Number(process.env.BENCH_FANOUT_REPORTS ?? 20);
/**
 * Reports sent to every watcher before the measured ones and not timed: the first report of a
 * fresh server runs code no report has run yet (not yet compiled by the JIT, query plans not yet
 * made), which a server that has been up for a while does not.
 */
const WARM_UP_REPORTS = 1;
const PLAYERS = 64;
const FANOUT_P99_TARGET_MS = 100;
/** The processes the watchers are shared between: one per CPU of the machine the bench runs on. */
const FANOUT_PROCESSES = 2;
/** Connecting and watching, per process (a hung run, not a judgement on speed). */
const WATCH_TIMEOUT_MS = 120_000;
/** A bound on one report's deliveries (a hung run, not a judgement on speed). */
const DELIVERY_TIMEOUT_MS = 10_000;
/** A quiet moment between reports, so that each is measured on its own. */
const PAUSE_BETWEEN_REPORTS_MS = 250;
/** Descriptors beyond the sockets: the server's database, files, the reporter's requests. */
const SPARE_DESCRIPTORS = 256;

function percentile(sorted: number[], fraction: number): number | null {
  const value = nearestRank(sorted, fraction);
  return value === undefined ? null : round(value, 1);
}

/**
 * Each socket is a file descriptor here and another in the server (which inherits this limit); Node
 * cannot raise its own limit, so a low one is named before anything starts.
 */
function checkDescriptorLimit(): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  const needed = WATCHERS + SPARE_DESCRIPTORS;
  if (soft < needed) throw new Error(`${WATCHERS} watchers need ${needed} open files per process; the limit is ${soft}: run \`ulimit -n ${needed * 2}\` first.`);
}

/** A process holding watchers first..first+count-1, and what it tells the parent. */
class WatcherProcess {
  private readonly child: ChildProcess;
  private readonly listeners = new Set<(message: FromWatchers) => void>();
  private exitReason: string | null = null;

  constructor(share: WatcherShare) {
    this.child = fork(path.join(__dirname, '..', 'fanoutWatchers.ts'), [JSON.stringify(share)], { execArgv: ['-r', 'esbuild-register'], stdio: 'inherit' });
    this.child.on('message', (message: FromWatchers) => {
      for (const listener of this.listeners) listener(message);
    });
    this.child.on('exit', (code, signal) => {
      if (this.exitReason) return;
      this.exitReason = `a watcher process exited (${signal ?? code})`;
      for (const listener of this.listeners) listener({ type: 'failed', message: this.exitReason });
    });
  }

  on(listener: (message: FromWatchers) => void): void {
    this.listeners.add(listener);
  }

  /** The first message of `type`, or the reason the process failed or did not answer in time. */
  next<T extends FromWatchers['type']>(type: T, timeoutMs: number): Promise<Extract<FromWatchers, { type: T }>> {
    return new Promise((resolve, reject) => {
      if (this.exitReason) return reject(new Error(this.exitReason));
      const timer = setTimeout(() => done(() => reject(new Error(`no ${type} from a watcher process within ${timeoutMs} ms`))), timeoutMs);
      const listener = (message: FromWatchers) => {
        if (message.type === type) done(() => resolve(message as Extract<FromWatchers, { type: T }>));
        else if (message.type === 'failed') done(() => reject(new Error(message.message)));
      };
      const done = (settle: () => void) => {
        clearTimeout(timer);
        this.listeners.delete(listener);
        settle();
      };
      this.listeners.add(listener);
    });
  }

  send(message: ToWatchers): void {
    if (!this.exitReason) this.child.send(message);
  }

  stop(): void {
    if (this.exitReason) return;
    this.exitReason = 'the watcher process was stopped';
    this.child.kill();
  }
}

/** Every watcher connected and watching, shared between the processes. */
async function startWatchers(baseUrl: string, tournamentId: string): Promise<WatcherProcess[]> {
  const processes: WatcherProcess[] = [];
  // Never a process without watchers: it would never have a report delivered to all of its own.
  const processCount = Math.min(FANOUT_PROCESSES, WATCHERS);
  for (let index = 0, first = 0; index < processCount; index++) {
    const count = Math.floor(WATCHERS / processCount) + (index < WATCHERS % processCount ? 1 : 0);
    processes.push(new WatcherProcess({ baseUrl, tournamentId, first, count }));
    first += count;
  }
  try {
    await Promise.all(processes.map((watchers) => watchers.next('ready', WATCH_TIMEOUT_MS)));
  } catch (error) {
    for (const watchers of processes) watchers.stop();
    throw error;
  }
  return processes;
}

/** The database a server of the bench runs on: its settings and the name its row gives. */
interface BenchDatabase {
  env: Record<string, string>;
  label: string;
}

const PGLITE: BenchDatabase = { env: {}, label: 'PGlite' };

interface FanOut {
  deliveryMs: number[];
  /** Per report, when the last watcher had it. */
  lastWatcherMs: number[];
  reportAnswerMs: number[];
  delivered: number;
  expected: number;
  strayUpdates: number;
}

/**
 * Reports one result at a time (after WARM_UP_REPORTS untimed ones); each report's clock starts as its request leaves and every
 * watcher's bracket_updated of the version it leads to is timed against it (on the monotonic
 * clock the watcher processes read too). The next report waits until every process has every
 * watcher's update, or for DELIVERY_TIMEOUT_MS.
 */
async function measureFanOut(processes: WatcherProcess[], reporter: BracketReporter, startVersion: number): Promise<FanOut> {
  const sentAt = new Map<number, number>();
  const deliveredBy = new Map<number, number>();
  let everyoneHasIt: () => void = () => undefined;
  for (const watchers of processes) {
    watchers.on((message) => {
      if (message.type !== 'delivered') return;
      const count = (deliveredBy.get(message.version) ?? 0) + 1;
      deliveredBy.set(message.version, count);
      if (count === processes.length) everyoneHasIt();
    });
  }
  const reportAnswerMs: number[] = [];
  const warmUpVersions = new Set<number>();
  let version = startVersion;
  for (let report = 0; report < WARM_UP_REPORTS + REPORTS; report++) {
    const next = version + 1;
    const timed = report >= WARM_UP_REPORTS;
    const delivered = new Promise<void>((resolve) => {
      everyoneHasIt = resolve;
      setTimeout(resolve, DELIVERY_TIMEOUT_MS).unref();
    });
    let sent = 0;
    const reported = await reporter.reportNext(() => {
      sent = monotonicMs();
      if (timed) sentAt.set(next, sent);
      else warmUpVersions.add(next);
    });
    if (!reported) throw new Error(`No match was left to report after ${report} reports.`);
    if (timed) reportAnswerMs.push(monotonicMs() - sent);
    await delivered;
    version = next;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_REPORTS_MS));
  }

  const perReport = new Map<number, number[]>([...sentAt.keys()].map((reportVersion) => [reportVersion, []]));
  let strayUpdates = 0;
  const collected = processes.map((watchers) => watchers.next('arrivals', WATCH_TIMEOUT_MS));
  for (const watchers of processes) watchers.send({ type: 'collect' });
  for (const { arrivals, strays } of await Promise.all(collected)) {
    strayUpdates += strays;
    for (const [arrivedVersion, times] of arrivals) {
      if (warmUpVersions.has(arrivedVersion)) continue;
      const start = sentAt.get(arrivedVersion);
      const delays = perReport.get(arrivedVersion);
      if (start === undefined || !delays) strayUpdates += times.length;
      else delays.push(...times.map((time) => time - start));
    }
  }
  const delays = [...perReport.values()];
  return {
    deliveryMs: delays.flat().sort((a, b) => a - b),
    lastWatcherMs: delays.map((times) => Math.max(0, ...times)).sort((a, b) => a - b),
    reportAnswerMs: reportAnswerMs.sort((a, b) => a - b),
    delivered: delays.reduce((sum, times) => sum + times.length, 0),
    expected: REPORTS * WATCHERS,
    strayUpdates,
  };
}

/** One server on `database`, its watchers, the reports: one row. */
async function measureOn(database: BenchDatabase, log: BenchContext['log']): Promise<BenchRow> {
  const admin = benchAdmin();
  const server = await startServer({ env: { ...database.env, ...admin.env, TRUST_PROXY: '127.0.0.1' }, label: 'bench-fanout', stdio: 'ignore' });
  try {
    const token = await adminToken(server.baseUrl, admin.credentials);
    const key = await resultsKey(server.baseUrl, token);
    const started = await startedBracket(server.baseUrl, token, { players: PLAYERS, format: 'DOUBLE_ELIMINATION', title: 'Bench Fan-out Cup' });
    const idleMegabytes = residentMegabytes(server.pid);
    log(`  ${database.label}: connecting ${WATCHERS} watchers in ${FANOUT_PROCESSES} processes`);
    const connectStarted = monotonicMs();
    const processes = await startWatchers(server.baseUrl, started.tournamentId);
    try {
      const connectSeconds = (monotonicMs() - connectStarted) / 1000;
      const heldMegabytes = residentMegabytes(server.pid);
      log(`  ${database.label}: ${REPORTS} reports, each delivered to ${WATCHERS} watchers`);
      const fanOut = await measureFanOut(processes, new BracketReporter(server.baseUrl, key, started), started.bracket.version);
      const p99 = percentile(fanOut.deliveryMs, 0.99);
      const row: BenchRow = {
        case: `${PLAYERS}-player double elimination`,
        database: database.label,
        watchers: WATCHERS,
        'watcher processes': Math.min(FANOUT_PROCESSES, WATCHERS),
        'connect s': round(connectSeconds, 2),
        reports: REPORTS,
        'warm-up reports': WARM_UP_REPORTS,
        delivered: `${fanOut.delivered}/${fanOut.expected}`,
        'p50 ms': percentile(fanOut.deliveryMs, 0.5),
        'p95 ms': percentile(fanOut.deliveryMs, 0.95),
        'p99 ms': p99,
        'max ms': percentile(fanOut.deliveryMs, 1),
        'last watcher p50 ms': percentile(fanOut.lastWatcherMs, 0.5),
        'report answer p50 ms': percentile(fanOut.reportAnswerMs, 0.5),
        target: p99 !== null && p99 <= FANOUT_P99_TARGET_MS && fanOut.delivered === fanOut.expected ? 'OK' : `BELOW (p99 > ${FANOUT_P99_TARGET_MS} ms or not all delivered)`,
        'server RSS MB idle': idleMegabytes,
        'with sockets': heldMegabytes,
        'load average': Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
      };
      if (fanOut.strayUpdates > 0) row['stray updates'] = fanOut.strayUpdates;
      return row;
    } finally {
      for (const watchers of processes) watchers.stop();
    }
  } finally {
    await server.stop();
  }
}

export const bracketFanout: Benchmark = {
  name: 'bracketFanout',
  title: `Score fan-out: ${WATCHERS.toLocaleString('en-US')} visitors watching one tournament, ${REPORTS} reports one after another (target p99 ≤ ${FANOUT_P99_TARGET_MS} ms)`,
  // It starts servers of its own: on PGlite, then on PostgreSQL when a URL is set.
  perDatabase: false,
  async run({ log }: BenchContext) {
    checkDescriptorLimit();
    const rows: BenchRow[] = [await measureOn(PGLITE, log)];
    const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (url) {
      const schema = await postgresSchema(url, 'bench_fanout');
      try {
        rows.push(await measureOn({ env: { DATABASE_URL: schema.databaseUrl }, label: 'PostgreSQL' }, log));
      } finally {
        await schema.drop();
      }
    }
    return {
      rows,
      notes: [
        `Delivery: the report request leaves (POST …/matches/{matchId}/report with an API key) → bracket_updated at the watcher; every watcher, every report, after ${WARM_UP_REPORTS} untimed warm-up report (a fresh server's first report runs cold code).`,
        `Each row is a server of its own; the ${WATCHERS.toLocaleString('en-US')} watchers are in ${FANOUT_PROCESSES} other processes (sharing the CPUs with the server), each with an X-Forwarded-For address of its own (TRUST_PROXY=127.0.0.1).`,
        'load average: the 1-minute load of the machine as the row was measured; other work on it slows every figure.',
      ],
    };
  },
};
