import { ensureAdmin } from '../../../server/routes/accounts/ensureAdmin';
import { ACCOUNT_MESSAGES } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from '../accounts/accountsFixture';
import { accountWithRole, bearer, json, login, PASSWORD, readOutbox, waitForMail } from '../accounts/accountsSupport';

const OPERATOR = { email: 'operator@versus.test', password: 'the operator password' };
const server = accountsServerForThisFile({ ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password });

beforeAll(async () => {
  await ensureAdmin(server.db, server.config);
});

const inADay = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

function changeRole(id: string, token: string, payload: Record<string, unknown>, remoteAddress = '10.9.0.1') {
  return server.inject({ method: 'PATCH', url: `/api/admin/users/${id}/role`, headers: bearer(token), payload, remoteAddress });
}

function ban(id: string, token: string, extra: Record<string, unknown> = {}) {
  return server.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/ban`,
    headers: bearer(token),
    payload: { reason: 'Abuse of the backoffice', until: inADay(), ...extra },
    remoteAddress: '10.9.0.2',
  });
}

const roleOf = async (id: string) => (await server.db.query<{ role: string; is_admin: boolean }>('SELECT role, is_admin FROM users WHERE id = $1', [id]))[0];

describe('changing the role of an admin or master, or banning one, needs the acting admin’s own password', () => {
  test.each([
    ['an admin', 'admin'],
    ['a master', 'master'],
  ] as const)('demoting %s: no password 400, a wrong one 400, the right one changes it and mails them', async (_who, role) => {
    const admin = await accountWithRole(server.app, 'admin');
    const staff = await accountWithRole(server.app, role);

    const without = await changeRole(staff.id, admin.token, { role: 'user' });
    expect([without.statusCode, json(without)]).toEqual([400, { msg: ACCOUNT_MESSAGES.staffChangePasswordNeeded }]);
    const wrong = await changeRole(staff.id, admin.token, { role: 'user', password: 'not my password' });
    expect([wrong.statusCode, json(wrong)]).toEqual([400, { msg: ACCOUNT_MESSAGES.passwordWrong }]);
    expect(await roleOf(staff.id)).toEqual({ role, is_admin: false });

    const outboxBefore = (await readOutbox(server)).length;
    const right = await changeRole(staff.id, admin.token, { role: 'user', password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await roleOf(staff.id)).toEqual({ role: 'user', is_admin: false });
    const mail = await waitForMail(server, staff.email, /Your VERSUS role was changed/, { after: outboxBefore });
    expect(mail.body).toContain(`the admin ${admin.username} changed your role on VERSUS from ${role} to user`);
  });

  test('banning an admin needs the password too, and mails them; a player is banned as before, with no password and no mail', async () => {
    const admin = await accountWithRole(server.app, 'admin');
    const other = await accountWithRole(server.app, 'admin');
    const player = await accountWithRole(server.app, 'user');

    expect((await ban(other.id, admin.token)).statusCode).toBe(400);
    expect((await ban(other.id, admin.token, { password: 'guess' })).statusCode).toBe(400);
    expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other.token) })).statusCode).toBe(200);

    const outboxBefore = (await readOutbox(server)).length;
    expect((await ban(other.id, admin.token, { password: PASSWORD })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other.token) })).statusCode).toBe(401);
    const mail = await waitForMail(server, other.email, /Your VERSUS account was banned/, { after: outboxBefore });
    expect(mail.body).toContain('Reason: Abuse of the backoffice');

    expect((await ban(player.id, admin.token)).statusCode).toBe(200);
    expect((await changeRole(player.id, admin.token, { role: 'master' })).statusCode).toBe(200);
    const toPlayer = (await readOutbox(server)).slice(outboxBefore).filter((sent) => sent.to.includes(player.email));
    expect(toPlayer).toEqual([]);
  });

  test('wrong passwords count like wrong login passwords of the acting admin: after 20 the address is refused (429)', async () => {
    const admin = await accountWithRole(server.app, 'admin');
    const staff = await accountWithRole(server.app, 'master');
    for (let guess = 0; guess < 20; guess++) {
      expect((await changeRole(staff.id, admin.token, { role: 'user', password: `guess ${guess}` }, '10.9.1.1')).statusCode).toBe(400);
    }
    const locked = await changeRole(staff.id, admin.token, { role: 'user', password: PASSWORD }, '10.9.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // The same counts as the login form's: logging in from that address is refused as well.
    const loginThere = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: PASSWORD },
      remoteAddress: '10.9.1.1',
    });
    expect(loginThere.statusCode).toBe(429);
    expect(await roleOf(staff.id)).toEqual({ role: 'master', is_admin: false });
  });
});

describe('the operator account (ADMIN_EMAIL) is set by the server, not in the app', () => {
  test('no admin can change its role or ban it, even with their password', async () => {
    const operatorId = (await server.db.query<{ id: string }>('SELECT id FROM users WHERE email_normalized = $1', [OPERATOR.email]))[0]!.id;
    const admin = await accountWithRole(server.app, 'admin');
    const demote = await changeRole(operatorId, admin.token, { role: 'user', password: PASSWORD });
    expect([demote.statusCode, json(demote)]).toEqual([403, { msg: ACCOUNT_MESSAGES.operatorAccountFixed }]);
    const banned = await ban(operatorId, admin.token, { password: PASSWORD });
    expect([banned.statusCode, json(banned)]).toEqual([403, { msg: ACCOUNT_MESSAGES.operatorAccountFixed }]);
    expect(await roleOf(operatorId)).toEqual({ role: 'admin', is_admin: true });
    expect((await login(server, OPERATOR)).statusCode).toBe(200);
  });
});

test('a password that is too long or not text answers 400 naming it', async () => {
  const admin = await accountWithRole(server.app, 'admin');
  const staff = await accountWithRole(server.app, 'admin');
  for (const password of ['p'.repeat(129), 12345, '']) {
    const response = await changeRole(staff.id, admin.token, { role: 'user', password });
    expect(response.statusCode).toBe(400);
    expect(json<{ msg: string }>(response).msg).toMatch(/password/i);
  }
});
