import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { testConfig } from '../build';
import { createTestDatabase } from '../testDatabase';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

/** Every line the app logs, as the operator's log file would get it. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  const config = testConfig();
  db = await createTestDatabase();
  app = await buildApp({ config, db, distDir: path.join(config.dataDir, 'no-build'), logger: { level: 'info', stream: logStream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** A made-up secret per request, easy to look for in the log. */
const secret = (name: string) => `Secret${name}x0123456789abcdefghij`;

describe('the access log', () => {
  const requests: Array<[string, string, string]> = [
    ['a verification link', `/verify-email/${secret('Verify')}`, '/verify-email/[redacted]'],
    ['a verification link in other letters', `/Verify-Email/${secret('VerifyCase')}`, '/Verify-Email/[redacted]'],
    ['a deletion link with the token in the path', `/confirm-deletion/${secret('DeletePath')}?userId=${'a'.repeat(24)}`, '/confirm-deletion/[redacted]'],
    ['a deletion link mailed with the token in the query', `/confirm-deletion?token=${secret('DeleteQuery')}&userId=${'a'.repeat(24)}`, '/confirm-deletion'],
    ['a reset link mailed with the token in the query', `/reset-password?token=${secret('Reset')}`, '/reset-password'],
    ['a Google return', `/oauth-success?token=${secret('GoogleCode')}&complete=false&nonce=${secret('Nonce')}`, '/oauth-success'],
    ["Google's callback", `/auth/google/callback?code=${secret('ProviderCode')}&state=${secret('State')}`, '/auth/google/callback'],
    ['an API read with a token in its query', `/api/newsletter/confirm?token=${secret('Newsletter')}`, '/api/newsletter/confirm'],
  ];

  test.each(requests)('keeps no token of %s, and still says which page was asked for', async (_case, url, loggedAs) => {
    const before = logged.length;
    await app.inject({ method: 'GET', url });
    const lines = logged.slice(before);
    const paths = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(paths).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/Secret\w+x0123456789/);
    expect(paths[0]).toBe(loggedAs);
  });

  test('the requests are still logged, with their method and address', () => {
    const entry = logged.map((line) => JSON.parse(line) as { req?: Record<string, unknown> }).find((line) => line.req?.url === '/verify-email/[redacted]');
    expect(entry?.req).toMatchObject({ method: 'GET', remoteAddress: '127.0.0.1' });
  });
});

test.each(['/verify-email/abc', '/reset-password', '/confirm-deletion', '/oauth-success', '/api/games?limit=1'])(
  '%s tells the browser to send no Referer anywhere, so a page of a token link never hands its address on',
  async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  },
);
