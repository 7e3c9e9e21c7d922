import { loadConfig } from '../../../server/config';
import { testConfig } from '../build';
import { accountsServerForThisFile } from './accountsFixture';
import { accountWithRole, bearer, json, loggedIn } from './accountsSupport';
import { ensureAdmin } from '../../../server/routes/accounts/ensureAdmin';
import { turnOnTwoFactor } from './twoFactorSupport';

// This file runs with the rule on, as a server started without REQUIRE_ADMIN_2FA has it.
const server = accountsServerForThisFile({ REQUIRE_ADMIN_2FA: 'true' });
const lenient = accountsServerForThisFile({ REQUIRE_ADMIN_2FA: 'false' });

const SETUP_REQUIRED = {
  msg: 'Admin operations need two-factor sign-in. Please turn it on in your account settings (Account → Two-factor sign-in) and try again.',
  errorType: 'two_factor_setup_required',
};

function adminUsers(token: string, target = server) {
  return target.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
}

test('REQUIRE_ADMIN_2FA is on unless the operator turns it off', () => {
  expect(loadConfig({ DATA_DIR: testConfig().dataDir }).requireAdmin2fa).toBe(true);
  expect(loadConfig({ DATA_DIR: testConfig().dataDir, REQUIRE_ADMIN_2FA: 'false' }).requireAdmin2fa).toBe(false);
});

test.each([
  ['an admin', 'admin', '/api/admin/users', 'GET'],
  ['a master', 'master', '/api/admin/users', 'GET'],
  ['an admin', 'admin', '/api/admin/api-keys', 'GET'],
  ['a master', 'master', '/api/shop/items?includeInactive=true', 'GET'],
  ['an admin', 'admin', '/api/games', 'POST'],
] as const)('%s (%s) without two-factor gets 403 two_factor_setup_required from %s %s', async (_who, role, url, method) => {
  const staff = await accountWithRole(server.app, role, { isAdmin: role === 'admin' });
  const response = await server.inject({ method, url, headers: bearer(staff.token), payload: method === 'POST' ? {} : undefined });
  expect(response.statusCode).toBe(403);
  expect(json(response)).toEqual(SETUP_REQUIRED);
});

test('setting two-factor up needs only the token and the password (no code yet); then the admin operations answer', async () => {
  const admin = await accountWithRole(server.app, 'admin', { isAdmin: true });
  expect(json(await server.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(admin.token) }))).toMatchObject({ enabled: false, required: true });
  await turnOnTwoFactor(server, admin.token);
  expect((await adminUsers(admin.token)).statusCode).toBe(200);
});

test('a user without a staff role gets the plain role refusal; an admin passes when the operator turned the rule off', async () => {
  const user = await loggedIn(server, 'plain');
  const refused = await adminUsers(user.token);
  expect(refused.statusCode).toBe(403);
  expect(json(refused)).toEqual({ msg: 'This needs the role admin or master.' });

  const admin = await accountWithRole(lenient.app, 'admin', { isAdmin: true });
  expect((await adminUsers(admin.token, lenient)).statusCode).toBe(200);
});

test('the ADMIN_EMAIL admin signs in with the password alone the first time and is sent to the setup', async () => {
  const email = `boss${process.pid}@versus.test`;
  await ensureAdmin(server.db, testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'operator password 1' }));
  const signedIn = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'operator password 1' } });
  expect(signedIn.statusCode).toBe(200);
  const { token } = json<{ token: string }>(signedIn);
  expect(json(await adminUsers(token))).toEqual(SETUP_REQUIRED);
  await turnOnTwoFactor(server, token, 'operator password 1');
  expect((await adminUsers(token)).statusCode).toBe(200);
  // From now on its login asks for a code.
  const next = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'operator password 1' } });
  expect(json(next)).toMatchObject({ errorType: 'two_factor_required' });
});
