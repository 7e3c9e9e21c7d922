/**
 * Ending a session closes its realtime connections at once, and only its own: logout, signing one
 * device out, "sign out everywhere else" and a two-factor change, each with a connection of the
 * session that ends and one of a session that goes on. A password reset by the mailed link and a
 * confirmed deletion end every session, so every connection of the account closes.
 */
import type { AddressInfo } from 'node:net';
import { connectSocket, disconnected, roundTrip, type TestSocket } from '../chat/realtimeClients';
import { type AccountsServer, bearer, buildAccounts, fragmentOf, freshIp, json, linkIn, loggedIn, login, waitForMail } from './accountsSupport';
import { codeAt, turnOnTwoFactor } from './twoFactorSupport';

let server: AccountsServer;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await buildAccounts();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

/** An account signed in on two devices, each with an open connection. */
async function twoDevices() {
  const account = await loggedIn(server);
  const second = json<{ token: string; user: { _id: string } }>(await login(server, { email: account.email, password: account.password }));
  const kept = await connectSocket(baseUrl, account.token);
  const ended = await connectSocket(baseUrl, second.token);
  sockets.push(kept, ended);
  return { account, keptToken: account.token, endedToken: second.token, kept, ended, userId: second.user._id };
}

async function stillOpen(socket: TestSocket, userId: string) {
  await roundTrip(socket, userId);
  expect(socket.connected).toBe(true);
}

async function sessionIdOf(token: string): Promise<string> {
  const { sessions } = json<{ sessions: Array<{ id: string; current: boolean }> }>(await server.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) }));
  return sessions.find((session) => session.current)!.id;
}

test('logout closes the connections of this session only', async () => {
  const { endedToken, kept, ended, userId } = await twoDevices();
  expect((await server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(endedToken) })).statusCode).toBe(200);
  await disconnected(ended);
  await stillOpen(kept, userId);
});

test('signing one device out from another closes that device\'s connections', async () => {
  const { keptToken, endedToken, kept, ended, userId } = await twoDevices();
  const id = await sessionIdOf(endedToken);
  expect((await server.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(keptToken) })).statusCode).toBe(200);
  await disconnected(ended);
  await stillOpen(kept, userId);
});

test('"sign out everywhere else" closes every other session\'s connections', async () => {
  const { keptToken, kept, ended, userId } = await twoDevices();
  expect((await server.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(keptToken) })).statusCode).toBe(200);
  await disconnected(ended);
  await stillOpen(kept, userId);
});

test('turning two-factor on, and off, closes the other sessions\' connections', async () => {
  const { account, keptToken, kept, ended, userId } = await twoDevices();
  const { secret } = await turnOnTwoFactor(server, keptToken);
  await disconnected(ended);
  await stillOpen(kept, userId);

  const other = await connectSocket(baseUrl, (await signInWithCode(account, secret)).token);
  sockets.push(other);
  const off = await server.inject({ method: 'POST', url: '/api/auth/2fa/disable', headers: bearer(keptToken), payload: { password: account.password, code: await codeAt(secret, 1) } });
  expect(off.statusCode).toBe(200);
  await disconnected(other);
  await stillOpen(kept, userId);
});

async function signInWithCode(account: { email: string; password: string }, secret: string): Promise<{ token: string }> {
  const first = json<{ challenge: string }>(await login(server, { email: account.email, password: account.password }));
  const second = await server.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge: first.challenge, code: await codeAt(secret) } });
  expect(second.statusCode).toBe(200);
  return json<{ token: string }>(second);
}

/**
 * The socket is closed by the server. One process sends the close before the HTTP answer that
 * caused it, on the socket's own ordered connection, so a round trip started now could only be
 * answered after the close arrived: an answer means the socket was left open.
 */
async function closedByServer(socket: TestSocket, userId: string): Promise<void> {
  const outcome = await Promise.race([disconnected(socket).then(() => 'closed'), roundTrip(socket, userId).then(() => 'answered while open')]);
  expect(outcome).toBe('closed');
}

test('a password reset through the mailed link closes every connection of the account', async () => {
  const { account, kept, ended, userId } = await twoDevices();
  const asked = await server.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email }, remoteAddress: freshIp() });
  expect(asked.statusCode).toBe(200);
  const mail = await waitForMail(server, account.email, /Reset your VERSUS password/);
  const token = fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/reset-password#token=[A-Za-z0-9_%-]+/)).get('token')!;
  const reset = await server.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a brand new passphrase 7' }, remoteAddress: freshIp() });
  expect(reset.statusCode).toBe(200);
  await closedByServer(kept, userId);
  await closedByServer(ended, userId);
});

test('a confirmed account deletion closes every connection of the account', async () => {
  const { account, keptToken, kept, ended, userId } = await twoDevices();
  const requested = await server.inject({ method: 'POST', url: '/api/user/deletion-request', headers: bearer(keptToken), remoteAddress: freshIp() });
  expect(requested.statusCode).toBe(200);
  const mail = await waitForMail(server, account.email, /Confirm the deletion/);
  const link = fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/confirm-deletion#token=[A-Za-z0-9_%-]+&userId=[0-9a-f]{24}/));
  const confirmed = await server.inject({
    method: 'POST',
    url: '/api/user/confirm-deletion',
    payload: { token: link.get('token'), userId: link.get('userId') },
    remoteAddress: freshIp(),
  });
  expect(confirmed.statusCode).toBe(200);
  await closedByServer(kept, userId);
  await closedByServer(ended, userId);
});
