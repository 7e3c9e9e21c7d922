import { build, type TestServer } from '../build';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build({ PUBLIC_URL: 'http://versus.example.com', CORS_ORIGINS: 'https://allowed.example,http://localhost:3000' });
  });
  afterAll(async () => {
    await server.close();
  });

  test.each(['/', '/api/games?limit=1', '/health'])('%s carries a strict CSP and nosniff', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'"]));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('no HSTS when PUBLIC_URL is plain http', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('an origin in CORS_ORIGINS is allowed', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/games?limit=1', headers: { origin: 'https://allowed.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/games',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  test('another origin is not', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/games?limit=1', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('over https', () => {
  test('HSTS is sent when PUBLIC_URL is https', async () => {
    const server = await build({ PUBLIC_URL: 'https://versus.example.com' });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await server.close();
    }
  });
});

describe('client addresses', () => {
  test('X-Forwarded-For is ignored unless TRUST_PROXY says a proxy is in front', async () => {
    const whoAmI = (app: TestServer['app']) =>
      app.get('/api/test/ip', { schema: { hide: true } }, async (request) => ({ ip: request.ip }));
    const direct = await build({}, { extend: whoAmI });
    const proxied = await build({ TRUST_PROXY: '127.0.0.1' }, { extend: whoAmI });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      expect((await direct.app.inject({ method: 'GET', url: '/api/test/ip', headers })).json()).toEqual({ ip: '127.0.0.1' });
      expect((await proxied.app.inject({ method: 'GET', url: '/api/test/ip', headers })).json()).toEqual({ ip: '203.0.113.9' });
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
