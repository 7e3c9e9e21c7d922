/**
 * The README's "Latest figures" are generated from bench/results/latest.json, between two marker
 * comments, so that no figure in the README can differ from the results file. A full
 * `npm run bench` rewrites them; bench/updateReadme.ts does it by hand (after a partial run), and a
 * test fails when the README's block is not what latest.json gives.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BenchReport, type BenchResult, LATEST_RESULTS_FILE, readResults, SERVER_MEMORY, withResultDates } from './resultsFile';
import type { BenchRow } from './types';

export const README_FILE = path.join(__dirname, '..', 'README.md');
export const FIGURES_START = '<!-- bench:figures:start -->';
export const FIGURES_END = '<!-- bench:figures:end -->';
const GENERATED_NOTICE =
  '<!-- Generated from bench/results/latest.json by bench/readmeFigures.ts (a full `npm run bench`, or ' +
  '`node -r esbuild-register bench/updateReadme.ts`): change the generator, not this block. -->';
/** The README's target for message delivery; the realtime benchmark itself reports without judging. */
const REALTIME_DELIVERY_P99_TARGET_MS = 50;
/** Rows of the benchmarks that judge themselves say OK, or BELOW with what was missed. */
const missed = (target: Value | undefined) => typeof target === 'string' && target.startsWith('BELOW');
const LINE_WIDTH = 100;

type Value = BenchRow[string];

const DATABASE_NAMES: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function day(result: BenchResult): string {
  return (result.date ?? '').slice(0, 10);
}

/** A partial run may come the same day as the full one: its figures then need the time as well. */
function moment(date = ''): string {
  return `${date.slice(0, 10)} ${date.slice(11, 16)} UTC`;
}

/** When the last full run started writing: only a full run writes the server memory. */
function fullRunDate(report: BenchReport, results: BenchResult[]): string {
  return results.find((result) => result.benchmark === SERVER_MEMORY)?.date ?? report.date;
}

function formatNumber(value: Value | undefined, digits = 2): string {
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: digits });
  return value ?? '–';
}

function range(values: number[], digits: number): string {
  const low = formatNumber(Math.min(...values), digits);
  const high = formatNumber(Math.max(...values), digits);
  return low === high ? low : `${low}–${high}`;
}

function numbers(rows: BenchRow[], column: string): number[] {
  return rows.map((row) => row[column]).filter((value): value is number => typeof value === 'number');
}

/** `GET /api/games` (the rest): the request in code, its explanation as text. */
function routeLabel(label: Value | undefined): string {
  const match = /^([A-Z]+ \S+)(.*)$/.exec(String(label ?? ''));
  return match ? `\`${match[1]}\`${match[2]}` : String(label ?? '');
}

function databaseName(result: BenchResult): string {
  return result.database ? (DATABASE_NAMES[result.database] ?? result.database) : '';
}

function wrap(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line].join('\n');
}

function table(header: string[], alignRight: boolean[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(alignRight.map((right) => (right ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/** The start benchmark's RSS at rest, whose column names how long it waited ("idle RSS after 5 s MB"). */
function atRest(row: BenchRow): BenchRow {
  const column = Object.keys(row).find((name) => name.startsWith('idle RSS'));
  return { 'at rest': column ? (row[column] ?? null) : null };
}

class FiguresWriter {
  private readonly results: BenchResult[];
  /** The full run's date; figures of later partial runs say when they were measured. */
  private readonly fullRun: string;
  readonly sections: string[] = [];

  constructor(private readonly report: BenchReport) {
    this.results = withResultDates(report).results;
    this.fullRun = fullRunDate(report, this.results);
  }

  of(benchmark: string): BenchResult[] {
    return this.results.filter((result) => result.benchmark === benchmark);
  }

  /** For figures measured by a later partial run, when and by which command. */
  dated(results: BenchResult[]): string {
    const later = results.filter((result) => result.date !== this.fullRun);
    if (later.length === 0) return '';
    const moments = [...new Set(later.map((result) => moment(result.date)))].sort();
    const names = [...new Set(later.map((result) => result.benchmark))];
    // When only some databases' figures are later, say which.
    const whose = later.length < results.length ? `${[...new Set(later.map(databaseName))].filter(Boolean).join(' and ')} figures `.trimStart() : '';
    const loads = numbers(later.map((result) => ({ load: result.loadAverage ?? null })), 'load');
    const load = loads.length > 0 ? `, 5-minute load average ${range(loads, 1)} on ${this.report.machine.cpus} cores` : '';
    return ` (${whose}measured ${moments.join(', ')} by \`npm run bench -- ${names.join(' ')}\`${load})`;
  }

  /** The results that have figures. */
  measured(benchmark: string): BenchResult[] {
    return this.of(benchmark).filter((result) => !result.error && result.rows.length > 0);
  }

  /** A benchmark that failed is stated rather than silently missing. */
  failures(): void {
    for (const failed of this.results.filter((result) => result.error)) {
      const where = failed.database ? ` on ${databaseName(failed)}` : '';
      this.sections.push(wrap(`\`${failed.benchmark}\` failed${where} in the run of ${day(failed)}: ${failed.error}`));
    }
  }

  missedTargets(): string[] {
    const misses: string[] = [];
    for (const row of this.of('initialJavaScript').flatMap((result) => result.rows)) {
      if (row.status !== 'OK') misses.push(`JavaScript of ${row.page}: ${row.status}`);
    }
    for (const row of this.of('lighthouse').flatMap((result) => result.rows)) {
      for (const [column, value] of Object.entries(row)) {
        if (column.endsWith('target') && !String(value).startsWith('OK')) misses.push(`Lighthouse ${row.page} ${row.preset} ${column}: ${value}`);
      }
    }
    for (const result of this.of('apiThroughput')) {
      for (const row of result.rows) {
        if (row.target !== 'OK' && row.target !== '–') misses.push(`${databaseName(result)} ${row.route}: ${row.target}`);
      }
    }
    for (const row of this.of('realtime').flatMap((result) => result.rows)) {
      const p99 = row['delivery p99 ms'];
      if (typeof p99 === 'number' && p99 > REALTIME_DELIVERY_P99_TARGET_MS) misses.push(`realtime ${row.case}: delivery p99 ${p99} ms`);
    }
    for (const row of this.of('bracketFanout').flatMap((result) => result.rows)) {
      if (missed(row.target)) misses.push(`score fan-out to ${formatNumber(row.watchers, 0)} watchers (${row.database}): p99 ${formatNumber(row['p99 ms'], 1)} ms, ${row.delivered} delivered`);
    }
    for (const row of this.of('serverStartup').flatMap((result) => result.rows)) {
      if (missed(row.target)) misses.push(`embedded mode, ${row['data directory']}: ${row.target}`);
    }
    for (const row of this.of('bracketRender').flatMap((result) => result.rows)) {
      if (missed(row.target)) misses.push(`bracket rendering at ${row.viewport}: longest task after the read ${formatNumber(row['longest after read ms'], 0)} ms`);
    }
    const failed = this.results.filter((result) => result.error).map((result) => result.benchmark);
    if (failed.length > 0) misses.push(`failed to run: ${[...new Set(failed)].join(', ')}`);
    return misses;
  }

  fullRunLoad(): string {
    const load = this.of(SERVER_MEMORY)[0]?.loadAverage;
    return load === undefined ? '' : ` (5-minute load average ${formatNumber(load, 1)} as the run ended)`;
  }

  preamble(): void {
    const withPostgres = this.results.some((result) => result.database === 'postgres');
    const withRedis = this.of('realtime').some((result) => result.rows.some((row) => String(row.case).includes('Redis')));
    const services = withPostgres ? (withRedis ? ' with PostgreSQL and Redis' : ' with PostgreSQL') : '';
    const misses = this.missedTargets();
    const verdict = misses.length === 0 ? 'Every target is met.' : `Targets not met: ${misses.join('; ')}.`;
    const laterRuns = this.results.some((result) => result.date !== this.fullRun) ? 'Figures measured later by a partial run give their date. ' : '';
    this.sections.push(
      wrap(
        `${laterRuns ? moment(this.fullRun) : this.fullRun.slice(0, 10)}, \`npm run bench\`${services}, on a ${this.report.machine.cpus}-core machine${this.fullRunLoad()} where autocannon ` +
          'and the server share the CPU (so the baseline itself moves between runs; the ratios are what compare). ' +
          `${laterRuns}${verdict}`,
      ),
    );
  }

  javaScript(): void {
    const [result] = this.measured('initialJavaScript');
    const row = result?.rows.find((candidate) => candidate.page === '/');
    if (!result || !row) return;
    let text = `**JavaScript${this.dated([result])}.** \`/\` loads ${formatNumber(row['gzip KB'], 1)} KB gzip (${formatNumber(row['brotli KB'], 1)} KB brotli) in ${row.scripts} scripts.`;
    const extrasNote = result.notes?.find((note) => note.startsWith('Extra code per route'));
    const extras = [...(extrasNote ?? '').matchAll(/(\/\S*) ([\d.]+) KB/g)]
      .map(([, route, kilobytes]) => ({ route: route!, kilobytes: Number(kilobytes) }))
      .sort((a, b) => b.kilobytes - a.kilobytes);
    const [largest, ...others] = extras;
    if (largest) {
      const next = others.slice(0, 3).map((extra) => `\`${extra.route}\` ${formatNumber(extra.kilobytes, 1)}`);
      text += ` Every other route adds at most ${formatNumber(largest.kilobytes, 1)} KB (\`${largest.route}\`${next.length > 0 ? `; ${next.join(', ')}` : ''}).`;
    }
    this.sections.push(wrap(text));
  }

  lighthouse(): void {
    const results = this.measured('lighthouse');
    if (results.length === 0) return;
    const rows = results.flatMap((result) => result.rows);
    this.sections.push(
      table(
        [`page${this.dated(results)}`, 'preset', 'performance', 'accessibility', 'LCP ms', 'CLS', 'TBT ms'],
        [false, false, true, true, true, true, true],
        rows.map((row) => [
          String(row.page),
          String(row.preset),
          formatNumber(row.performance),
          formatNumber(row.accessibility),
          formatNumber(row['LCP ms'], 0),
          formatNumber(row.CLS, 2),
          formatNumber(row['TBT ms'], 0),
        ]),
      ),
    );
  }

  apiThroughput(): void {
    const results = this.measured('apiThroughput');
    if (results.length === 0) return;
    this.sections.push(
      table(
        [`database${this.dated(results)}`, 'route', 'req/s', 'p50 ms', 'p99 ms', '× baseline'],
        [false, false, true, true, true, true],
        results.flatMap((result) =>
          result.rows.map((row) => [
            databaseName(result),
            routeLabel(row.route),
            formatNumber(row['req/s'], 0),
            formatNumber(row['p50 ms'], 1),
            formatNumber(row['p99 ms'], 1),
            formatNumber(row['vs baseline']),
          ]),
        ),
      ),
    );
  }

  gamesRatings(): void {
    const results = this.measured('gamesRatings');
    if (results.length === 0) return;
    this.sections.push(
      wrap(
        `**Games and ratings${this.dated(results)}.** A game's average and count are cached once for ` +
          "every caller and each caller's own rating is a point read (cached per rater): the shared row is read " +
          'by callers without identity, the per-visitor row by a pool of client ids, each request naming one of ' +
          'them at random, as real visitors do.',
      ),
      table(
        ['database', 'route', 'req/s', 'p50 ms', 'p99 ms'],
        [false, false, true, true, true],
        results.flatMap((result) =>
          result.rows.map((row) => [
            databaseName(result),
            routeLabel(row.route),
            formatNumber(row['req/s'], 0),
            formatNumber(row['p50 ms'], 1),
            formatNumber(row['p99 ms'], 1),
          ]),
        ),
      ),
    );
  }

  realtime(): void {
    const results = this.measured('realtime');
    if (results.length === 0) return;
    this.sections.push(
      table(
        [`realtime (PostgreSQL)${this.dated(results)}`, 'sockets', 'connect s', 'delivery p50 ms', 'delivery p99 ms', 'delivered', 'RSS idle MB', 'RSS with sockets MB'],
        [false, true, true, true, true, true, true, true],
        results.flatMap((result) =>
          result.rows.map((row) => [
            String(row.case),
            formatNumber(row['sockets held'], 0),
            formatNumber(row['connect s']),
            formatNumber(row['delivery p50 ms']),
            formatNumber(row['delivery p99 ms']),
            String(row.delivered),
            formatNumber(row['server RSS MB idle'], 0),
            formatNumber(row['with sockets'], 0),
          ]),
        ),
      ),
    );
  }

  serverStartup(): void {
    const results = this.measured('serverStartup');
    if (results.length === 0) return;
    this.sections.push(
      wrap(
        `**Start and memory of the embedded mode${this.dated(results)}.** The compiled server as \`npm run serve\` runs it, ` +
          'on an empty data directory, then restarted on it; memory is the RSS of the server process at the first ' +
          'answer of /health, a few seconds later at rest, and at its peak under the API load. Targets: first start ≤ 2 s ' +
          'and ≤ 300 MB, at rest ≤ 250 MB, under load ≤ 400 MB.',
      ),
      table(
        ['data directory', 'to /health s', 'RSS at /health MB', 'RSS at rest MB', 'RSS under load MB', 'target'],
        [false, true, true, true, true, false],
        results.flatMap((result) =>
          result.rows.map((row) => [
            String(row['data directory']),
            formatNumber(row['to /health s']),
            formatNumber(row['RSS at /health MB'], 0),
            formatNumber(atRest(row)['at rest'], 0),
            formatNumber(row['RSS under load MB (peak)'], 0),
            String(row.target),
          ]),
        ),
      ),
    );
  }

  bracketReads(): void {
    const results = this.measured('bracketReads');
    if (results.length === 0) return;
    this.sections.push(
      wrap(
        `**Brackets${this.dated(results)}.** The two reads of a tournament page, its bracket and its participants, ` +
          'for a 64-player double elimination under way, served from the per-tournament cache; then the bracket of another ' +
          'while an API key reports results into it, each report forgetting the cached answer.',
      ),
      table(
        ['database', 'route', 'req/s', 'p50 ms', 'p99 ms'],
        [false, false, true, true, true],
        results.flatMap((result) =>
          result.rows.map((row) => [databaseName(result), routeLabel(row.route), formatNumber(row['req/s'], 0), formatNumber(row['p50 ms'], 1), formatNumber(row['p99 ms'], 1)]),
        ),
      ),
    );
  }

  bracketFanout(): void {
    const [result] = this.measured('bracketFanout');
    const rows = result?.rows ?? [];
    const first = rows[0];
    if (!result || !first) return;
    const met = rows.every((row) => !missed(row.target)) ? 'met' : 'not met';
    this.sections.push(
      wrap(
        `**Score fan-out${this.dated([result])}.** ${formatNumber(first.watchers, 0)} visitors' sockets watch one tournament ` +
          `(a ${first.case}) while an API key reports ${first.reports} results one after another` +
          (typeof first['warm-up reports'] === 'number' ? ` (after ${first['warm-up reports']} untimed: a fresh server's first report runs cold code)` : '') +
          `; each row is a server of its own. ` +
          `Delivery: from the report request leaving to each watcher's \`bracket_updated\` (target p99 ≤ 100 ms: ${met}). ` +
          (typeof first['watcher processes'] === 'number'
            ? `The watchers are in ${first['watcher processes']} processes of their own, on the ${this.report.machine.cpus} cores the server uses too.`
            : `The watchers share one process and the ${this.report.machine.cpus} cores with the server.`),
      ),
      table(
        ['database', 'delivered', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'last watcher p50 ms', 'report answer p50 ms', 'RSS with sockets MB', '1-minute load'],
        [false, true, true, true, true, true, true, true, true, true],
        rows.map((row) => [
          String(row.database),
          String(row.delivered),
          formatNumber(row['p50 ms'], 1),
          formatNumber(row['p95 ms'], 1),
          formatNumber(row['p99 ms'], 1),
          formatNumber(row['max ms'], 1),
          formatNumber(row['last watcher p50 ms'], 1),
          formatNumber(row['report answer p50 ms'], 1),
          formatNumber(row['with sockets'], 0),
          formatNumber(row['load average'], 2),
        ]),
      ),
    );
  }

  bracketRender(): void {
    const results = this.measured('bracketRender');
    if (results.length === 0) return;
    this.sections.push(
      table(
        [`bracket page, CPU 4× slower${this.dated(results)}`, 'width', 'shown ms', 'longest task ms', 'longest after the read ms', 'runs with a task > 50 ms after the read'],
        [false, false, true, true, true, true],
        results.flatMap((result) =>
          result.rows.map((row) => [
            String(row.case),
            String(row.viewport),
            formatNumber(row['shown ms'], 0),
            formatNumber(row['longest task ms'], 0),
            formatNumber(row['longest after read ms'], 0),
            String(row['runs with a long task after read'] ?? '–'),
          ]),
        ),
      ),
    );
  }

  /** Memory, logins and mails: one paragraph of ranges over both databases. */
  otherFigures(): void {
    const sentences: string[] = [];
    const memory = this.measured(SERVER_MEMORY);
    const throughput = this.measured('apiThroughput');
    // The start benchmark measures the embedded mode at rest as production starts it: when it ran,
    // its figures stand for PGlite instead of the bench server's (which only a full run measures).
    const startup = this.measured('serverStartup');
    const startupRows = startup.flatMap((result) => result.rows);
    const perDatabase = memory.flatMap((result) => result.rows).map((row) => {
      const database = String(row.database);
      const fromStartup = database === 'pglite' && startupRows.length > 0;
      const loaded = [
        ...(fromStartup ? numbers(startupRows, 'RSS under load MB (peak)') : numbers([row], 'RSS after load MB')),
        ...numbers(throughput.find((result) => result.database === database)?.rows ?? [], 'server RSS MB (peak)'),
      ];
      const idle = fromStartup ? numbers(startupRows.map(atRest), 'at rest') : numbers([row], 'idle RSS before load MB');
      let text = `${DATABASE_NAMES[database] ?? database} mode ${range(idle, 0)} MB idle`;
      if (loaded.length > 0) text += `, ${range(loaded, 0)} MB under the loads above`;
      if (database === 'pglite' && idle.length > 0 && loaded.length > 0 && Math.min(...idle) > Math.max(...loaded)) {
        text += " (the embedded database's WebAssembly heap is reserved at start, so idle reads higher than loaded)";
      }
      return text;
    });
    if (perDatabase.length > 0) {
      const sockets = this.measured('realtime').length > 0 ? '; the realtime table gives it with the sockets (both processes together on its second row)' : '';
      sentences.push(`Memory (RSS of the server process${this.dated([...memory, ...throughput, ...startup])}): ${perDatabase.join('; ')}${sockets}.`);
    }
    const accounts = this.measured('accounts');
    const logins = numbers(accounts.flatMap((result) => result.rows.filter((row) => String(row.case).startsWith('POST /api/auth/login'))), 'req/s');
    if (logins.length > 0) {
      sentences.push(`Logins run at ${range(logins, 0)} a second on ${this.report.machine.cpus} cores${this.dated(accounts)}: argon2id is slow on purpose.`);
    }
    const tournaments = this.measured('tournaments');
    const mailRows = tournaments.flatMap((result) => result.rows.filter((row) => typeof row['all sent in s'] === 'number'));
    if (mailRows.length > 0) {
      const count = /^([\d,]+) /.exec(String(mailRows[0]!.case))?.[1] ?? 'The';
      const duplicates = numbers(mailRows, 'duplicates').reduce((sum, value) => sum + value, 0);
      sentences.push(
        `${count} registration-open mails reach a local SMTP server in ${range(numbers(mailRows, 'all sent in s'), 1)} s${this.dated(tournaments)}, ` +
          `${duplicates === 0 ? 'none twice' : `${duplicates} twice`}.`,
      );
    }
    if (sentences.length > 0) this.sections.push(wrap(sentences.join(' ')));
  }
}

/** The Markdown between the markers, from a results report. */
export function renderFigures(report: BenchReport): string {
  const writer = new FiguresWriter(report);
  writer.preamble();
  writer.failures();
  writer.javaScript();
  writer.lighthouse();
  writer.serverStartup();
  writer.apiThroughput();
  writer.gamesRatings();
  writer.bracketReads();
  writer.realtime();
  writer.bracketFanout();
  writer.bracketRender();
  writer.otherFigures();
  return [GENERATED_NOTICE, ...writer.sections].join('\n\n');
}

function markerPositions(readme: string): { start: number; end: number } {
  const start = readme.indexOf(FIGURES_START);
  const end = readme.indexOf(FIGURES_END);
  if (start === -1 || end === -1 || end < start || readme.indexOf(FIGURES_START, start + 1) !== -1) {
    throw new Error(`README.md needs one ${FIGURES_START} … ${FIGURES_END} block in its Performance section.`);
  }
  return { start: start + FIGURES_START.length, end };
}

/** The figures the README shows now (between the markers, without the blank lines around them). */
export function readmeFigures(readme: string): string {
  const { start, end } = markerPositions(readme);
  return readme.slice(start, end).trim();
}

export function withFigures(readme: string, figures: string): string {
  const { start, end } = markerPositions(readme);
  return `${readme.slice(0, start)}\n${figures}\n${readme.slice(end)}`;
}

/** Rewrites the README's figures from the results file; true when they changed. */
export function updateReadmeFigures(readmeFile = README_FILE, resultsFile = LATEST_RESULTS_FILE): boolean {
  const report = readResults(resultsFile);
  if (!report) throw new Error(`No results in ${path.relative(process.cwd(), resultsFile)}: run npm run bench first.`);
  const readme = readFileSync(readmeFile, 'utf8');
  const updated = withFigures(readme, renderFigures(report));
  if (updated === readme) return false;
  writeFileSync(readmeFile, updated);
  return true;
}
