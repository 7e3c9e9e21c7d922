import { isPermanentBan, PERMANENT_BAN_UNTIL } from '../../../common/accountRules';
import { ACCOUNT_MESSAGES } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from './accountsFixture';
import { accountWithRole, bearer, json, login, registerVerified } from './accountsSupport';

const server = accountsServerForThisFile();

const inADay = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

function ban(id: string, headers: Record<string, string>, payload: Record<string, unknown> = { reason: 'Cheating in a cup', until: inADay() }) {
  return server.inject({ method: 'POST', url: `/api/admin/users/${id}/ban`, headers, payload });
}

function unban(id: string, headers: Record<string, string>) {
  return server.inject({ method: 'DELETE', url: `/api/admin/users/${id}/ban`, headers });
}

describe('who may ban (server-side role check)', () => {
  test.each([
    ['a visitor', async () => ({}), 401],
    ['a user', async () => bearer((await accountWithRole(server.app, 'user')).token), 403],
    ['a master (bans are admin business)', async () => bearer((await accountWithRole(server.app, 'master')).token), 403],
    ['an admin by role', async () => bearer((await accountWithRole(server.app, 'admin')).token), 200],
    ['a user with the isAdmin flag', async () => bearer((await accountWithRole(server.app, 'user', { isAdmin: true })).token), 200],
  ] as const)('%s → %i', async (_who, headersOf, status) => {
    const target = await registerVerified(server);
    const headers = await headersOf();
    expect((await ban(target.id, headers)).statusCode).toBe(status);
    expect((await unban(target.id, headers)).statusCode).toBe(status);
  });
});

test('a banned user cannot log in (account_banned with banDetails), their sessions end, and unbanning lets them log in again', async () => {
  const admin = bearer((await accountWithRole(server.app, 'admin')).token);
  const target = await registerVerified(server);
  const token = json<{ token: string }>(await login(server, { email: target.email, password: target.password })).token;
  const until = inADay();

  const banned = await ban(target.id, admin, { reason: 'Cheating in a cup', until });
  expect(banned.statusCode).toBe(200);
  expect(json(banned)).toEqual({ msg: ACCOUNT_MESSAGES.banned, banDetails: { reason: 'Cheating in a cup', until } });

  const refused = await login(server, { email: target.email, password: target.password });
  expect(refused.statusCode).toBe(403);
  expect(json(refused)).toEqual({
    msg: expect.stringContaining('banned'),
    errorType: 'account_banned',
    banDetails: { reason: 'Cheating in a cup', until },
  });
  expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);

  // A wrong password still gets the ordinary answer: the ban is only told to the account holder.
  expect((await login(server, { email: target.email, password: 'not the password' })).statusCode).toBe(401);

  expect(json(await unban(target.id, admin))).toEqual({ msg: ACCOUNT_MESSAGES.unbanned });
  const again = await login(server, { email: target.email, password: target.password });
  expect(again.statusCode).toBe(200);
  // The ban ended the session of the old token for good; the new login is a new session.
  expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(json<{ token: string }>(again).token) })).statusCode).toBe(200);
});

test('bad ban requests: past date, own account, unknown user, malformed id, missing reason', async () => {
  const admin = await accountWithRole(server.app, 'admin');
  const headers = bearer(admin.token);
  const target = await registerVerified(server);
  const past = await ban(target.id, headers, { reason: 'x', until: '2001-01-01T00:00:00Z' });
  expect(past.statusCode).toBe(400);
  expect(json(past)).toEqual({ msg: ACCOUNT_MESSAGES.banUntilInPast });
  expect(json(await ban(admin.id, headers))).toEqual({ msg: ACCOUNT_MESSAGES.cannotBanYourself });
  expect((await ban('0'.repeat(24), headers)).statusCode).toBe(404);
  expect((await ban("1' OR 1=1 --", headers)).statusCode).toBe(400);
  const noReason = await ban(target.id, headers, { until: inADay() });
  expect(noReason.statusCode).toBe(400);
  expect(json<{ msg: string }>(noReason).msg).toMatch(/reason/);
  expect((await ban(target.id, headers, { reason: 'x', until: 'tomorrow' })).statusCode).toBe(400);
});

test('a permanent ban has no end: login is refused with it, the admin list shows it, and only an unban lifts it', async () => {
  const admin = bearer((await accountWithRole(server.app, 'admin')).token);
  const target = await registerVerified(server);
  const banned = await ban(target.id, admin, { reason: 'Match fixing', permanent: true });
  expect(banned.statusCode).toBe(200);
  expect(json(banned)).toEqual({ msg: ACCOUNT_MESSAGES.banned, banDetails: { reason: 'Match fixing', until: PERMANENT_BAN_UNTIL } });
  expect(isPermanentBan(PERMANENT_BAN_UNTIL)).toBe(true);

  const refused = await login(server, { email: target.email, password: target.password });
  expect(refused.statusCode).toBe(403);
  expect(json<{ banDetails: unknown }>(refused).banDetails).toEqual({ reason: 'Match fixing', until: PERMANENT_BAN_UNTIL });
  const listed = json<{ items: Array<{ id: string; bannedUntil: string | null }> }>(
    await server.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(target.username)}`, headers: admin }),
  );
  expect(listed.items.find((user) => user.id === target.id)?.bannedUntil).toBe(PERMANENT_BAN_UNTIL);

  await unban(target.id, admin);
  expect((await login(server, { email: target.email, password: target.password })).statusCode).toBe(200);
});

test('a ban names its end or is permanent, never both or neither', async () => {
  const admin = bearer((await accountWithRole(server.app, 'admin')).token);
  const target = await registerVerified(server);
  const neither = await ban(target.id, admin, { reason: 'x' });
  expect([neither.statusCode, json(neither)]).toEqual([400, { msg: ACCOUNT_MESSAGES.banEndNeeded }]);
  const both = await ban(target.id, admin, { reason: 'x', until: inADay(), permanent: true });
  expect([both.statusCode, json(both)]).toEqual([400, { msg: ACCOUNT_MESSAGES.banEndTwice }]);
  expect((await ban(target.id, admin, { reason: 'x', permanent: false })).statusCode).toBe(400);
  expect((await login(server, { email: target.email, password: target.password })).statusCode).toBe(200);
});
