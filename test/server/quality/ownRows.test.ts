/**
 * Hostile input: routes that answer the caller's own rows ("me", "mine", the chat and
 * friends lists) have no id in the URL, so the authorization matrix cannot tell a right answer from
 * one that leaks. Here two users each get rows of every kind, made the way the app makes them, and
 * each asks every such route: the answer must hold all of the caller's rows and none of the other's.
 */
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../../../server/db/ids';
import { FriendsRepository } from '../../../server/routes/friends/friendsRepository';
import { createAccount, createTournament, type TestAccount } from '../admin/factories';
import { build, type TestServer } from '../build';

jest.setTimeout(3 * 60_000);

const WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';

/** What one user owns, each piece named by a value no other row carries (an id, a wallet address). */
interface OwnedRows {
  userId: string;
  wallet: string;
  orderId: string;
  notifiedTournamentId: string;
  friendId: string;
  chatId: string;
  incomingRequestId: string;
  outgoingRequestId: string;
  blockedId: string;
}

interface User {
  account: TestAccount;
  rows: OwnedRows;
}

/** Per route, the rows of the caller its answer must carry; the other user's same rows, and their id, it must not. */
const OWN_ROUTES: Record<string, ReadonlyArray<keyof OwnedRows>> = {
  '/api/auth/me': ['userId'],
  '/api/user': ['userId'],
  '/api/whitelist/me': ['wallet'],
  '/api/shop/orders/mine': ['orderId'],
  '/api/notify/mine': ['notifiedTournamentId'],
  '/api/chat/list': ['chatId', 'friendId'],
  '/api/friends/list': ['friendId'],
  '/api/friends/requests': ['incomingRequestId', 'outgoingRequestId'],
  '/api/friends/blocks': ['blockedId'],
};

let server: TestServer;
let first: User;
let second: User;

function as(account: TestAccount) {
  return { authorization: account.authorization };
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

async function requestId(from: TestAccount, to: TestAccount): Promise<string> {
  const outcome = await new FriendsRepository(server.db).sendRequest(from.id, to.id);
  if (outcome.kind !== 'requested') throw new Error(`friend request not made: ${outcome.kind}`);
  return outcome.requestId;
}

/** A user with a whitelisted wallet, an order, a sign-up, a friend to chat with, two pending requests and a block. */
async function userWithRows(shopItemId: string): Promise<User> {
  const { app } = server;
  const account = await createAccount(app);
  const friends = new FriendsRepository(server.db);

  const wallet = `0x${newId().padStart(40, '0')}`;
  expectStatus(
    await app.inject({ method: 'POST', url: '/api/whitelist', headers: as(account), payload: { walletAddress: wallet, chain: 'evm' } }),
    201,
    'joining the whitelist',
  );

  const order = await app.inject({ method: 'POST', url: '/api/shop/orders', headers: as(account), payload: { itemId: shopItemId, quantity: 1 } });
  expectStatus(order, 201, 'placing an order');

  const notifiedTournamentId = await createTournament(app, `Own Cup ${newId().slice(-6)}`);
  expectStatus(
    await app.inject({ method: 'POST', url: '/api/notify', headers: as(account), payload: { tournamentId: notifiedTournamentId } }),
    201,
    'signing up for a notification',
  );

  const friend = await createAccount(app);
  await friends.acceptRequest(await requestId(account, friend), friend.id);
  const chat = await app.inject({ method: 'POST', url: '/api/chat/select_or_create', headers: as(account), payload: { recipientId: friend.id } });
  expectStatus(chat, 200, 'opening a chat');
  const chatId = chat.json()._id as string;
  expectStatus(
    await app.inject({ method: 'POST', url: `/api/chat/${chatId}/messages`, headers: as(friend), payload: { content: 'hello' } }),
    201,
    'sending a message',
  );

  const incomingRequestId = await requestId(await createAccount(app), account);
  const outgoingRequestId = await requestId(account, await createAccount(app));
  const blocked = await createAccount(app);
  await friends.block(account.id, blocked.id);

  return {
    account,
    rows: {
      userId: account.id,
      wallet,
      orderId: order.json()._id as string,
      notifiedTournamentId,
      friendId: friend.id,
      chatId,
      incomingRequestId,
      outgoingRequestId,
      blockedId: blocked.id,
    },
  };
}

beforeAll(async () => {
  server = await build({ CRYPTO_WALLET: WALLET });
  const admin = await createAccount(server.app, { role: 'admin' });
  const item = await server.app.inject({
    method: 'POST',
    url: '/api/shop/items',
    headers: as(admin),
    payload: { name: 'Own cap', price: 5, stock: 100 },
  });
  expectStatus(item, 201, 'creating a shop item');
  first = await userWithRows(item.json()._id as string);
  second = await userWithRows(item.json()._id as string);
});

afterAll(() => server.close());

describe.each(Object.entries(OWN_ROUTES))('GET %s', (url, ownRows) => {
  test.each([
    ['the first user', () => [first, second] as const],
    ['the second user', () => [second, first] as const],
  ])('answers %s with their own rows and none of the other user’s', async (_who, pair) => {
    const [caller, other] = pair();
    const response = await server.app.inject({ method: 'GET', url, headers: as(caller.account) });
    expect(response.statusCode).toBe(200);
    const missing = ownRows.filter((row) => !response.body.includes(caller.rows[row]));
    const leaked = [...new Set<keyof OwnedRows>(['userId', ...ownRows])].filter((row) => response.body.includes(other.rows[row]));
    expect({ missing, leaked }).toEqual({ missing: [], leaked: [] });
  });
});
