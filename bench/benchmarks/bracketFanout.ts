/**
 * Score fan-out: BENCH_WATCHERS (2,000) visitors' sockets watch one tournament (watch_tournament)
 * while an API key reports BENCH_FANOUT_REPORTS results one after another; for each report, the time
 * from the report request leaving to each watcher's bracket_updated. The server runs in a process of
 * its own, the watchers all in this one, so the figures include this process reading 2,000 messages
 * per report on the same CPUs as the server.
 *
 * Visitors may hold 60 sockets per address: the server trusts X-Forwarded-For from 127.0.0.1
 * (TRUST_PROXY) and each watcher names an address of its own, as 2,000 people on 2,000 networks would.
 * On PostgreSQL (a schema of its own) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { BracketUpdate } from '../../common/contract/brackets';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/contract/socketEvents';
import { startServer } from '../../test/e2e/support/harness';
import { adminToken, benchAdmin, BracketReporter, resultsKey, startedBracket } from '../bracketFixture';
import { residentMegabytes } from '../serverMemory';
import type { Benchmark, BenchContext, BenchRow } from '../types';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2_000);
const REPORTS = Number(process.env.BENCH_FANOUT_REPORTS ?? 20);
const PLAYERS = 64;
const FANOUT_P99_TARGET_MS = 100;
/** Sockets opened at once while connecting everyone. */
const CONNECT_BATCH = 100;
/** A bound on one report's deliveries (a hung run, not a judgement on speed). */
const DELIVERY_TIMEOUT_MS = 10_000;
/** A quiet moment between reports, so that each is measured on its own. */
const PAUSE_BETWEEN_REPORTS_MS = 250;
/** Descriptors beyond the sockets: the server's database, files, the reporter's requests. */
const SPARE_DESCRIPTORS = 256;

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function percentile(sorted: number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!, 1);
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

/** Watcher n's own address, 10.x.y.z: the visitors' per-address cap is never what is measured. */
function addressOf(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function connect(baseUrl: string, index: number): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    // Sent with the WebSocket handshake by Node's client.
    extraHeaders: { 'x-forwarded-for': addressOf(index) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function connectAll(baseUrl: string): Promise<ClientSocket[]> {
  const sockets: ClientSocket[] = [];
  try {
    for (let start = 0; start < WATCHERS; start += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, WATCHERS - start) }, (_, offset) => connect(baseUrl, start + offset));
      sockets.push(...(await Promise.all(batch)));
    }
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  }
  return sockets;
}

/** A schema of its own on the PostgreSQL server, when one is configured; PGlite otherwise. */
async function databaseFor(): Promise<{ env: Record<string, string>; label: string; drop(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) return { env: {}, label: 'PGlite', drop: async () => undefined };
  const schema = `bench_fanout_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  const databaseUrl = new URL(url);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: databaseUrl.toString() },
    label: 'PostgreSQL',
    async drop() {
      await client.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await client.end();
    },
  };
}

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
 * Reports one result at a time; each report's clock starts as its request leaves and every
 * watcher's bracket_updated of the version it leads to is timed against it.
 */
async function measureFanOut(sockets: ClientSocket[], reporter: BracketReporter, startVersion: number): Promise<FanOut> {
  const sentAt = new Map<number, number>();
  const arrivals = new Map<number, number[]>();
  let strayUpdates = 0;
  let everyoneHasIt: () => void = () => undefined;
  for (const socket of sockets) {
    socket.on('bracket_updated', (update: BracketUpdate) => {
      const now = performance.now();
      const start = sentAt.get(update.version);
      const times = arrivals.get(update.version);
      if (start === undefined || !times) {
        strayUpdates += 1;
        return;
      }
      times.push(now - start);
      if (times.length === sockets.length) everyoneHasIt();
    });
  }
  const reportAnswerMs: number[] = [];
  let version = startVersion;
  for (let report = 0; report < REPORTS; report++) {
    const next = version + 1;
    arrivals.set(next, []);
    const delivered = new Promise<void>((resolve) => {
      everyoneHasIt = resolve;
      setTimeout(resolve, DELIVERY_TIMEOUT_MS).unref();
    });
    let sent = 0;
    const reported = await reporter.reportNext(() => {
      sent = performance.now();
      sentAt.set(next, sent);
    });
    if (!reported) throw new Error(`No match was left to report after ${report} reports.`);
    reportAnswerMs.push(performance.now() - sent);
    await delivered;
    version = next;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_REPORTS_MS));
  }
  const perReport = [...arrivals.values()];
  return {
    deliveryMs: perReport.flat().sort((a, b) => a - b),
    lastWatcherMs: perReport.map((times) => Math.max(0, ...times)).sort((a, b) => a - b),
    reportAnswerMs: reportAnswerMs.sort((a, b) => a - b),
    delivered: perReport.reduce((sum, times) => sum + times.length, 0),
    expected: REPORTS * sockets.length,
    strayUpdates,
  };
}

export const bracketFanout: Benchmark = {
  name: 'bracketFanout',
  title: `Score fan-out: ${WATCHERS.toLocaleString('en-US')} visitors watching one tournament, ${REPORTS} reports one after another (target p99 ≤ ${FANOUT_P99_TARGET_MS} ms)`,
  perDatabase: false,
  async run({ log }: BenchContext) {
    checkDescriptorLimit();
    const admin = benchAdmin();
    const database = await databaseFor();
    try {
      const server = await startServer({ env: { ...database.env, ...admin.env, TRUST_PROXY: '127.0.0.1' }, label: 'bench-fanout', stdio: 'ignore' });
      try {
        const token = await adminToken(server.baseUrl, admin.credentials);
        const key = await resultsKey(server.baseUrl, token);
        const started = await startedBracket(server.baseUrl, token, { players: PLAYERS, format: 'DOUBLE_ELIMINATION', title: 'Bench Fan-out Cup' });
        const idleMegabytes = residentMegabytes(server.pid);
        log(`  connecting ${WATCHERS} watchers`);
        const connectStarted = performance.now();
        const sockets = await connectAll(server.baseUrl);
        try {
          const acks = await Promise.all(sockets.map((socket) => socket.emitWithAck('watch_tournament', { tournamentId: started.tournamentId })));
          const refused = acks.filter((ack) => !ack.ok);
          if (refused.length > 0) throw new Error(`${refused.length} watchers were refused: ${JSON.stringify(refused[0])}`);
          const connectSeconds = (performance.now() - connectStarted) / 1000;
          const heldMegabytes = residentMegabytes(server.pid);
          log(`  ${REPORTS} reports, each delivered to ${WATCHERS} watchers`);
          const fanOut = await measureFanOut(sockets, new BracketReporter(server.baseUrl, key, started), started.bracket.version);
          const p99 = percentile(fanOut.deliveryMs, 0.99);
          const row: BenchRow = {
            case: `${PLAYERS}-player double elimination`,
            database: database.label,
            watchers: sockets.filter((socket) => socket.connected).length,
            'connect s': round(connectSeconds, 2),
            reports: REPORTS,
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
          };
          if (fanOut.strayUpdates > 0) row['stray updates'] = fanOut.strayUpdates;
          return {
            rows: [row],
            notes: [
              'Delivery: the report request leaves (POST …/matches/{matchId}/report with an API key) → bracket_updated at the watcher; every watcher, every report.',
              `The server runs in its own process; the ${WATCHERS.toLocaleString('en-US')} watchers share this one (and the CPUs with the server), each with an X-Forwarded-For address of its own (TRUST_PROXY=127.0.0.1).`,
            ],
          };
        } finally {
          for (const socket of sockets) socket.close();
        }
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  },
};
