/**
 * Hostile input: every operation of the OpenAPI document receives generated requests, as
 * a visitor, with a random invalid Authorization header, as a signed-in user and as an admin. Half
 * of the requests are valid: their values keep to the document (patterns, formats, lengths, enums,
 * required properties) and name rows that exist (games, tournaments, the user's chat and friend
 * requests, tokens of mailed links …), so they reach the handlers' success paths. The other half
 * mixes in hostile values — malformed bodies, random ids, odd strings — and half of those also
 * carry hostile headers (odd Content-Type, Content-Encoding, Accept, cookies …).
 *
 * Whatever comes in, the server never answers with a 5xx, and every answer keeps to the document:
 * its status is listed for the operation, its media type for that status, and its body validates
 * against that status's schema. And every operation succeeds (a 2xx, or the redirect of a sign-in
 * flow) for a caller allowed to call it: the visitor for public operations, the user or the admin
 * for the others; a read or an update, which uses nothing up, for most of its valid requests. Rate
 * limits are lifted for this server only, so they do not stand in the way.
 *
 * FUZZ_RUNS sets the cases per operation (default 100); FUZZ_SEED replays a run (the seed used is
 * printed when an operation fails); FUZZ_ONLY, a regular expression, picks the operations by their
 * "METHOD /path"; FUZZ_CONCURRENCY sets how many operations are fuzzed at once; FUZZ_VERBOSE prints
 * the statuses and each operation's successes per caller.
 */
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../../server/app';
import { build, testConfig, type TestServer } from '../build';
import { FuzzWorld, SHOP_WALLET } from './fuzz/fuzzWorld';
import { knownValuesFor } from './fuzz/knownValues';
import { MailRecorder } from './fuzz/mailRecorder';
import { type DocumentedRoute, isPublic, type OpenApiDocument, operationName, operationsOf } from './fuzz/openApi';
import { type CaseKind, casesFor, requestOf } from './fuzz/requestCases';
import { rememberSeededValues } from './fuzz/schemaValues';
import { type Conformance, conformanceChecker } from './fuzz/responseConformance';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// Operations run side by side (each with its own accounts), so PostgreSQL works while Node prepares the next requests.
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4));
/** Fuzzes only the operations whose "METHOD /path" matches, to replay one. */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '');
/**
 * Successful answers each operation must give a caller allowed to call it. One success is the bar
 * for every operation, since a one-shot write (accepting a friend request, confirming an order)
 * uses up the row it acts on; a read or an update (GET, PUT, PATCH) uses nothing up, so it must
 * succeed for most of its valid cases.
 */
const MIN_SUCCESSES = 1;
const MIN_REPEATABLE_SUCCESS_SHARE = 0.8;
const REPEATABLE_METHODS = new Set(['get', 'put', 'patch']);

// Every operation gets RUNS cases, each sent four times; PGlite serialises the queries.
jest.setTimeout(30 * 60_000);

const IDENTITIES = ['visitor', 'invalid credentials', 'user', 'admin'] as const;
type Identity = (typeof IDENTITIES)[number];

interface Failure {
  operation: string;
  problem: '5xx' | NonNullable<Conformance>['problem'];
  detail: string;
  kind: CaseKind;
  request: { method: string; url: string; headers: InjectOptions['headers']; payload?: unknown };
  status: number;
  response: string;
}

/** What one operation's requests came to: successes per caller (in all cases and in the valid ones), and valid cases sent. */
interface Tally {
  entry: DocumentedRoute;
  successes: Record<Identity, number>;
  validSuccesses: Record<Identity, number>;
  validCases: number;
}

/** A 2xx, or a redirect (the sign-in flows answer with one); 304 counts too. */
function isSuccess(status: number): boolean {
  return status >= 200 && status < 400;
}

/** Who must succeed: the visitor where the document asks for no credentials, else the user or the admin. */
function allowedSuccesses(entry: DocumentedRoute, successes: Record<Identity, number>): number {
  return isPublic(entry.operation) ? successes.visitor : successes.user + successes.admin;
}

/**
 * The valid cases the best placed allowed caller got through. A public read may still keep some of
 * its parameters for the signed-in (the admin's view of the shop, a sign-up status asked without an
 * address), so the signed-in count for public operations too.
 */
function allowedValidSuccesses({ entry, validSuccesses: { visitor, user, admin } }: Tally): number {
  return isPublic(entry.operation) ? Math.max(visitor, user, admin) : Math.max(user, admin);
}

/** Long generated strings cut short, so a failure report stays readable. */
function shortened(value: unknown): unknown {
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 120)}… (${value.length} characters)` : value;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
  return value;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

describe('hostile input: every OpenAPI operation, generated requests', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  const mail = new MailRecorder();

  beforeAll(async () => {
    server = await build({ CRYPTO_WALLET: SHOP_WALLET }, { mailer: mail, liftRateLimits: true });
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
    const tournaments = (await server.app.inject({ method: 'GET', url: '/api/tournaments?limit=10' })).json() as { items: Array<{ _id: string }> };
    const games = (await server.app.inject({ method: 'GET', url: '/api/games' })).json() as Array<{ key: string }>;
    rememberSeededValues([...tournaments.items.map((tournament) => tournament._id), ...games.slice(0, 10).map((game) => game.key)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the conformance check refuses an undocumented status, media type or body', () => {
    const check = conformanceChecker(document);
    const listGames = document.paths['/api/games']!.get!;
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(check('/api/games', 'get', listGames, { statusCode: 200, headers: json, body: '[]' })).toBeNull();
    expect(check('/api/games', 'get', listGames, { statusCode: 418, headers: json, body: '{}' })?.problem).toBe('undocumented status');
    expect(check('/api/games', 'get', listGames, { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '[]' })?.problem).toBe('undocumented media type');
    expect(check('/api/games', 'get', listGames, { statusCode: 200, headers: json, body: '[{"name":1}]' })?.problem).toBe('body outside its schema');
    expect(check('/api/games', 'get', listGames, { statusCode: 400, headers: json, body: '{"message":"no msg"}' })?.problem).toBe('body outside its schema');
  });

  test('rate limits can be lifted on a test server only', async () => {
    await expect(buildApp({ config: testConfig({ NODE_ENV: 'production', DATA_DIR: server.config.dataDir }), db: server.db, liftRateLimits: true })).rejects.toThrow(/NODE_ENV is test/);
  });

  test(`no operation answers a 5xx or anything outside its documented responses, and each succeeds for a caller allowed to call it (${RUNS} cases each, as a visitor, with invalid credentials, as a user and as an admin)`, async () => {
    // The index stays that of the whole document, so an operation's seed is the same with or without FUZZ_ONLY.
    const operations = operationsOf(document)
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => ONLY.test(operationName(entry)));
    expect(operations.length).toBeGreaterThan(0);
    const conformance = conformanceChecker(document);
    const failures: Failure[] = [];
    const tallies: Tally[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;

    await inPool(operations, CONCURRENCY, async ({ entry, index }) => {
      const { route, method, operation } = entry;
      const name = `${operationName(entry)} (seed ${SEED + index})`;
      // A world of its own for every operation: a fuzzed request may delete or sign out what it reaches.
      const world = await FuzzWorld.create(server.app, mail);
      const known = await knownValuesFor(entry, document, world);
      const callers: Record<Identity, (invalid: string) => string | null> = {
        visitor: () => null,
        'invalid credentials': (invalid) => invalid,
        user: () => world.user.authorization,
        admin: () => world.admin.authorization,
      };
      const none = () => ({ visitor: 0, 'invalid credentials': 0, user: 0, admin: 0 });
      const tally: Tally = { entry, successes: none(), validSuccesses: none(), validCases: 0 };
      tallies.push(tally);
      const cases = casesFor(entry, document, known, { runs: RUNS, seed: SEED + index });
      for (const fuzzCase of cases) {
        if (fuzzCase.kind === 'valid') tally.validCases += 1;
        for (const identity of IDENTITIES) {
          const request = requestOf(method, fuzzCase, callers[identity](fuzzCase.authorization));
          const response = await server.app.inject(request);
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (isSuccess(response.statusCode)) {
            tally.successes[identity] += 1;
            if (fuzzCase.kind === 'valid') tally.validSuccesses[identity] += 1;
          }
          const verdict: Pick<Failure, 'problem' | 'detail'> | null =
            response.statusCode >= 500 ? { problem: '5xx', detail: 'a server error' } : conformance(route, method, operation, response);
          if (verdict) {
            failures.push({
              operation: name,
              problem: verdict.problem,
              detail: verdict.detail,
              kind: fuzzCase.kind,
              request: shortened({ method: method.toUpperCase(), url: String(request.url), headers: request.headers, payload: request.payload }) as Failure['request'],
              status: response.statusCode,
              response: response.body.slice(0, 300),
            });
          }
        }
      }
    });

    const succeeding = tallies.filter((tally) => allowedSuccesses(tally.entry, tally.successes) >= MIN_SUCCESSES).length;
    if (process.env.FUZZ_VERBOSE) {
      console.log(
        `${operations.length} operations, ${sent} requests, ${succeeding} operations succeeded for an allowed caller; statuses: ${JSON.stringify(Object.fromEntries(statuses))}\n` +
          tallies
            .map(({ entry, successes, validSuccesses, validCases }) => `${operationName(entry)}: successes ${JSON.stringify(successes)}, of valid cases ${JSON.stringify(validSuccesses)}, ${validCases} valid cases`)
            .join('\n'),
      );
    }
    // One example per operation, problem and status is enough to act on.
    const distinct = failures.filter(
      (failure, index) => failures.findIndex((other) => other.operation === failure.operation && other.problem === failure.problem && other.status === failure.status) === index,
    );
    if (distinct.length > 0) {
      console.error(`FUZZ_SEED=${SEED}: ${failures.length} of ${sent} requests failed:\n${JSON.stringify(distinct, null, 2)}`);
    }
    expect(distinct.map(({ operation, problem, status, detail }) => `${operation}: ${problem} ${status} — ${detail}`)).toEqual([]);

    const allowedOf = (entry: DocumentedRoute) => (isPublic(entry.operation) ? 'the visitor' : 'the user or the admin');
    const withoutSuccess = tallies
      .filter(({ entry, successes }) => allowedSuccesses(entry, successes) < MIN_SUCCESSES)
      .map(({ entry, successes, validCases }) => `${operationName(entry)} (FUZZ_SEED=${SEED}): no success for ${allowedOf(entry)} in ${validCases} valid cases; successes per caller ${JSON.stringify(successes)}`);
    expect(withoutSuccess).toEqual([]);

    const repeatableMostlyRefused = tallies
      .filter((tally) => REPEATABLE_METHODS.has(tally.entry.method) && allowedValidSuccesses(tally) < MIN_REPEATABLE_SUCCESS_SHARE * tally.validCases)
      .map((tally) => `${operationName(tally.entry)} (FUZZ_SEED=${SEED}): an allowed caller got through at most ${allowedValidSuccesses(tally)} of ${tally.validCases} valid cases; per caller ${JSON.stringify(tally.validSuccesses)}`);
    expect(repeatableMostlyRefused).toEqual([]);
  });
});
