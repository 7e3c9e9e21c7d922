import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { KnownValues, ValueLocation } from './knownValues';
import { bodySchemaOf, type DocumentedRoute, type OpenApiDocument, type Parameter, resolve } from './openApi';
import { fuzzedValue, nastyString, validValue } from './schemaValues';

/**
 * valid: every value keeps to the document and names what exists, sent as plain JSON, so the
 * request reaches the handler's success path. fuzzed: values mixed with hostile ones, still sent as
 * plain JSON, so they reach validation and the handlers. hostile: fuzzed values with odd headers
 * (Content-Encoding, Content-Type, Accept, cookies …) as well.
 */
export type CaseKind = 'valid' | 'fuzzed' | 'hostile';

export interface FuzzCase {
  kind: CaseKind;
  path: string;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
  /** The Content-Type of a body. */
  contentType: string;
  /** Sent on every request: the operation's header parameters, and for hostile cases headers any client may send. */
  headers: Record<string, string>;
  /** The Authorization header of the "invalid credentials" variant. */
  authorization: string;
}

/** Header values are visible ASCII (anything else is refused by HTTP itself before it reaches the server). */
function headerText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 40 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
    fc.constantFrom('', ' ', '0', '-1', 'null', '%00', '../..', "'; DROP TABLE users; --", '<script>alert(1)</script>', '00000000-0000-0000-0000-000000000000', 'a'.repeat(2_000)),
  );
}

function asParameterText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Like encodeURIComponent, but lone surrogates become U+FFFD instead of throwing. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** Builds a case's parts from the operation's document and known values; `valid` picks the generators. */
class CaseParts {
  private readonly parameters: Parameter[];

  constructor(
    private readonly entry: DocumentedRoute,
    private readonly document: OpenApiDocument,
    private readonly known: KnownValues,
  ) {
    this.parameters = entry.operation.parameters ?? [];
  }

  /** A parameter's or property's value: the known one when there is one, else one of its schema. */
  private value(location: ValueLocation, name: string, schema: Parameter['schema'], valid: boolean): fc.Arbitrary<unknown> {
    const known = this.known[location][name];
    if (valid) return known ?? validValue(schema, this.document);
    const fuzzed = fuzzedValue(schema, this.document);
    return known ? fc.oneof(known, fuzzed) : fuzzed;
  }

  private textValue(location: ValueLocation, parameter: Parameter, valid: boolean): fc.Arbitrary<string> {
    const text = this.value(location, parameter.name, parameter.schema, valid).map(asParameterText);
    return valid ? text : fc.oneof({ arbitrary: text, weight: 2 }, { arbitrary: nastyString(), weight: 1 });
  }

  private ofKind(location: Parameter['in']): Parameter[] {
    return this.parameters.filter((parameter) => parameter.in === location);
  }

  path(valid: boolean): fc.Arbitrary<string> {
    const { route } = this.entry;
    const names = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const values = names.map((name) => this.textValue('path', this.ofKind('path').find((parameter) => parameter.name === name) ?? { in: 'path', name }, valid).map(percentEncoded));
    return fc.tuple(...values).map((texts) => names.reduce((result, name, index) => result.replace(`{${name}}`, texts[index] || '%20'), route));
  }

  query(valid: boolean): fc.Arbitrary<string> {
    const parameters = this.ofKind('query');
    const values = fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, this.textValue('query', parameter, valid)])), {
      requiredKeys: valid ? parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) : [],
    });
    // Fuzzed queries now and then carry an unknown parameter, or give one twice (it then arrives as an array).
    const oddities = valid ? fc.constant({ extra: null, repeat: false }) : fc.record({ extra: fc.option(fc.tuple(fc.string({ maxLength: 8 }), nastyString()), { freq: 4 }), repeat: fc.boolean() });
    return fc.tuple(values, oddities).map(([given, { extra, repeat }]) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(given)) {
        search.append(key, value);
        if (repeat) search.append(key, value);
      }
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
  }

  /** The operation's own header parameters (X-Client-Id …). */
  headers(valid: boolean): fc.Arbitrary<Record<string, string>> {
    const parameters = this.ofKind('header');
    return fc.record(
      Object.fromEntries(parameters.map((parameter) => [parameter.name.toLowerCase(), valid ? this.textValue('header', parameter, true) : fc.oneof(this.textValue('header', parameter, false), headerText())])),
      { requiredKeys: valid ? parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name.toLowerCase()) : [] },
    );
  }

  validBody(): fc.Arbitrary<FuzzCase['body']> {
    const raw = bodySchemaOf(this.entry.operation);
    if (!raw) return fc.constant({ kind: 'none' as const });
    const schema = resolve(raw, this.document);
    const properties = schema.properties;
    // Top-level properties take their known values; the rest keeps to the schema.
    const value = properties
      ? fc.record(
          Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, this.value('body', name, property, true)])),
          { requiredKeys: [...new Set([...(schema.required ?? []), ...this.known.alwaysInValidBody.filter((name) => name in properties)])] },
        )
      : validValue(schema, this.document);
    return value.map((json) => ({ kind: 'json' as const, value: json }));
  }

  fuzzedBody(): fc.Arbitrary<FuzzCase['body']> {
    if (this.entry.method === 'get') return fc.constant({ kind: 'none' as const });
    const raw = bodySchemaOf(this.entry.operation);
    const properties = raw ? resolve(raw, this.document).properties : undefined;
    const fromSchema = properties
      ? fc.tuple(
          fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, this.value('body', name, property, false)])), { requiredKeys: [] }),
          fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 })), { freq: 4 }),
        ).map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value))
      : fuzzedValue(raw, this.document);
    return fc.oneof(
      { arbitrary: fromSchema.map((value) => ({ kind: 'json' as const, value })), weight: 6 },
      { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json' as const, value })), weight: 2 },
      { arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":', '[1,2', 'null', '"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}')).map((text) => ({ kind: 'raw' as const, text })), weight: 1 },
      { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
    );
  }
}

/** Headers any client may send, with odd values; only hostile cases carry them. */
const hostileHeaders = fc.record(
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
);

const hostileContentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 4 },
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
const invalidAuthorization = fc.oneof(
  { arbitrary: bearerToken.map((token) => `Bearer ${token}`), weight: 6 },
  { arbitrary: fc.constantFrom('Bearer', 'Bearer ', 'bearer  x', 'BEARER a.b.c', 'Basic dXNlcjpwYXNz', 'Token abc', ''), weight: 2 },
  { arbitrary: headerText(), weight: 1 },
);

/** The kinds of case in turn: half of them valid, a quarter fuzzed, a quarter fuzzed with hostile headers. */
const TURNS: readonly CaseKind[] = ['valid', 'fuzzed', 'valid', 'hostile'];

/** The generated requests for an operation, `runs` of them, the kinds taken in turns so every run has its share of each. */
export function casesFor(entry: DocumentedRoute, document: OpenApiDocument, known: KnownValues, { runs, seed }: { runs: number; seed: number }): FuzzCase[] {
  const parts = new CaseParts(entry, document, known);
  const ofKind = (kind: CaseKind): fc.Arbitrary<FuzzCase> => {
    const valid = kind === 'valid';
    // Header names are case-insensitive: an operation's own header parameter wins over the generic one.
    const headers = kind === 'hostile' ? fc.tuple(hostileHeaders, parts.headers(false)).map(([generic, own]) => ({ ...generic, ...own }) as Record<string, string>) : parts.headers(valid);
    return fc.record({
      kind: fc.constant(kind),
      path: parts.path(valid),
      query: parts.query(valid),
      body: valid ? parts.validBody() : parts.fuzzedBody(),
      contentType: kind === 'hostile' ? hostileContentType : fc.constant('application/json'),
      headers,
      authorization: invalidAuthorization,
    });
  };
  const kinds = Array.from({ length: runs }, (_, index) => TURNS[index % TURNS.length]!);
  const generated = new Map(
    [...new Set(kinds)].map((kind) => [kind, fc.sample(ofKind(kind), { numRuns: kinds.filter((other) => other === kind).length, seed })]),
  );
  return kinds.map((kind) => generated.get(kind)!.shift()!);
}

/** Each request comes from its own address, as a crowd of clients would. */
let lastAddress = 0;
function nextAddress(): string {
  lastAddress += 1;
  return `10.9.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export function requestOf(method: string, fuzzCase: FuzzCase, authorization: string | null): InjectOptions {
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (authorization !== null) headers.authorization = authorization;
  const options: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url: fuzzCase.path + fuzzCase.query, headers, remoteAddress: nextAddress() };
  if (fuzzCase.body.kind !== 'none') {
    headers['content-type'] = fuzzCase.contentType;
    options.payload = fuzzCase.body.kind === 'json' ? (JSON.stringify(fuzzCase.body.value) ?? 'null') : fuzzCase.body.text;
  }
  return options;
}
