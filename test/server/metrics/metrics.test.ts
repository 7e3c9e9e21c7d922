import { Readable } from 'node:stream';
import { getMetricsFromStream, type PromHistogramData, type PromMetrics } from 'prom2javascript';
import { build, type TestServer } from '../build';
import { createUser } from '../chat/factories';
import { connectSocket, disconnected, roundTrip, type TestSocket } from '../chat/realtimeClients';

const TOKEN = 'metrics-token-for-the-scraper';

/**
 * Parsed by a Prometheus text-format parser, as a scraper would read it. prom2javascript reads
 * labelled histograms (parse-prometheus-text-format merges their series into one) but refuses the
 * value NaN, which the format allows and an event-loop figure takes before its first sample: such
 * lines are left out before parsing.
 */
const parse = (text: string): Promise<PromMetrics> => getMetricsFromStream(Readable.from([text.replace(/^.* NaN\n/gm, '')]));

async function scrape(server: TestServer): Promise<PromMetrics> {
  const response = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(response.body);
}

function series(metrics: PromMetrics, name: string, labels: Record<string, string> = {}) {
  const family = metrics[name];
  if (!family) throw new Error(`no metric family ${name} in the scrape`);
  return family.data.find((data) => Object.entries(labels).every(([key, value]) => data.labels[key] === value));
}

/** A counter's or gauge's value (0 for a series not recorded yet). */
const valueOf = (metrics: PromMetrics, name: string, labels: Record<string, string> = {}) =>
  (series(metrics, name, labels) as { value?: number } | undefined)?.value ?? 0;
/** How many observations a histogram's series holds. */
const countOf = (metrics: PromMetrics, name: string, labels: Record<string, string> = {}) =>
  (series(metrics, name, labels) as PromHistogramData | undefined)?.count ?? 0;
const labelsOf = (metrics: PromMetrics, name: string, label: string) => (metrics[name]?.data ?? []).map((data) => data.labels[label] ?? '').sort();

describe('GET /metrics without METRICS_TOKEN', () => {
  test('does not exist: 404, even with a bearer token', async () => {
    const server = await build();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await server.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ msg: expect.any(String) });
      }
    } finally {
      await server.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await server.close();
  });

  test.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-for-the-scrapeX' }],
    ['a shorter token', { authorization: 'Bearer metrics' }],
    ['the token without the Bearer scheme', { authorization: TOKEN }],
  ])('%s: 401 and no metrics', async (_name, headers) => {
    const response = await server.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.body).not.toMatch(/http_requests_total|process_/);
  });

  test('the Prometheus text holds the process, HTTP, database, realtime and mail outbox families', async () => {
    const metrics = await scrape(server);
    const names = Object.keys(metrics);
    expect(names).toEqual(
      expect.arrayContaining([
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_p99_seconds',
        'http_requests_total',
        'http_request_duration_seconds',
        'versus_db_query_duration_seconds',
        'versus_realtime_sockets',
        'versus_online_users',
        'versus_mail_outbox_messages',
        'versus_mail_deliveries_total',
      ]),
    );
    expect(metrics.http_request_duration_seconds?.type).toBe('histogram');
    expect(labelsOf(metrics, 'versus_mail_outbox_messages', 'state')).toEqual(['failed', 'queued', 'retrying']);
    if (server.db.kind === 'postgres') {
      expect(labelsOf(metrics, 'versus_db_pool_connections', 'state')).toEqual(['idle', 'total', 'waiting']);
    } else {
      expect(names).not.toContain('versus_db_pool_connections');
    }
  });

  test('a request counts under its route pattern and status, never its raw URL, and its queries are timed', async () => {
    const route = { method: 'GET', route: '/api/games/:slug', status_code: '200' };
    const before = await scrape(server);
    const response = await server.app.inject({ method: 'GET', url: '/api/games/valorant' });
    expect(response.statusCode).toBe(200);
    const missing = await server.app.inject({ method: 'GET', url: '/api/games/no-such-game' });
    expect(missing.statusCode).toBe(404);
    const after = await scrape(server);

    expect(valueOf(after, 'http_requests_total', route) - valueOf(before, 'http_requests_total', route)).toBe(1);
    expect(countOf(after, 'http_request_duration_seconds', route) - countOf(before, 'http_request_duration_seconds', route)).toBe(1);
    const notFound = { ...route, status_code: '404' };
    expect(valueOf(after, 'http_requests_total', notFound) - valueOf(before, 'http_requests_total', notFound)).toBe(1);
    const routes = labelsOf(after, 'http_requests_total', 'route');
    expect(routes.filter((label) => /valorant|no-such-game/.test(label))).toEqual([]);
    expect(countOf(after, 'versus_db_query_duration_seconds', { operation: 'query' })).toBeGreaterThan(
      countOf(before, 'versus_db_query_duration_seconds', { operation: 'query' }),
    );
  });

  test('a URL that matches no route counts under one label', async () => {
    const unmatched = { method: 'GET', route: '(unmatched)', status_code: '404' };
    const before = await scrape(server);
    await server.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const after = await scrape(server);
    expect(valueOf(after, 'http_requests_total', unmatched) - valueOf(before, 'http_requests_total', unmatched)).toBe(1);
  });

  test('scrapes are not rate limited and stay out of the API document', async () => {
    for (let scrapeNumber = 0; scrapeNumber < 70; scrapeNumber++) await scrape(server);
    const document = server.app.swagger() as { paths: Record<string, unknown> };
    expect(document.paths['/metrics']).toBeUndefined();
  });
});

describe('realtime figures', () => {
  let server: TestServer;
  let baseUrl: string;
  let socket: TestSocket | undefined;
  beforeAll(async () => {
    server = await build({ METRICS_TOKEN: TOKEN });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    socket?.close();
    await server.close();
  });

  /** As a Prometheus server scrapes: over HTTP. */
  async function scrapeOverHttp(): Promise<PromMetrics> {
    const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return parse(await response.text());
  }

  test('a signed-in socket shows as one open socket and one online user, and leaves both', async () => {
    const user = await createUser(server.app, server.db);
    expect(valueOf(await scrapeOverHttp(), 'versus_realtime_sockets')).toBe(0);

    socket = await connectSocket(baseUrl, user.token);
    await roundTrip(socket, user.id);
    const connected = await scrapeOverHttp();
    expect(valueOf(connected, 'versus_realtime_sockets')).toBe(1);
    expect(valueOf(connected, 'versus_online_users')).toBe(1);

    socket.close();
    await disconnected(socket);
    // The server hears the close a moment after the client: ask until it has (a socket it kept
    // counting would be a leak, and the test would time out).
    let figures = connected;
    while (valueOf(figures, 'versus_realtime_sockets') > 0 || valueOf(figures, 'versus_online_users') > 0) figures = await scrapeOverHttp();
    expect(valueOf(figures, 'versus_realtime_sockets')).toBe(0);
  });
});
