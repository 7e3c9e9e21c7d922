import type { AddressInfo } from 'node:net';
import type { SendMessageAck } from '../../../common/contract/socketEvents';
import { build, type TestServer } from '../build';
import { createTournament } from '../admin/factories';
import { waitFor } from '../tournaments/support';
import { bearer, chatBetween, createUser, makeFriends, type TestUser } from './factories';
import { connectSocket, disconnected, nextEvent, recordEvents, roundTrip, type TestSocket } from './realtimeClients';

let server: TestServer;
let baseUrl: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  server = await build();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.close();
});
afterAll(() => server.close());

async function connect(user: TestUser): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl, user.token);
  openSockets.push(socket);
  return socket;
}

test('a socket without a token is a visitor: it may watch a tournament, and the chat is not served to it', async () => {
  const visitor = await connectSocket(baseUrl);
  openSockets.push(visitor);
  const tournamentId = await createTournament(server.app, 'Watched Cup');
  await expect(visitor.emitWithAck('watch_tournament', { tournamentId })).resolves.toEqual({ ok: true });
  // Chat events are registered for signed-in sockets only: a visitor's open_chat finds no handler.
  let answered = false;
  visitor.emit('open_chat', 'b'.repeat(24), () => {
    answered = true;
  });
  await visitor.emitWithAck('watch_tournament', { tournamentId: 'c'.repeat(24) });
  expect(answered).toBe(false);
});

test('a socket with a bad or outdated token is refused', async () => {
  await expect(connectSocket(baseUrl, 'not.a.jwt')).rejects.toThrow('Invalid token.');
  const user = await createUser(server.app, server.db);
  await server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
  await expect(connectSocket(baseUrl, user.token)).rejects.toThrow('Your session has ended. Please log in again.');
});

test('join is accepted with the caller’s own id and refused with anyone else’s', async () => {
  const user = await createUser(server.app, server.db);
  const other = await createUser(server.app, server.db);
  const socket = await connect(user);
  await expect(socket.emitWithAck('join', user.id)).resolves.toEqual({ ok: true });
  await expect(socket.emitWithAck('join', other.id)).resolves.toEqual({
    ok: false,
    msg: 'You can only join as yourself: the id must be the one of your login token.',
  });
});

test('presence goes to friends only: online on the first socket, offline after the last one', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  const stranger = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  const aliceSocket = await connect(alice);
  const strangerSocket = await connect(stranger);
  const strangerHeard = recordEvents(strangerSocket, 'presence_update');

  const online = nextEvent(aliceSocket, 'presence_update');
  const bobFirstTab = await connect(bob);
  expect(await online).toEqual({ userId: bob.id, online: true });

  const aliceHeard = recordEvents(aliceSocket, 'presence_update');
  const bobSecondTab = await connect(bob);
  const firstTabId = bobFirstTab.id;
  bobFirstTab.close();
  // Bob still has a tab open: nothing is announced until the last one closes. Once the server has
  // let go of the first tab, its disconnect is in Bob's queue of presence changes; join is answered
  // after that queue, and a round trip on Alice's socket then brings in all the server sent her.
  const firstTabGone = async () => !(await server.app.realtime.toUsers(bob.id).fetchSockets()).some((socket) => socket.id === firstTabId);
  await waitFor(firstTabGone, 'the server to drop Bob’s first tab');
  await roundTrip(bobSecondTab, bob.id);
  await roundTrip(aliceSocket, alice.id);
  expect(aliceHeard).toEqual([]);

  const offline = nextEvent(aliceSocket, 'presence_update', (update) => !update.online);
  bobSecondTab.close();
  expect(await offline).toEqual({ userId: bob.id, online: false });
  expect(aliceHeard).toEqual([{ userId: bob.id, online: false }]);

  await roundTrip(strangerSocket, stranger.id);
  expect(strangerHeard).toEqual([]);
});

test('isOnline in the friends list comes from the same presence', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  const friendsOfAlice = async () => (await server.app.inject({ method: 'GET', url: '/api/friends/list', headers: bearer(alice) })).json().friends;

  expect(await friendsOfAlice()).toEqual([expect.objectContaining({ _id: bob.id, isOnline: false })]);
  const aliceSocket = await connect(alice);
  const online = nextEvent(aliceSocket, 'presence_update');
  const bobSocket = await connect(bob);
  await online;
  expect(await friendsOfAlice()).toEqual([expect.objectContaining({ _id: bob.id, isOnline: true })]);
  const offline = nextEvent(aliceSocket, 'presence_update');
  bobSocket.close();
  await offline;
  expect(await friendsOfAlice()).toEqual([expect.objectContaining({ _id: bob.id, isOnline: false })]);
});

test('a blocked user stops seeing presence', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  const bobSocket = await connect(bob);
  const heard = recordEvents(bobSocket, 'presence_update');
  const changed = nextEvent(bobSocket, 'friendship_changed');
  await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(alice), payload: { userId: bob.id } });
  expect(await changed).toEqual({ userId: alice.id });

  const aliceSocket = await connect(alice);
  await roundTrip(aliceSocket, alice.id);
  aliceSocket.close();
  const watcher = await connect(alice);
  await roundTrip(watcher, alice.id);
  await roundTrip(bobSocket, bob.id);
  expect(heard).toEqual([]);
});

test('a message sent over REST reaches every socket of the recipient as new_message, the sender’s open windows as receive_message', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  const chatId = await chatBetween(server.db, alice, bob);
  const bobPhone = await connect(bob);
  const bobLaptop = await connect(bob);
  const aliceTab = await connect(alice);
  await expect(aliceTab.emitWithAck('open_chat', chatId)).resolves.toEqual({ ok: true });
  const aliceNewMessages = recordEvents(aliceTab, 'new_message');

  const arrivals = [nextEvent(bobPhone, 'new_message'), nextEvent(bobLaptop, 'new_message'), nextEvent(aliceTab, 'receive_message')];
  const response = await server.app.inject({
    method: 'POST', url: `/api/chat/${chatId}/messages`, headers: bearer(alice), payload: { content: '<b>hi</b>', clientMessageId: 'rest-1' },
  });
  const stored = response.json();
  for (const arrival of arrivals) expect(await arrival).toEqual(stored);
  await roundTrip(aliceTab, alice.id);
  expect(aliceNewMessages).toEqual([]);
});

test('send_message over the socket is acknowledged after it is stored, with the same rules as REST', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  const stranger = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  const chatId = await chatBetween(server.db, alice, bob);
  const aliceSocket = await connect(alice);
  const bobSocket = await connect(bob);
  const strangerSocket = await connect(stranger);

  const delivered = nextEvent(bobSocket, 'new_message');
  const ack = (await aliceSocket.emitWithAck('send_message', { chatId, content: 'over the wire', clientMessageId: 'sock-1' })) as SendMessageAck;
  expect(ack).toEqual({ ok: true, message: expect.objectContaining({ chatId, senderId: alice.id, content: 'over the wire' }) });
  if (!ack.ok) throw new Error('not sent');
  const rows = await server.db.query('SELECT id FROM messages WHERE id = $1', [ack.message._id]);
  expect(rows).toHaveLength(1);
  expect(await delivered).toEqual(ack.message);

  const retry = (await aliceSocket.emitWithAck('send_message', { chatId, content: 'over the wire', clientMessageId: 'sock-1' })) as SendMessageAck;
  expect(retry).toEqual(ack);

  await expect(aliceSocket.emitWithAck('send_message', { chatId, content: '   ' })).resolves.toEqual({ ok: false, status: 400, msg: 'A message must not be empty.' });
  await expect(aliceSocket.emitWithAck('send_message', { chatId, content: 'x'.repeat(2001) })).resolves.toEqual({
    ok: false, status: 400, msg: 'A message must be at most 2,000 characters.',
  });
  await expect(strangerSocket.emitWithAck('send_message', { chatId, content: 'let me in' })).resolves.toEqual({
    ok: false, status: 403, msg: 'You are not a participant of this chat.',
  });
  await expect(strangerSocket.emitWithAck('open_chat', chatId)).resolves.toEqual({ ok: false, msg: 'You are not a participant of this chat.' });
  await expect(aliceSocket.emitWithAck('send_message', { chatId: 'nope', content: 'x' })).resolves.toMatchObject({ ok: false, status: 400 });
});

test('a message to an offline friend is there when they come back', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  const chatId = await chatBetween(server.db, alice, bob);
  const aliceSocket = await connect(alice);
  await aliceSocket.emitWithAck('send_message', { chatId, content: 'while you were away' });

  await connect(bob);
  const list = (await server.app.inject({ method: 'GET', url: '/api/chat/list', headers: bearer(bob) })).json();
  expect(list.chats[0]).toMatchObject({ _id: chatId, hasUnread: true, lastMessage: { content: 'while you were away' } });
  expect(list.unreadChats).toBe(1);
});

test('a socket that floods send_message is told to slow down', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  const chatId = await chatBetween(server.db, alice, bob);
  const aliceSocket = await connect(alice);
  const acks = (await Promise.all(
    Array.from({ length: 31 }, (_, index) => aliceSocket.emitWithAck('send_message', { chatId, content: `spam ${index}` })),
  )) as SendMessageAck[];
  expect(acks.filter((ack) => ack.ok)).toHaveLength(30);
  expect(acks.filter((ack) => !ack.ok)).toEqual([{ ok: false, status: 429, msg: 'Too many messages at once. Please wait a moment.' }]);
});

describe('an ended session loses its sockets at once', () => {
  /** Another login of the same user: a session of its own on another device. */
  async function anotherDevice(user: TestUser): Promise<TestUser> {
    return { ...user, token: (await server.app.openSession({ id: user.id, tokenVersion: 0, role: 'user' })).token };
  }

  test("logout closes that session's sockets, and only those: the user's other device stays connected", async () => {
    const user = await createUser(server.app, server.db);
    const desktop = await anotherDevice(user);
    const other = await createUser(server.app, server.db);
    const [phoneTab, phoneOtherTab, desktopSocket, bystander] = [await connect(user), await connect(user), await connect(desktop), await connect(other)];
    const closed = Promise.all([disconnected(phoneTab), disconnected(phoneOtherTab)]);

    const logout = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user) });
    expect(logout.statusCode).toBe(200);

    await closed;
    await expect(connectSocket(baseUrl, user.token)).rejects.toThrow('Your session has ended. Please log in again.');
    await expect(roundTrip(desktopSocket, user.id)).resolves.toEqual({ ok: true });
    await expect(roundTrip(bystander, other.id)).resolves.toEqual({ ok: true });
  });

  test("a password change closes the other devices' sockets; this device keeps its socket and its new token connects", async () => {
    const user = await createUser(server.app, server.db);
    const laptop = await anotherDevice(user);
    const here = await connect(user);
    const laptopSocket = await connect(laptop);
    const closed = disconnected(laptopSocket);

    const changed = await server.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(user), payload: { newPassword: 'a brand new passphrase 1' } });
    expect(changed.statusCode).toBe(200);

    await closed;
    await expect(connectSocket(baseUrl, laptop.token)).rejects.toThrow('Your session has ended. Please log in again.');
    await expect(roundTrip(here, user.id)).resolves.toEqual({ ok: true });
    const again = await connect({ ...user, token: changed.json().token });
    expect(again.connected).toBe(true);
  });
});
