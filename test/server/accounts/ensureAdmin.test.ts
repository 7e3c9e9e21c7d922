import { ensureAdmin } from '../../../server/routes/accounts/ensureAdmin';
import { testConfig } from '../build';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, json, loggedIn, login, newIdentity, register } from './accountsSupport';

const server = accountsServerForThisFile();

test('ADMIN_EMAIL and ADMIN_PASSWORD create a verified admin that can log in; running again changes nothing', async () => {
  const config = testConfig({ ADMIN_EMAIL: 'boss@versus.test', ADMIN_PASSWORD: 'admin password 1' });
  await ensureAdmin(server.db, config);
  await ensureAdmin(server.db, config);
  const rows = await server.db.query('SELECT username, role, is_admin FROM users WHERE email_normalized = $1', ['boss@versus.test']);
  expect(rows).toEqual([{ username: 'boss', role: 'admin', is_admin: true }]);

  const response = await login(server, { email: 'boss@versus.test', password: 'admin password 1' });
  expect(response.statusCode).toBe(200);
  expect(json(response).user).toMatchObject({ role: 'admin', isAdmin: true, emailVerified: true });
});

function recordingLog() {
  const warnings: string[] = [];
  return { warnings, log: { info: () => undefined, warn: (message: string) => warnings.push(message) } };
}

test('a squatter who registered the admin address first (never verified) loses the account: the operator password opens it', async () => {
  const squatter = newIdentity('squatter');
  expect((await register(server, squatter)).statusCode).toBe(201);
  const { warnings, log } = recordingLog();
  await ensureAdmin(server.db, testConfig({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'the operator password' }), log);

  expect((await login(server, { email: squatter.email, password: squatter.password })).statusCode).toBe(401);
  const operator = await login(server, { email: squatter.email, password: 'the operator password' });
  expect(operator.statusCode).toBe(200);
  expect(json(operator).user).toMatchObject({ role: 'admin', isAdmin: true, emailVerified: true });
  expect(warnings).toEqual([expect.stringMatching(/Took over the existing account .*never verified.*password was replaced.*sessions ended/)]);
});

test('an existing verified account at that address is taken over: its sessions end and only the operator password works', async () => {
  const account = await loggedIn(server);
  const { warnings, log } = recordingLog();
  await ensureAdmin(server.db, testConfig({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: 'some other password' }), log);

  expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) })).statusCode).toBe(401);
  expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(401);
  expect((await login(server, { email: account.email, password: 'some other password' })).statusCode).toBe(200);
  expect(warnings).toHaveLength(1);
});

test('once the account is the operator\'s, a password changed in the app survives restarts; a new ADMIN_PASSWORD is applied', async () => {
  const email = `${newIdentity('operator').username}@versus.test`;
  const first = testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'first operator password' });
  await ensureAdmin(server.db, first);
  const session = json<{ token: string }>(await login(server, { email, password: 'first operator password' }));
  const changed = await server.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(session.token),
    payload: { currentPassword: 'first operator password', newPassword: 'changed in the app' },
  });
  expect(changed.statusCode).toBe(200);

  const { warnings, log } = recordingLog();
  await ensureAdmin(server.db, first, log);
  expect(warnings).toEqual([]);
  expect((await login(server, { email, password: 'changed in the app' })).statusCode).toBe(200);

  await ensureAdmin(server.db, testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'second operator password' }), log);
  expect((await login(server, { email, password: 'changed in the app' })).statusCode).toBe(401);
  expect((await login(server, { email, password: 'second operator password' })).statusCode).toBe(200);
});

test('without the settings nothing happens', async () => {
  const before = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  await ensureAdmin(server.db, testConfig());
  expect(await server.db.query('SELECT count(*)::int AS count FROM users')).toEqual(before);
});
