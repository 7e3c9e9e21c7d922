import { accountWithRole, bearer, buildAccounts, freshIp, type AccountsServer } from '../accounts/accountsSupport';

let server: AccountsServer;
let user: Awaited<ReturnType<typeof accountWithRole>>;
let admin: Awaited<ReturnType<typeof accountWithRole>>;
beforeAll(async () => {
  server = await buildAccounts();
  user = await accountWithRole(server.app, 'user');
  admin = await accountWithRole(server.app, 'admin');
});
afterAll(async () => {
  await server.close();
});

describe('answers no cache may keep: Cache-Control no-store', () => {
  test.each([
    ['the current user', () => ({ method: 'GET' as const, url: '/api/auth/me', headers: bearer(user.token) })],
    ['the signed-in devices', () => ({ method: 'GET' as const, url: '/api/auth/sessions', headers: bearer(user.token) })],
    ['the two-factor setup with its secret key', () => ({ method: 'POST' as const, url: '/api/auth/2fa/setup', headers: bearer(user.token) })],
    ["the user's profile", () => ({ method: 'GET' as const, url: '/api/user', headers: bearer(user.token) })],
    ['the admin list of users', () => ({ method: 'GET' as const, url: '/api/admin/users', headers: bearer(admin.token) })],
    ['the admin statistics', () => ({ method: 'GET' as const, url: '/api/admin/stats', headers: bearer(admin.token) })],
    ['a public read asked with a token', () => ({ method: 'GET' as const, url: '/api/games?limit=1', headers: bearer(user.token) })],
    ['a login, which answers a token', () => ({ method: 'POST' as const, url: '/api/auth/login', payload: { email: user.email, password: user.password } })],
    ['an admin list refused to a visitor', () => ({ method: 'GET' as const, url: '/api/admin/users' })],
    ['a request with a token that is no good', () => ({ method: 'GET' as const, url: '/api/auth/me', headers: bearer('not-a-token') })],
  ])('%s', async (_case, request) => {
    const response = await server.inject({ ...request(), remoteAddress: freshIp() });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

test.each(['/api/games?limit=1', '/api/tournaments', '/health'])('a public read without credentials, %s, is not marked no-store', async (url) => {
  const response = await server.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).not.toBe('no-store');
});
