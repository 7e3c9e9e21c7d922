import { ACCOUNT_MESSAGES } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, fragmentOf, freshIp, json, linkIn, loggedIn, login, newIdentity, register, waitForMail } from './accountsSupport';

const server = accountsServerForThisFile();

const TOO_COMMON = { msg: ACCOUNT_MESSAGES.passwordTooCommon };

test('signing up with one of the most common passwords, in any letter case, is refused with the reason', async () => {
  for (const password of ['password1', 'Iloveyou1', 'QWERTYUIOP']) {
    const response = await register(server, { ...newIdentity(), password });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(TOO_COMMON);
  }
  expect((await register(server, newIdentity())).statusCode).toBe(201);
});

test('a common new password is refused at a password change, and the old one still works', async () => {
  const account = await loggedIn(server);
  const changed = await server.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(account.token),
    payload: { currentPassword: account.password, newPassword: 'sunshine1' },
  });
  expect(changed.statusCode).toBe(400);
  expect(json(changed)).toEqual(TOO_COMMON);
  expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(200);
});

test('a common password is refused at a reset, and the same link then takes a better one', async () => {
  const account = await loggedIn(server);
  await server.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email }, remoteAddress: freshIp() });
  const mail = await waitForMail(server, account.email, /Reset your VERSUS password/);
  const token = fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/reset-password#token=[A-Za-z0-9_%-]+/)).get('token')!;
  const reset = (password: string) => server.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: freshIp() });

  const refused = await reset('football1');
  expect(refused.statusCode).toBe(400);
  expect(json(refused)).toEqual(TOO_COMMON);
  expect((await reset('a much rarer passphrase')).statusCode).toBe(200);
});
