/**
 * The results JSON the bench writes (bench/results/*.json) and how a partial run is folded into
 * latest.json, so that latest.json always holds every benchmark's most recent figures, each with
 * the date of the run that measured it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchContext, BenchRow } from './types';

export const RESULTS_DIR = path.join(__dirname, 'results');
export const LATEST_RESULTS_FILE = path.join(RESULTS_DIR, 'latest.json');
/** The memory of the server over a whole pass: only a full run's reading describes the full load. */
export const SERVER_MEMORY = 'serverMemory';

export interface BenchResult {
  benchmark: string;
  title: string;
  database: BenchContext['database'] | null;
  /** When the run that measured these figures started writing (ISO); older files only had the report's date. */
  date?: string;
  /** Seconds of load per measured case in that run. */
  durationSeconds?: number;
  /**
   * The machine's 5-minute load average as that run ended: the figures share the CPU with whatever
   * else runs, so a busy machine explains low ones.
   */
  loadAverage?: number;
  rows: BenchRow[];
  notes?: string[];
  details?: unknown;
  error?: string;
}

export interface BenchReport {
  /** When this file was last written. */
  date: string;
  machine: { node: string; platform: string; cpus: number; cpuModel: string | null; memoryGB: number };
  settings: { durationSeconds: number; connections: number };
  results: BenchResult[];
}

function resultKey(result: BenchResult): string {
  return `${result.benchmark}/${result.database ?? '-'}`;
}

/** Every result with its own date and duration, taken from the report where it had none. */
export function withResultDates(report: BenchReport): BenchReport {
  return {
    ...report,
    results: report.results.map((result) => ({
      ...result,
      date: result.date ?? report.date,
      durationSeconds: result.durationSeconds ?? report.settings.durationSeconds,
    })),
  };
}

/**
 * latest.json after a partial run: the run's results replace those of the same benchmark and
 * database, the others stay with their own dates. A failed result does not replace figures that
 * were measured, and the partial run's server memory is left out (it reflects only the benchmarks
 * that ran).
 */
export function mergePartialRun(previous: BenchReport | null, run: BenchReport): BenchReport {
  const incoming = withResultDates(run).results.filter((result) => result.benchmark !== SERVER_MEMORY);
  const merged = previous ? withResultDates(previous).results : [];
  for (const result of incoming) {
    const index = merged.findIndex((kept) => resultKey(kept) === resultKey(result));
    if (index === -1) merged.splice(insertionIndex(merged), 0, result);
    else if (!result.error || merged[index]!.error) merged[index] = result;
  }
  return { ...run, results: merged };
}

/** New benchmarks go before the server memory, which a full run writes last. */
function insertionIndex(results: BenchResult[]): number {
  const memory = results.findIndex((result) => result.benchmark === SERVER_MEMORY);
  return memory === -1 ? results.length : memory;
}

export function readResults(file: string): BenchReport | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
}
