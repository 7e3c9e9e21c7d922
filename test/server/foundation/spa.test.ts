import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type TestServer } from '../build';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

const HASH = '0123456789abcdef0123';
const SCRIPT = `console.log("VERSUS ${'x'.repeat(2000)}");`;
const HOSTILE_COMPANY = '</script><script>alert(1)</script>';
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/features/admin/AdminDashboardPage.tsx'], mappings: 'AAAA' });

function writeDist(indexHtml: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'versus-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  const asset = path.join(dist, 'assets', `main.${HASH}.js`);
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Source maps an older build may have left: they must never be served.
  writeFileSync(`${asset}.map`, SOURCE_MAP);
  writeFileSync(`${asset}.map.gz`, gzipSync(SOURCE_MAP));
  writeFileSync(path.join(dist, 'stray.js.map'), SOURCE_MAP);
  return dist;
}

function embeddedConfig(html: string): Record<string, unknown> {
  const json = /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('no app-config element');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the built SPA', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = writeDist(
      '<!doctype html><html><head><script id="app-config" type="application/json">{}</script>' +
        `<script defer src="/assets/main.${HASH}.js"></script></head><body><div id="root"></div></body></html>`,
    );
    server = await build({ IMPRINT_COMPANY: HOSTILE_COMPANY, BOT_URL: 'https://t.me/versus_bot?start=$&' }, { distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('hashed assets are cached for a year and immutable', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/assets/main.${HASH}.js` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(SCRIPT);
  });

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('accept-encoding %s gets the pre-compressed %s copy, still immutable', async (accepted, chosen) => {
    const response = await server.app.inject({ method: 'GET', url: `/assets/main.${HASH}.js`, headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(chosen);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  test.each([
    [`/assets/main.${HASH}.js.map`, {}],
    [`/assets/main.${HASH}.js.map`, { 'accept-encoding': 'gzip' }],
    [`/assets/main.${HASH}.js.map.gz`, {}],
    [`/assets/main.${HASH}.js%2Emap`, {}],
    [`/assets/main.${HASH}.JS.MAP`, {}],
    ['/stray.js.map', {}],
  ])('a source map, %s (%j), answers 404 although the file is in dist/', async (url, headers) => {
    const response = await server.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('AdminDashboardPage');
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  test('a file without a hash is cached briefly', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
  });

  test.each(['/', '/tournaments/abc', '/games/x', '/account', '/verify-email/token-123'])(
    '%s answers index.html, not cached, with the public config embedded',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const config = embeddedConfig(response.body);
      expect(config).toEqual(server.app.publicConfig);
      expect(config.botUrl).toBe('https://t.me/versus_bot?start=$&');
    },
  );

  test('the embedded config cannot close its script element', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/tournaments/abc' });
    expect(response.body).not.toContain(HOSTILE_COMPANY);
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect((embeddedConfig(response.body).imprint as { company: string }).company).toBe(HOSTILE_COMPANY);
  });

  test.each(['GET', 'POST', 'DELETE'] as const)('%s on an unknown /api path answers a JSON 404 { msg }', async (method) => {
    const response = await server.app.inject({ method, url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ msg: expect.stringContaining('/api/nothing-here') });
  });

  test('a missing asset (an older build) is a 404, not index.html', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/main.ffffffffffffffffffff.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  test('a path that leaves the build folder is not served', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });
});

describe('index.html as the production build minifies it', () => {
  test('the unquoted placeholder is replaced too', async () => {
    const dist = writeDist(
      '<!doctype html><html lang=en><head><script id=app-config type=application/json>{}</script></head><body></body></html>',
    );
    const server = await build({}, { distDir: dist });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/games/valorant' });
      expect(embeddedConfig(response.body)).toEqual(server.app.publicConfig);
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('without a built SPA', () => {
  test('pages answer a short HTML note and the API still works', async () => {
    const server = await build();
    try {
      const page = await server.app.inject({ method: 'GET', url: '/tournaments/abc' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('npm run build');
      const api = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ msg: expect.any(String) });
    } finally {
      await server.close();
    }
  });
});
