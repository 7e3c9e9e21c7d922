import { ACCOUNT_MESSAGES } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, fragmentOf, freshIp, json, linkIn, loggedIn, login, waitForMail } from './accountsSupport';

const server = accountsServerForThisFile();

async function requestDeletion(token: string) {
  return server.inject({ method: 'POST', url: '/api/user/deletion-request', headers: bearer(token), remoteAddress: freshIp() });
}

async function deletionLink(email: string): Promise<{ token: string; userId: string }> {
  const mail = await waitForMail(server, email, /Confirm the deletion/);
  const link = fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/confirm-deletion#token=[A-Za-z0-9_%-]+&userId=[0-9a-f]{24}/));
  return { token: link.get('token')!, userId: link.get('userId')! };
}

test('the mailed link carries token and userId in the fragment, which no browser sends to a server (no log, no Referer)', async () => {
  const account = await loggedIn(server);
  expect((await requestDeletion(account.token)).statusCode).toBe(200);
  const mail = await waitForMail(server, account.email, /Confirm the deletion/);
  const link = linkIn(mail.body, /http:\/\/localhost:8080\/confirm-deletion[^\s"<]*/);
  expect(new URL(link).search).toBe('');
  expect(Object.fromEntries(fragmentOf(link))).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), userId: account.id });
  expect(mail.body).not.toMatch(/confirm-deletion\/?\?/);
});

function confirm(payload: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: '/api/user/confirm-deletion', payload, remoteAddress: freshIp() });
}

test('deletion: request from the account → mail with token and userId → confirm removes the personal data', async () => {
  const account = await loggedIn(server);
  await server.inject({ method: 'PATCH', url: '/api/user', headers: bearer(account.token), payload: { nickname: 'Soon Gone', profileIcon: 'avatar-1' } });
  const requested = await requestDeletion(account.token);
  expect(requested.statusCode).toBe(200);
  expect(json(requested)).toEqual({ msg: ACCOUNT_MESSAGES.deletionRequested });

  const link = await deletionLink(account.email);
  expect(link.userId).toBe(account.id);
  const confirmed = await confirm(link);
  expect(confirmed.statusCode).toBe(200);
  expect(json(confirmed)).toEqual({ msg: ACCOUNT_MESSAGES.accountDeleted });

  const [row] = await server.db.query<Record<string, unknown>>(
    'SELECT email, username, nickname, password_hash, google_sub, profile_icon, profile_background, deleted_at FROM users WHERE id = $1',
    [account.id],
  );
  expect(row).toEqual({
    email: expect.stringMatching(/^deleted_account_[0-9a-f]{24}@deleted\.invalid$/),
    username: `deleted_account_${account.id}`,
    nickname: null,
    password_hash: null,
    google_sub: null,
    profile_icon: null,
    profile_background: null,
    deleted_at: expect.any(Date),
  });
  expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) })).statusCode).toBe(401);
  expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(401);
  expect((await login(server, { username: account.username, password: account.password })).statusCode).toBe(401);

  const again = await confirm(link);
  expect(again.statusCode).toBe(400);
  expect(json(again)).toEqual({ msg: ACCOUNT_MESSAGES.deletionLinkInvalid });
});

test('the e-mail and username of a deleted account are free again', async () => {
  const account = await loggedIn(server);
  await requestDeletion(account.token);
  expect((await confirm(await deletionLink(account.email))).statusCode).toBe(200);
  const again = await server.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: account.email, username: account.username, password: account.password },
    remoteAddress: freshIp(),
  });
  expect(again.statusCode).toBe(201);
});

test('a token for another user id, an unknown token or a malformed userId is refused and deletes nothing', async () => {
  const account = await loggedIn(server);
  const other = await loggedIn(server);
  await requestDeletion(account.token);
  const link = await deletionLink(account.email);

  const wrongUser = await confirm({ token: link.token, userId: other.id });
  expect(wrongUser.statusCode).toBe(400);
  expect(json(wrongUser)).toEqual({ msg: ACCOUNT_MESSAGES.deletionLinkInvalid });
  expect((await confirm({ token: 'unknown-token', userId: account.id })).statusCode).toBe(400);
  const malformed = await confirm({ token: link.token, userId: "1' OR '1'='1" });
  expect(malformed.statusCode).toBe(400);
  expect(json<{ msg: string }>(malformed).msg).toMatch(/userId/);
  expect((await confirm({ token: link.token })).statusCode).toBe(400);

  expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) })).statusCode).toBe(200);
  expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other.token) })).statusCode).toBe(200);
});

test('asking for deletion needs a login', async () => {
  expect((await server.inject({ method: 'POST', url: '/api/user/deletion-request' })).statusCode).toBe(401);
});
