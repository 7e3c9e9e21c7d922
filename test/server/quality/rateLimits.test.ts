/**
 * Hostile input: rate limits on login, registration, password reset and change, verification and
 * deletion mails, Google sign-in, ratings, notification sign-ups and status checks, the newsletter,
 * shop orders, whitelist joins, registrations, disputes and message sends (REST and socket). For each, the request after the allowance within the
 * window answers 429 with a `{ msg }` and a Retry-After header, while another caller (another address,
 * client id or account) is still served. The counts live in the database, so two processes on one
 * database share them. The per-account lock of failed logins is proven in
 * test/server/accounts/loginSecurity.test.ts, the per-socket burst limit in test/server/chat/realtime.test.ts.
 */
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SendMessageAck } from '../../../common/contract/socketEvents';
import { newId } from '../../../server/db/ids';
import { FriendsRepository } from '../../../server/routes/friends/friendsRepository';
import { createAccount, createTournament, type TestAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { connectSocket, type TestSocket } from '../chat/realtimeClients';

jest.setTimeout(5 * 60_000);

// The limits as the README's Rate limits table documents them, written out rather than imported
// from the server: a limit changed in the code (or in the README alone) must fail here.
const LOGINS_PER_IP_PER_MINUTE = 60;
const MAIL_REQUESTS_PER_IP_PER_MINUTE = 10;
const PASSWORD_RESETS_PER_IP_PER_MINUTE = 60;
const RATING_WRITES_PER_CALLER = 30;
const RATING_WRITES_PER_IP = 120;
const SIGNUPS_PER_MINUTE = 10;
const MESSAGES_PER_MINUTE = 120;
/** Sends per socket in 15 s. */
const SENDS_PER_SOCKET_BURST = 30;
const CHANGE_PASSWORD_PER_IP_PER_MINUTE = 60;
const GOOGLE_SIGN_INS_PER_IP_PER_MINUTE = 30;
const STATUS_CHECKS_PER_MINUTE = 60;
const NEWSLETTER_SUBSCRIPTIONS_PER_TEN_MINUTES = 5;
const NEWSLETTER_TOKENS_PER_MINUTE = 20;
const SHOP_ORDERS_PER_MINUTE = 10;
const WHITELIST_JOINS_PER_MINUTE = 10;
const REGISTRATION_CHANGES_PER_MINUTE = 20;
const DISPUTES_PER_MINUTE = 10;

let server: TestServer;
let baseUrl: string;
const sockets: TestSocket[] = [];
let addressCount = 0;

/** An address no other test has used (the limits count per address). */
function freshIp(): string {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
}

const unique = (prefix: string) => `${prefix}${newId().slice(-10)}`;

beforeAll(async () => {
  server = await build();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server.close();
});

function expectTooMany(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ msg: expect.stringMatching(/too many/i) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * Sends `allowance` requests from one address (none may be a 429), then one more (429), then one
 * from another address (served). `request` builds the n-th request; each may differ (new e-mail …).
 */
async function expectLimitPerAddress(allowance: number, request: (n: number) => InjectOptions, app = server.app): Promise<void> {
  const address = freshIp();
  for (let n = 0; n < allowance; n++) {
    const response = await app.inject({ ...request(n), remoteAddress: address });
    if (response.statusCode === 429 || response.statusCode >= 500) throw new Error(`request ${n + 1} of ${allowance}: ${response.statusCode} ${response.body}`);
  }
  expectTooMany(await app.inject({ ...request(allowance), remoteAddress: address }));
  const elsewhere = await app.inject({ ...request(allowance + 1), remoteAddress: freshIp() });
  expect(elsewhere.statusCode).toBeLessThan(429);
}

describe('per address', () => {
  test(`login: ${LOGINS_PER_IP_PER_MINUTE} attempts a minute`, async () => {
    await expectLimitPerAddress(LOGINS_PER_IP_PER_MINUTE, (n) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `spray-${n}-${unique('x')}@example.com`, password: 'password1' },
    }));
  });

  test(`register: ${MAIL_REQUESTS_PER_IP_PER_MINUTE} a minute`, async () => {
    await expectLimitPerAddress(MAIL_REQUESTS_PER_IP_PER_MINUTE, () => {
      const name = unique('reg');
      return { method: 'POST', url: '/api/auth/register', payload: { email: `${name}@example.com`, username: name, password: 'a fair passphrase 1' } };
    });
  });

  test(`forgot password: ${MAIL_REQUESTS_PER_IP_PER_MINUTE} mails a minute`, async () => {
    await expectLimitPerAddress(MAIL_REQUESTS_PER_IP_PER_MINUTE, () => ({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: `${unique('lost')}@example.com` },
    }));
  });

  test(`reset password: ${PASSWORD_RESETS_PER_IP_PER_MINUTE} token guesses a minute`, async () => {
    await expectLimitPerAddress(PASSWORD_RESETS_PER_IP_PER_MINUTE, () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: unique('guess').padEnd(43, 'a'), password: 'a fair passphrase 1' },
    }));
  });

  test(`notification sign-ups: ${SIGNUPS_PER_MINUTE} a minute, by e-mail and logged in`, async () => {
    const tournamentId = await createTournament(server.app, 'Limited Cup');
    await expectLimitPerAddress(SIGNUPS_PER_MINUTE, () => ({
      method: 'POST',
      url: '/api/notify/anonymous',
      payload: { email: `${unique('fan')}@example.com`, tournamentId },
    }));
    const accounts: TestAccount[] = [];
    for (let n = 0; n < SIGNUPS_PER_MINUTE + 2; n++) accounts.push(await createAccount(server.app));
    await expectLimitPerAddress(SIGNUPS_PER_MINUTE, (n) => ({
      method: 'POST',
      url: '/api/notify',
      headers: { authorization: accounts[n]!.authorization },
      payload: { tournamentId },
    }));
  });

  test(`ratings: ${RATING_WRITES_PER_IP} a minute from one address, whatever the client ids`, async () => {
    // Each client id stays under its own allowance, so only the address's limit applies.
    const clientIds = Array.from({ length: Math.ceil((RATING_WRITES_PER_IP + 2) / RATING_WRITES_PER_CALLER) + 1 }, () => crypto.randomUUID());
    await expectLimitPerAddress(RATING_WRITES_PER_IP, (n) => ({
      method: 'PUT',
      url: '/api/game-ratings/valorant',
      headers: { 'x-client-id': clientIds[Math.floor(n / RATING_WRITES_PER_CALLER)]! },
      payload: { rating: (n % 5) + 1 },
    }));
  });
});

describe('per address, the rest of the table', () => {
  test(`resend verification: ${MAIL_REQUESTS_PER_IP_PER_MINUTE} mails a minute`, async () => {
    await expectLimitPerAddress(MAIL_REQUESTS_PER_IP_PER_MINUTE, () => ({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: `${unique('unverified')}@example.com` },
    }));
  });

  test(`deletion mails: ${MAIL_REQUESTS_PER_IP_PER_MINUTE} requests a minute, and as many confirmations`, async () => {
    const accounts: TestAccount[] = [];
    for (let n = 0; n < MAIL_REQUESTS_PER_IP_PER_MINUTE + 2; n++) accounts.push(await createAccount(server.app));
    await expectLimitPerAddress(MAIL_REQUESTS_PER_IP_PER_MINUTE, (n) => ({
      method: 'POST',
      url: '/api/user/deletion-request',
      headers: { authorization: accounts[n]!.authorization },
    }));
    await expectLimitPerAddress(MAIL_REQUESTS_PER_IP_PER_MINUTE, () => ({
      method: 'POST',
      url: '/api/user/confirm-deletion',
      payload: { token: unique('guess').padEnd(43, 'a') },
    }));
  });

  test(`change password: ${CHANGE_PASSWORD_PER_IP_PER_MINUTE} a minute`, async () => {
    await expectLimitPerAddress(CHANGE_PASSWORD_PER_IP_PER_MINUTE, () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'a fair passphrase 1', newPassword: 'a fair passphrase 2' },
    }));
  });

  test(`Google sign-in: ${GOOGLE_SIGN_INS_PER_IP_PER_MINUTE} starts a minute`, async () => {
    await expectLimitPerAddress(GOOGLE_SIGN_INS_PER_IP_PER_MINUTE, () => ({ method: 'GET', url: '/auth/google' }));
  });

  test(`notification status checks: ${STATUS_CHECKS_PER_MINUTE} a minute`, async () => {
    const tournamentId = await createTournament(server.app, 'Checked Cup');
    await expectLimitPerAddress(STATUS_CHECKS_PER_MINUTE, () => ({
      method: 'GET',
      url: `/api/notify/status/${tournamentId}?email=${unique('fan')}%40example.com`,
    }));
  });

  test(`newsletter: ${NEWSLETTER_SUBSCRIPTIONS_PER_TEN_MINUTES} subscriptions per 10 minutes, told to wait minutes rather than seconds`, async () => {
    const address = freshIp();
    const subscribe = (remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: `${unique('reader')}@example.com` }, remoteAddress });
    for (let n = 0; n < NEWSLETTER_SUBSCRIPTIONS_PER_TEN_MINUTES; n++) expect((await subscribe(address)).statusCode).toBe(202);
    const refused = await subscribe(address);
    expectTooMany(refused);
    // The window is ten minutes: a one-minute window would say 60 s or less.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    expect((await subscribe(freshIp())).statusCode).toBe(202);
  });

  test.each([
    ['POST', '/api/newsletter/confirm'],
    ['GET', '/api/newsletter/confirm'],
    ['POST', '/api/newsletter/unsubscribe'],
  ] as const)(`newsletter link tokens, %s %s: ${NEWSLETTER_TOKENS_PER_MINUTE} a minute`, async (method, url) => {
    await expectLimitPerAddress(NEWSLETTER_TOKENS_PER_MINUTE, () => {
      const token = unique('guess').padEnd(43, 'a');
      return method === 'GET' ? { method, url: `${url}?token=${token}` } : { method, url, payload: { token } };
    });
  });
});

/**
 * Sends `allowance` requests as one account (none may be a 429), then one more (429), then one as
 * another account from the same address (served): the limit is the account's, not the address's.
 */
async function expectLimitPerAccount(allowance: number, request: (account: TestAccount, n: number) => InjectOptions): Promise<void> {
  const address = freshIp();
  const account = await createAccount(server.app);
  for (let n = 0; n < allowance; n++) {
    const response = await server.app.inject({ ...request(account, n), remoteAddress: address });
    if (response.statusCode === 429 || response.statusCode >= 500) throw new Error(`request ${n + 1} of ${allowance}: ${response.statusCode} ${response.body}`);
  }
  expectTooMany(await server.app.inject({ ...request(account, allowance), remoteAddress: address }));
  const other = await createAccount(server.app);
  expect((await server.app.inject({ ...request(other, 0), remoteAddress: address })).statusCode).toBeLessThan(429);
}

describe('per account, the rest of the table', () => {
  test(`shop orders: ${SHOP_ORDERS_PER_MINUTE} a minute`, async () => {
    await expectLimitPerAccount(SHOP_ORDERS_PER_MINUTE, (account) => ({
      method: 'POST',
      url: '/api/shop/orders',
      headers: { authorization: account.authorization },
      payload: { itemId: newId(), quantity: 1 },
    }));
  });

  test(`registrations (enter, leave, check in): ${REGISTRATION_CHANGES_PER_MINUTE} a minute`, async () => {
    // Entering and leaving one tournament in turn: each answer is a 201 or a 200 until the limit.
    const tournamentId = newId();
    await server.db.query(`INSERT INTO tournaments (id, title, status) VALUES ($1, 'Churn Cup', 'UPCOMING')`, [tournamentId]);
    await expectLimitPerAccount(REGISTRATION_CHANGES_PER_MINUTE, (account, n) => ({
      method: n % 2 === 0 ? 'POST' : 'DELETE',
      url: `/api/tournaments/${tournamentId}/registrations${n % 2 === 0 ? '' : '/mine'}`,
      headers: { authorization: account.authorization },
      ...(n % 2 === 0 ? { payload: {} } : {}),
    }));
  });

  test(`disputes: ${DISPUTES_PER_MINUTE} a minute`, async () => {
    // Refused disputes (nobody here plays the match) count too: the limit comes first.
    await expectLimitPerAccount(DISPUTES_PER_MINUTE, (account) => ({
      method: 'POST',
      url: `/api/tournaments/${newId()}/matches/winners-1-1/disputes`,
      headers: { authorization: account.authorization },
      payload: { reason: 'Wrong score' },
    }));
  });

  test(`whitelist joins: ${WHITELIST_JOINS_PER_MINUTE} a minute`, async () => {
    await expectLimitPerAccount(WHITELIST_JOINS_PER_MINUTE, (account) => ({
      method: 'POST',
      url: '/api/whitelist',
      headers: { authorization: account.authorization },
      payload: { walletAddress: `0x${newId().replace(/[^0-9a-f]/g, '').padEnd(40, '0').slice(0, 40)}`, chain: 'evm' },
    }));
  });
});

describe('per caller', () => {
  test(`ratings: ${RATING_WRITES_PER_CALLER} a minute per client id or account, others unaffected`, async () => {
    const address = freshIp();
    const rate = (headers: Record<string, string>) =>
      server.app.inject({ method: 'PUT', url: '/api/game-ratings/cs-go', headers, payload: { rating: 3 }, remoteAddress: address });
    const visitor = { 'x-client-id': crypto.randomUUID() };
    const account = await createAccount(server.app);
    for (const caller of [visitor, { authorization: account.authorization }]) {
      for (let n = 0; n < RATING_WRITES_PER_CALLER; n++) expect((await rate(caller)).statusCode).toBe(200);
      expectTooMany(await rate(caller));
    }
    // Same address, another visitor: served.
    expect((await rate({ 'x-client-id': crypto.randomUUID() })).statusCode).toBe(200);
  });

  describe('message sends', () => {
    let alice: TestAccount;
    let bob: TestAccount;
    let chatId: string;

    beforeEach(async () => {
      alice = await createAccount(server.app);
      bob = await createAccount(server.app);
      const friends = new FriendsRepository(server.db);
      const outcome = await friends.sendRequest(alice.id, bob.id);
      if (outcome.kind !== 'requested') throw new Error(outcome.kind);
      await friends.acceptRequest(outcome.requestId, bob.id);
      const chat = await server.app.inject({
        method: 'POST',
        url: '/api/chat/select_or_create',
        headers: { authorization: alice.authorization },
        payload: { recipientId: bob.id },
      });
      chatId = chat.json()._id as string;
    });

    const sendOverRest = (account: TestAccount, content: string) =>
      server.app.inject({ method: 'POST', url: `/api/chat/${chatId}/messages`, headers: { authorization: account.authorization }, payload: { content } });

    async function socketOf(account: TestAccount): Promise<TestSocket> {
      const socket = await connectSocket(baseUrl, account.authorization.slice('Bearer '.length));
      sockets.push(socket);
      return socket;
    }

    test(`${MESSAGES_PER_MINUTE} a minute per account over REST, and the socket shares that budget`, async () => {
      for (let n = 0; n < MESSAGES_PER_MINUTE; n++) expect((await sendOverRest(alice, `message ${n}`)).statusCode).toBe(201);
      expectTooMany(await sendOverRest(alice, 'one too many'));

      const aliceSocket = await socketOf(alice);
      const refused = (await aliceSocket.emitWithAck('send_message', { chatId, content: 'via the socket' })) as SendMessageAck;
      expect(refused).toEqual({ ok: false, status: 429, msg: expect.stringMatching(/too many/i) });

      // Bob, in the same chat, is not limited by Alice's sends.
      expect((await sendOverRest(bob, 'still here')).statusCode).toBe(201);
      const bobSocket = await socketOf(bob);
      await expect(bobSocket.emitWithAck('send_message', { chatId, content: 'and here' })).resolves.toMatchObject({ ok: true });
      const stored = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM messages WHERE chat_id = $1', [chatId]);
      expect(stored[0]!.count).toBe(MESSAGES_PER_MINUTE + 2);
    });

    test('opening more sockets does not add to the budget of an account', async () => {
      const socketsNeeded = Math.ceil(MESSAGES_PER_MINUTE / SENDS_PER_SOCKET_BURST);
      let sent = 0;
      for (let index = 0; index < socketsNeeded; index++) {
        const socket = await socketOf(alice);
        const share = Math.min(SENDS_PER_SOCKET_BURST, MESSAGES_PER_MINUTE - sent);
        for (let n = 0; n < share; n++) {
          await expect(socket.emitWithAck('send_message', { chatId, content: `burst ${sent}` })).resolves.toMatchObject({ ok: true });
          sent += 1;
        }
      }
      const another = await socketOf(alice);
      await expect(another.emitWithAck('send_message', { chatId, content: 'one too many' })).resolves.toEqual({
        ok: false,
        status: 429,
        msg: expect.stringMatching(/too many/i),
      });
      expectTooMany(await sendOverRest(alice, 'nor over REST'));
    });
  });
});

test('two processes on one database share the counts', async () => {
  const second = await build({}, { db: server.db });
  try {
    const apps = [server.app, second.app];
    const address = freshIp();
    for (let n = 0; n < MAIL_REQUESTS_PER_IP_PER_MINUTE; n++) {
      const response = await apps[n % 2]!.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `${unique('shared')}@example.com` },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
    for (const app of apps) {
      expectTooMany(await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@example.com' }, remoteAddress: address }));
    }
  } finally {
    await second.close();
  }
});
