/**
 * `npm run bench`: builds the SPA if needed, starts the real server on a free port with a fresh
 * PGlite data directory, runs every benchmark in BENCHMARKS, prints one table per benchmark and
 * writes bench/results/latest.json and bench/results/YYYY-MM-DD.json. With BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) set, the database-bound benchmarks run again on PostgreSQL, in a schema of
 * their own that is dropped afterwards.
 *
 * Figures are printed, never judged: the command fails only when a benchmark cannot run.
 * BENCH_DURATION=3 shortens each load phase (seconds; default 10) for a quick local look.
 * `npm run bench -- apiThroughput lighthouse` runs only the named benchmarks; such a partial run
 * writes bench/results/YYYY-MM-DD-<names>.json and merges its figures into latest.json, where each
 * benchmark keeps the date of the run that measured it. A full run then rewrites the README's
 * generated figures from latest.json; after a partial run, bench/updateReadme.ts does it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, type RunningServer, startServer } from '../test/e2e/support/harness';
import { accounts } from './benchmarks/accounts';
import { apiThroughput, CONNECTIONS } from './benchmarks/apiThroughput';
import { bracketFanout } from './benchmarks/bracketFanout';
import { bracketReads } from './benchmarks/bracketReads';
import { bracketRender } from './benchmarks/bracketRender';
import { gamesRatings } from './benchmarks/gamesRatings';
import { initialJavaScript } from './benchmarks/initialJavaScript';
import { lighthouse } from './benchmarks/lighthouse';
import { realtime } from './benchmarks/realtime';
import { serverStartup } from './benchmarks/serverStartup';
import { tournamentsBenchmark } from './benchmarks/tournaments';
import { benchAdmin } from './bracketFixture';
import { updateReadmeFigures } from './readmeFigures';
import { type BenchReport, type BenchResult, LATEST_RESULTS_FILE, mergePartialRun, readResults, RESULTS_DIR, SERVER_MEMORY } from './resultsFile';
import { residentMegabytes } from './serverMemory';
import type { Benchmark, BenchContext, BenchOutput, BenchRow } from './types';
import { type BenchSchema, postgresSchema } from './postgresSchema';

/** Every benchmark, in the order they run. Add new ones here. */
const BENCHMARKS: Benchmark[] = [
  initialJavaScript,
  lighthouse,
  apiThroughput,
  gamesRatings,
  tournamentsBenchmark,
  accounts,
  bracketReads,
  bracketRender,
  realtime,
  bracketFanout,
  serverStartup,
];

type DatabaseKind = BenchContext['database'];

function durationSeconds(): number {
  const value = Number(process.env.BENCH_DURATION ?? 10);
  if (!Number.isFinite(value) || value < 1) throw new Error(`BENCH_DURATION must be a number of seconds ≥ 1 (got "${process.env.BENCH_DURATION}")`);
  return Math.round(value);
}

function log(line: string): void {
  console.log(line);
}

async function runPass(
  database: DatabaseKind,
  env: Record<string, string>,
  benchmarks: Benchmark[],
  duration: number,
): Promise<{ results: BenchResult[]; memory: BenchRow }> {
  log(`\n== ${database}: starting the server ==`);
  const admin = benchAdmin();
  const server: RunningServer = await startServer({ env: { ...admin.env, ...env }, label: `bench-${database}` });
  const results: BenchResult[] = [];
  const memory: BenchRow = { database, 'idle RSS before load MB': residentMegabytes(server.pid), 'RSS after load MB': null };
  try {
    const context: BenchContext = { baseUrl: server.baseUrl, serverPid: server.pid, database, durationSeconds: duration, admin: admin.credentials, log };
    for (const benchmark of benchmarks) {
      log(`-- ${benchmark.title} [${database}]`);
      const result: BenchResult = { benchmark: benchmark.name, title: benchmark.title, database: benchmark.perDatabase ? database : null, rows: [] };
      try {
        const output: BenchOutput = await benchmark.run(context);
        Object.assign(result, output);
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
        log(`   failed: ${result.error}`);
      }
      results.push(result);
    }
    memory['RSS after load MB'] = residentMegabytes(server.pid);
  } finally {
    await server.stop();
  }
  return { results, memory };
}

function formatValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return value;
}

/** A Markdown table, so the output can be pasted into the README or an issue as it is. */
export function formatTable(rows: BenchRow[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cells = rows.map((row) => columns.map((column) => formatValue(row[column])));
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((line) => line[index]!.length)));
  const line = (values: string[]) =>
    `| ${values.map((value, index) => (/^[\d.,–-]+$/.test(value) ? value.padStart(widths[index]!) : value.padEnd(widths[index]!))).join(' | ')} |`;
  return [line(columns), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

function printReport(results: BenchResult[], memoryRows: BenchRow[]): void {
  log('\n================ VERSUS benchmarks ================');
  const names = [...new Set(results.map((result) => result.benchmark))];
  for (const name of names) {
    const group = results.filter((result) => result.benchmark === name);
    const rows = group.flatMap((result) => result.rows.map((row) => (result.database ? { database: result.database, ...row } : row)));
    log(`\n${group[0]!.title}`);
    if (rows.length > 0) log(formatTable(rows));
    // A benchmark run on both databases carries the same notes twice: print each once.
    for (const note of new Set(group.flatMap((result) => result.notes ?? []))) log(`  ${note}`);
    for (const result of group) {
      if (result.error) log(`  FAILED${result.database ? ` on ${result.database}` : ''}: ${result.error}`);
    }
  }
  log('\nServer memory (VmRSS of the server process)');
  log(formatTable(memoryRows));
}

function selectedBenchmarks(names: string[]): Benchmark[] {
  if (names.length === 0) return BENCHMARKS;
  const unknown = names.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
  if (unknown.length > 0) throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${BENCHMARKS.map((benchmark) => benchmark.name).join(', ')}`);
  return BENCHMARKS.filter((benchmark) => names.includes(benchmark.name));
}

async function main(): Promise<number> {
  const duration = durationSeconds();
  const only = process.argv.slice(2);
  const benchmarks = selectedBenchmarks(only);
  await ensureBuild(log);

  const results: BenchResult[] = [];
  const memoryRows: BenchRow[] = [];
  const pglite = await runPass('pglite', {}, benchmarks, duration);
  results.push(...pglite.results);
  memoryRows.push(pglite.memory);

  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl && benchmarks.some((benchmark) => benchmark.perDatabase)) {
    let schema: BenchSchema | undefined;
    try {
      schema = await postgresSchema(postgresUrl, 'bench');
      const postgres = await runPass('postgres', { DATABASE_URL: schema.databaseUrl }, benchmarks.filter((benchmark) => benchmark.perDatabase), duration);
      results.push(...postgres.results);
      memoryRows.push(postgres.memory);
    } catch (error) {
      log(`PostgreSQL pass skipped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await schema?.drop();
    }
  } else {
    log('\nPostgreSQL pass skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to run the API benchmarks on PostgreSQL too.');
  }

  printReport(results, memoryRows);

  const now = new Date();
  const date = now.toISOString();
  const report: BenchReport = {
    date,
    machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGB: Math.round(os.totalmem() / 2 ** 30) },
    settings: { durationSeconds: duration, connections: CONNECTIONS },
    results: [...results, { benchmark: SERVER_MEMORY, title: 'Server memory (VmRSS)', database: null, rows: memoryRows }].map((result) => ({
      ...result,
      date,
      durationSeconds: duration,
      loadAverage: Math.round(os.loadavg()[1]! * 10) / 10,
    })),
  };
  writeResults(report, now.toISOString().slice(0, 10), only);
  return results.some((result) => result.error) ? 1 : 0;
}

function writeJson(file: string, report: BenchReport): void {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

function writeResults(report: BenchReport, day: string, only: string[]): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (only.length > 0) {
    const file = `${day}-${only.join('-')}.json`;
    writeJson(path.join(RESULTS_DIR, file), report);
    writeJson(LATEST_RESULTS_FILE, mergePartialRun(readResults(LATEST_RESULTS_FILE), report));
    log(`\nWrote bench/results/${file} and merged it into bench/results/latest.json.`);
    log('The README keeps its figures until `node -r esbuild-register bench/updateReadme.ts` (or a full run) rewrites them.');
    return;
  }
  writeJson(LATEST_RESULTS_FILE, report);
  writeJson(path.join(RESULTS_DIR, `${day}.json`), report);
  log(`\nWrote bench/results/latest.json and bench/results/${day}.json`);
  log(updateReadmeFigures() ? 'Rewrote the figures in README.md (Performance).' : 'The figures in README.md were already these.');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
