/**
 * Hostile input (issue 9): every operation of the OpenAPI document receives generated requests —
 * bodies built from its body schema mixed with arbitrary JSON and malformed text, random path
 * parameters, query strings and headers (odd Content-Type, Accept, Authorization, X-Client-Id …) —
 * as a visitor, with a random invalid Authorization header, and (so the input reaches the handlers
 * behind the sign-in check) as a signed-in user and as an admin.
 * Whatever comes in, the server never answers with a 5xx, and every answer keeps to the document:
 * its status is listed for the operation, its media type for that status, and its body validates
 * against that status's schema.
 *
 * FUZZ_RUNS sets the cases per operation (default 100); FUZZ_SEED replays a run (the seed used is
 * printed when a case fails); FUZZ_CONCURRENCY sets how many operations are fuzzed at once.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { type Conformance, conformanceChecker, type DocumentedOperation } from './responseConformance';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// Operations run side by side (each with its own accounts), so PostgreSQL works while Node prepares the next requests.
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Generated values stay small: the point is their shape, not their size. */
const MAX_DEPTH = 3;

// Every operation gets RUNS cases, each sent four times; PGlite serialises the queries.
jest.setTimeout(30 * 60_000);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation extends DocumentedOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

interface FuzzCase {
  path: string;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
  /** Sent with a body: mostly application/json, now and then something else. */
  contentType: string | null;
  /** Sent on every request: the operation's header parameters and headers any client may send. */
  headers: Record<string, string>;
  /** The Authorization header of the "invalid credentials" variant. */
  authorization: string;
}

/** Values that tend to break handlers: edges of numbers, odd strings, ids of the wrong shape. */
const NASTY_STRINGS = ['', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '%', '%00', '..', '../..', "'; DROP TABLE users; --", '<script>alert(1)</script>', '\u0000', '\uD800', 'é'.repeat(50), 'a'.repeat(2_000), '000000000000000000000000', '00000000-0000-0000-0000-000000000000', 'valorant', 'admin'];

/**
 * Ids and keys that exist (tournaments, games, an account): filled before the run, so generated
 * requests reach the success paths and their 2xx bodies get checked too, not only the refusals.
 */
const knownValues: string[] = [];

function nastyString(): fc.Arbitrary<string> {
  const known = knownValues.length > 0 ? [{ arbitrary: fc.constantFrom(...knownValues), weight: 3 }] : [];
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
    ...known,
  );
}

function resolve(schema: Schema, document: OpenApiDocument): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return document.components?.schemas?.[name] ?? {};
}

/** A fast-check arbitrary for values of a JSON schema, leaning towards valid ones with edge values. */
function fromSchema(raw: Schema | undefined, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  if (!raw || depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
  const schema = resolve(raw, document);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, document, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], document, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), nastyString());
      if (schema.format === 'date-time') return fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), nastyString());
      return fc.oneof(nastyString(), fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 300) }));
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 }),
        fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0.5, 1e308));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, document, depth + 1), { maxLength: 5 });
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) : fc.jsonValue({ maxDepth: 2 });
      const record = fc.record(
        Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, fromSchema(property, document, depth + 1)])),
        { requiredKeys: [] },
      );
      // Now and then an unknown key too.
      return fc.tuple(record, fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 })), { freq: 4 })).map(([value, extra]) =>
        extra ? { ...value, [extra[0]]: extra[1] } : value,
      );
    }
  }
}

/** Header values are visible ASCII (anything else is refused by HTTP itself before it reaches the server). */
function headerText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 40 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
    fc.constantFrom('', ' ', '0', '-1', 'null', '%00', '../..', "'; DROP TABLE users; --", '<script>alert(1)</script>', '00000000-0000-0000-0000-000000000000', 'a'.repeat(2_000)),
  );
}

function asParameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** Like encodeURIComponent, but lone surrogates become U+FFFD instead of throwing. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** One generated request for an operation. */
function caseArbitrary(route: string, operation: Operation, document: OpenApiDocument, hasBody: boolean): fc.Arbitrary<FuzzCase> {
  const parameters = operation.parameters ?? [];
  const pathNames = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const pathValue = (name: string) => {
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
    return fc.oneof({ arbitrary: fromSchema(schema, document).map(asParameterText), weight: 2 }, { arbitrary: nastyString(), weight: 2 }).map(percentEncoded);
  };
  const pathArbitrary = fc.tuple(...pathNames.map(pathValue)).map((values) =>
    pathNames.reduce((result, name, index) => result.replace(`{${name}}`, values[index] || '%20'), route),
  );

  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const queryArbitrary = fc
    .tuple(
      fc.record(
        Object.fromEntries(queryParameters.map((parameter) => [parameter.name, fc.oneof(fromSchema(parameter.schema, document).map(asParameterText), nastyString())])),
        { requiredKeys: [] },
      ),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), nastyString()), { freq: 4 }),
      // A parameter given twice arrives as an array.
      fc.boolean(),
    )
    .map(([values, extra, repeat]) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        search.append(key, value as string);
        if (repeat) search.append(key, value as string);
      }
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });

  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const bodyArbitrary: fc.Arbitrary<FuzzCase['body']> = hasBody
    ? fc.oneof(
        { arbitrary: fromSchema(bodySchema, document).map((value) => ({ kind: 'json' as const, value })), weight: 6 },
        { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json' as const, value })), weight: 2 },
        { arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":', '[1,2', 'null', '"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}')).map((text) => ({ kind: 'raw' as const, text })), weight: 1 },
        { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
      )
    : fc.constant({ kind: 'none' as const });

  const headerParameters = parameters.filter((parameter) => parameter.in === 'header');
  const headersArbitrary = fc
    .tuple(
      fc.record(
        Object.fromEntries(headerParameters.map((parameter) => [parameter.name.toLowerCase(), fc.oneof(fromSchema(parameter.schema, document).map(asParameterText), headerText())])),
        { requiredKeys: [] },
      ),
      fc.record(
        {
          accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'application/xml', 'text/csv', 'text/calendar', 'image/*;q=0.1', ',,;;', ''),
          'x-client-id': fc.oneof(fc.uuid().map(String), headerText()),
          'x-forwarded-for': fc.oneof(fc.ipV4(), headerText()),
          origin: fc.oneof(fc.webUrl(), headerText()),
          cookie: fc.oneof(fc.constantFrom('versus_google_flow=abc', 'a=b; c=d', '=', ';;'), headerText()),
          'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*', 'x-unknown'),
          'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown'),
          'if-none-match': headerText(),
        },
        { requiredKeys: [] },
      ),
    )
    // Header names are case-insensitive: an operation's own header parameter wins over the generic one.
    .map(([own, generic]) => ({ ...generic, ...own }) as Record<string, string>);

  const contentTypeArbitrary = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/problem+json',
        'text/plain',
        'text/html',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        'application/xml',
        '*/*',
        '',
      ),
      weight: 3,
    },
    { arbitrary: headerText(), weight: 1 },
  );

  // Credentials that are not ours: random text, a JWT-shaped string with a foreign signature, an
  // "alg: none" token, other schemes and a bearer without a token.
  const bearerToken = fc.oneof(
    fc.string({ minLength: 1, maxLength: 60 }).filter((text) => /^[\x20-\x7e]+$/.test(text)),
    fc.tuple(fc.base64String({ minLength: 4, maxLength: 40 }), fc.base64String({ minLength: 4, maxLength: 80 }), fc.base64String({ minLength: 4, maxLength: 40 })).map((parts) => parts.join('.')),
    fc.constant(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","role":"admin","ver":0}').toString('base64url')}.`),
  );
  const authorizationArbitrary = fc.oneof(
    { arbitrary: bearerToken.map((token) => `Bearer ${token}`), weight: 6 },
    { arbitrary: fc.constantFrom('Bearer', 'Bearer ', 'bearer  x', 'BEARER a.b.c', 'Basic dXNlcjpwYXNz', 'Token abc', ''), weight: 2 },
    { arbitrary: headerText(), weight: 1 },
  );

  return fc.record({ path: pathArbitrary, query: queryArbitrary, body: bodyArbitrary, contentType: hasBody ? contentTypeArbitrary : fc.constant(null), headers: headersArbitrary, authorization: authorizationArbitrary });
}

/** Each request comes from its own address, so per-address rate limits do not stop the input before the handlers. */
let lastAddress = 0;
function nextAddress(): string {
  lastAddress += 1;
  return `10.9.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

function requestOf(method: string, fuzzCase: FuzzCase, authorization: string | null): InjectOptions {
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (authorization !== null) headers.authorization = authorization;
  const options: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url: fuzzCase.path + fuzzCase.query, headers, remoteAddress: nextAddress() };
  if (fuzzCase.body.kind !== 'none') {
    if (fuzzCase.contentType !== null) headers['content-type'] = fuzzCase.contentType;
    options.payload = fuzzCase.body.kind === 'json' ? (JSON.stringify(fuzzCase.body.value) ?? 'null') : fuzzCase.body.text;
  }
  return options;
}

interface Failure {
  operation: string;
  problem: '5xx' | NonNullable<Conformance>['problem'];
  detail: string;
  request: { method: string; url: string; headers: InjectOptions['headers']; payload?: unknown };
  status: number;
  response: string;
}

interface FuzzedOperation {
  index: number;
  route: string;
  method: (typeof METHODS)[number];
  operation: Operation;
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

  beforeAll(async () => {
    server = await build();
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
    const tournaments = (await server.app.inject({ method: 'GET', url: '/api/tournaments?limit=10' })).json() as { items: Array<{ _id: string }> };
    const games = (await server.app.inject({ method: 'GET', url: '/api/games' })).json() as Array<{ key: string }>;
    const someone = await createAccount(server.app);
    knownValues.push(...tournaments.items.map((tournament) => tournament._id), ...games.slice(0, 10).map((game) => game.key), someone.id, someone.username);
    expect(knownValues.length).toBeGreaterThan(2);
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

  test(`no operation answers a 5xx or anything outside its documented responses, whatever the body, params, query and headers (${RUNS} cases each, as a visitor, with invalid credentials, as a user and as an admin)`, async () => {
    const operations: FuzzedOperation[] = Object.entries(document.paths)
      .flatMap(([route, item]) => METHODS.filter((method) => item[method]).map((method) => ({ route, method, operation: item[method]! })))
      .map((entry, index) => ({ ...entry, index }));
    expect(operations.length).toBeGreaterThan(0);
    const conformance = conformanceChecker(document);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;

    await inPool(operations, CONCURRENCY, async ({ index, route, method, operation }) => {
      const name = `${method.toUpperCase()} ${route} (seed ${SEED + index})`;
      // Fresh accounts for every operation: a fuzzed request may delete or sign out the previous ones.
      const user = (await createAccount(server.app)).authorization;
      const admin = (await createAccount(server.app, { role: 'admin', isAdmin: true })).authorization;
      const cases = fc.sample(caseArbitrary(route, operation, document, method !== 'get'), { numRuns: RUNS, seed: SEED + index });
      for (const fuzzCase of cases) {
        for (const authorization of [null, fuzzCase.authorization, user, admin]) {
          const request = requestOf(method, fuzzCase, authorization);
          const response = await server.app.inject(request);
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const verdict: Pick<Failure, 'problem' | 'detail'> | null =
            response.statusCode >= 500 ? { problem: '5xx', detail: 'a server error' } : conformance(route, method, operation, response);
          if (verdict) {
            failures.push({
              operation: name,
              problem: verdict.problem,
              detail: verdict.detail,
              request: shortened({ method: method.toUpperCase(), url: String(request.url), headers: request.headers, payload: request.payload }) as Failure['request'],
              status: response.statusCode,
              response: response.body.slice(0, 300),
            });
          }
        }
      }
    });

    if (process.env.FUZZ_VERBOSE) {
      console.log(`${operations.length} operations, ${sent} requests; statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    }
    // One example per operation, problem and status is enough to act on.
    const distinct = failures.filter(
      (failure, index) => failures.findIndex((other) => other.operation === failure.operation && other.problem === failure.problem && other.status === failure.status) === index,
    );
    if (distinct.length > 0) {
      console.error(`FUZZ_SEED=${SEED}: ${failures.length} of ${sent} requests failed:\n${JSON.stringify(distinct, null, 2)}`);
    }
    expect(distinct.map(({ operation, problem, status, detail }) => `${operation}: ${problem} ${status} — ${detail}`)).toEqual([]);
  });
});
