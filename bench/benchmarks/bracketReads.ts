/**
 * Bracket reads: the two public reads of a tournament page (its bracket and its participants) for a
 * 64-player double elimination under way, from the per-tournament cache, then the bracket again
 * while an API key reports results into it, each report forgetting the cached answer.
 */
import type autocannon from 'autocannon';
import { API_KEY_WRITES_PER_MINUTE } from '../../server/routes/brackets/bracketAccess';
import { adminToken, BracketReporter, resultsKey, type StartedBracket, startedBracket } from '../bracketFixture';
import { loadJson } from '../load';
import type { Benchmark, BenchContext, BenchRow } from '../types';
import { round } from '../figures';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const PLAYERS = 64;
/** Results reported before the reads, so the bracket read has scores, winners and a losers bracket. */
const REPORTED_FIRST = 24;
/** Reports a second into the bracket being read, in the last case: a busy evening for one tournament. */
const REPORTS_PER_SECOND = 5;
/** So many reports a minute are more than one key may make: they take turns over enough keys. */
const REPORTING_KEYS = Math.ceil((REPORTS_PER_SECOND * 60) / API_KEY_WRITES_PER_MINUTE) + 1;

function row(route: string, result: autocannon.Result, extra: BenchRow = {}): BenchRow {
  return {
    route,
    'req/s': Math.round(result.requests.average),
    'p50 ms': round(result.latency.p50),
    'p99 ms': round(result.latency.p99),
    'non-2xx': result.non2xx,
    errors: result.errors,
    ...extra,
  };
}

async function measure(url: string, { durationSeconds, log }: BenchContext, label: string): Promise<autocannon.Result> {
  log(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${durationSeconds} s measured`);
  await loadJson(url, 10, WARMUP_SECONDS);
  return loadJson(url, CONNECTIONS, durationSeconds);
}

/** Reports REPORTS_PER_SECOND results, paced by the clock, until stopped or no match is left. */
function reportSteadily(reporter: BracketReporter): { stop(): Promise<number> } {
  let stopped = false;
  let reported = 0;
  let failure: unknown = null;
  const running = (async () => {
    const began = performance.now();
    while (!stopped) {
      const due = began + (reported * 1000) / REPORTS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped || !(await reporter.reportNext())) break;
      reported += 1;
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    async stop() {
      stopped = true;
      await running;
      if (failure) throw failure;
      return reported;
    },
  };
}

async function bracketBytes(baseUrl: string, { tournamentId }: StartedBracket): Promise<number> {
  const response = await fetch(`${baseUrl}/api/tournaments/${tournamentId}/bracket`);
  return (await response.arrayBuffer()).byteLength;
}

export const bracketReads: Benchmark = {
  name: 'bracketReads',
  title: `Bracket reads (autocannon, ${CONNECTIONS} connections, a ${PLAYERS}-player double elimination)`,
  perDatabase: true,
  async run(context: BenchContext) {
    const { baseUrl } = context;
    const token = await adminToken(baseUrl, context.admin);
    const key = await resultsKey(baseUrl, token);
    const played = await startedBracket(baseUrl, token, { players: PLAYERS, format: 'DOUBLE_ELIMINATION', title: 'Bench Reads Cup' });
    const playedReporter = new BracketReporter(baseUrl, key, played);
    for (let reported = 0; reported < REPORTED_FIRST; reported++) await playedReporter.reportNext();
    const kilobytes = round((await bracketBytes(baseUrl, played)) / 1024);
    const rows: BenchRow[] = [];

    const bracketPath = `/api/tournaments/${played.tournamentId}/bracket`;
    rows.push(row(`GET ${bracketPath.replace(played.tournamentId, '{id}')} (${REPORTED_FIRST} results in, ${kilobytes} KB)`, await measure(`${baseUrl}${bracketPath}`, context, 'bracket')));
    const participantsPath = `/api/tournaments/${played.tournamentId}/participants`;
    rows.push(row(`GET ${participantsPath.replace(played.tournamentId, '{id}')} (${PLAYERS} participants)`, await measure(`${baseUrl}${participantsPath}`, context, 'participants')));

    // A bracket of its own, so that the reports have every match still to play.
    const reportedInto = await startedBracket(baseUrl, token, { players: PLAYERS, format: 'DOUBLE_ELIMINATION', title: 'Bench Live Cup' });
    const livePath = `/api/tournaments/${reportedInto.tournamentId}/bracket`;
    await loadJson(`${baseUrl}${livePath}`, 10, WARMUP_SECONDS);
    context.log(`  bracket while ${REPORTS_PER_SECOND} results a second are reported: ${context.durationSeconds} s measured`);
    const keys = await Promise.all(Array.from({ length: REPORTING_KEYS }, () => resultsKey(baseUrl, token)));
    const reports = reportSteadily(new BracketReporter(baseUrl, keys, reportedInto));
    let result: autocannon.Result;
    try {
      result = await loadJson(`${baseUrl}${livePath}`, CONNECTIONS, context.durationSeconds);
    } finally {
      await reports.stop();
    }
    const reported = await reports.stop();
    rows.push(row(`GET ${livePath.replace(reportedInto.tournamentId, '{id}')} (while a key reports ${REPORTS_PER_SECOND} results a second)`, result, { reports: reported }));

    return {
      rows,
      notes: [
        'Both reads are public and served from a per-process cache of the serialized answer; every stored change of the tournament forgets it.',
        `The last row reads a second bracket while an API key reports into it (${REPORTS_PER_SECOND} a second, each a write, an audit line and a broadcast).`,
      ],
    };
  },
};
