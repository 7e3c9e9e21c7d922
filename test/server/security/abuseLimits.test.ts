import type { AddressInfo } from 'node:net';
import type { Ack } from '../../../common/socketEvents';
import { FRIEND_REQUESTS_PER_MINUTE } from '../../../server/routes/friends/friendChangeLimits';
import { MAX_SOCKETS_PER_ACCOUNT, TOO_MANY_SOCKETS_MESSAGE } from '../../../server/realtime/socketAuth';
import { build, type TestServer } from '../build';
import { bearer, chatBetween, createUser, makeFriends } from '../chat/factories';
import { connectSocket, recordEvents, roundTrip, type TestSocket } from '../chat/realtimeClients';

let server: TestServer;
let baseUrl: string;
const opened: TestSocket[] = [];
beforeAll(async () => {
  server = await build();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await server.close();
});

async function connect(token: string): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl, token);
  opened.push(socket);
  return socket;
}

test('friend request and cancel in a loop: refused past the limit, so the target is not flooded with refetches', async () => {
  const sender = await createUser(server.app, server.db);
  const target = await createUser(server.app, server.db);
  const targetSocket = await connect(target.token);
  const changes = recordEvents(targetSocket, 'friendship_changed');

  const statuses: number[] = [];
  for (let cycle = 0; cycle < 15; cycle++) {
    const asked = await server.app.inject({ method: 'POST', url: '/api/friends/requests', headers: bearer(sender), payload: { username: target.username } });
    statuses.push(asked.statusCode);
    if (asked.statusCode !== 201) continue;
    const cancelled = await server.app.inject({ method: 'DELETE', url: `/api/friends/requests/${asked.json().requestId}`, headers: bearer(sender) });
    expect(cancelled.statusCode).toBe(200);
  }
  expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
  expect(FRIEND_REQUESTS_PER_MINUTE).toBe(10);
  await roundTrip(targetSocket, target.id);
  expect(changes).toHaveLength(20);
});

test(`an account holds at most ${MAX_SOCKETS_PER_ACCOUNT} connections; closing one lets another in`, async () => {
  const user = await createUser(server.app, server.db);
  const sockets: TestSocket[] = [];
  for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT; i++) sockets.push(await connect(user.token));
  await expect(connectSocket(baseUrl, user.token)).rejects.toThrow(TOO_MANY_SOCKETS_MESSAGE);

  const closed = sockets.pop()!;
  closed.close();
  // Until the server has let go of it, the closed one may still count: try until it has.
  let replacement: TestSocket | null = null;
  while (!replacement) replacement = await connect(user.token).catch(() => null);
  expect(replacement.connected).toBe(true);
});

test('opening conversations in a burst is refused past the limit', async () => {
  const user = await createUser(server.app, server.db);
  const friend = await createUser(server.app, server.db);
  await makeFriends(server.db, user, friend);
  const chatId = await chatBetween(server.db, user, friend);
  const socket = await connect(user.token);
  const answers: Ack[] = [];
  for (let i = 0; i < 25; i++) answers.push(await socket.emitWithAck('open_chat', chatId));
  expect(answers.slice(0, 20).every((answer) => answer.ok)).toBe(true);
  expect(answers.slice(20)).toEqual(Array(5).fill({ ok: false, msg: 'Too many conversations opened at once. Please wait a moment.' }));
});
