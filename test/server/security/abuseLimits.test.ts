import type { AddressInfo } from 'node:net';
import type { Ack } from '../../../common/contract/socketEvents';
import { createTournament } from '../admin/factories';
import { build, type TestServer } from '../build';
import { bearer, chatBetween, createUser, makeFriends } from '../chat/factories';
import { connectSocket, recordEvents, roundTrip, type TestSocket } from '../chat/realtimeClients';

// The limits as the README's Rate limits table documents them, written out rather than imported
// from the server: a limit changed in the code (or in the README alone) must fail here.
const FRIEND_REQUESTS_PER_MINUTE = 10;
const FRIEND_CHANGES_PER_MINUTE = 20;
const SOCKETS_PER_ACCOUNT = 12;
/** Per socket and 15 s. */
const CHAT_OPENS_PER_BURST = 20;
const JOINS_PER_BURST = 10;
const HEARTBEATS_PER_BURST = 5;
const WATCHES_PER_BURST = 30;
/** Tournaments one socket may watch at once. */
const WATCHED_PER_SOCKET = 20;

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
  expect(statuses).toEqual([...Array(FRIEND_REQUESTS_PER_MINUTE).fill(201), ...Array(15 - FRIEND_REQUESTS_PER_MINUTE).fill(429)]);
  await roundTrip(targetSocket, target.id);
  expect(changes).toHaveLength(2 * FRIEND_REQUESTS_PER_MINUTE);
});

test('block and unblock in a loop: each kind of change is refused past its limit', async () => {
  const user = await createUser(server.app, server.db);
  const target = await createUser(server.app, server.db);
  const targetSocket = await connect(target.token);
  const changes = recordEvents(targetSocket, 'friendship_changed');

  const blocks: number[] = [];
  const unblocks: number[] = [];
  for (let cycle = 0; cycle < FRIEND_CHANGES_PER_MINUTE + 2; cycle++) {
    const blocked = await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(user), payload: { userId: target.id } });
    blocks.push(blocked.statusCode);
    if (blocked.statusCode !== 200) continue;
    unblocks.push((await server.app.inject({ method: 'DELETE', url: `/api/friends/blocks/${target.id}`, headers: bearer(user) })).statusCode);
  }
  expect(blocks).toEqual([...Array(FRIEND_CHANGES_PER_MINUTE).fill(200), 429, 429]);
  expect(unblocks).toEqual(Array(FRIEND_CHANGES_PER_MINUTE).fill(200));
  const refused = await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(user), payload: { userId: target.id } });
  expect(refused.json()).toEqual({ msg: expect.stringMatching(/too many requests/i) });
  await roundTrip(targetSocket, target.id);
  expect(changes).toHaveLength(2 * FRIEND_CHANGES_PER_MINUTE);
});

test(`an account holds at most ${SOCKETS_PER_ACCOUNT} connections; closing one lets another in`, async () => {
  const user = await createUser(server.app, server.db);
  const sockets: TestSocket[] = [];
  for (let i = 0; i < SOCKETS_PER_ACCOUNT; i++) sockets.push(await connect(user.token));
  const oneMore = connectSocket(baseUrl, user.token).then((socket) => {
    socket.close();
    return `connection ${SOCKETS_PER_ACCOUNT + 1} accepted`;
  });
  await expect(oneMore).rejects.toThrow('Too many open connections for this account. Close a VERSUS tab or window and try again.');
  // Another account is not affected.
  const someoneElse = await createUser(server.app, server.db);
  expect((await connect(someoneElse.token)).connected).toBe(true);

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
  for (let i = 0; i < CHAT_OPENS_PER_BURST + 5; i++) answers.push(await socket.emitWithAck('open_chat', chatId));
  expect(answers.slice(0, CHAT_OPENS_PER_BURST).every((answer) => answer.ok)).toBe(true);
  expect(answers.slice(CHAT_OPENS_PER_BURST)).toEqual(Array(5).fill({ ok: false, msg: 'Too many conversations opened at once. Please wait a moment.' }));
});

test('joining in a burst is refused past the limit', async () => {
  const user = await createUser(server.app, server.db);
  const socket = await connect(user.token);
  const answers: Ack[] = [];
  for (let i = 0; i < JOINS_PER_BURST + 3; i++) answers.push(await socket.emitWithAck('join', user.id));
  expect(answers).toEqual([...Array(JOINS_PER_BURST).fill({ ok: true }), ...Array(3).fill({ ok: false, msg: 'Too many requests. Please wait a moment.' })]);
});

test('presence heartbeats in a burst refresh the presence store no more than the limit', async () => {
  const user = await createUser(server.app, server.db);
  const socket = await connect(user.token);
  // A second connection, so the store's periodic upkeep (all sockets at once) is never counted as a heartbeat.
  await connect((await createUser(server.app, server.db)).token);
  const presence = server.app.presence;
  const refresh = presence.refresh.bind(presence);
  let refreshed = 0;
  presence.refresh = async (sockets) => {
    if (sockets.length === 1 && sockets[0]!.socketId === socket.id) refreshed += 1;
    return refresh(sockets);
  };
  try {
    for (let i = 0; i < HEARTBEATS_PER_BURST + 5; i++) socket.emit('presence_heartbeat', { userId: user.id });
    // The join is answered once the user's earlier presence work is done.
    await roundTrip(socket, user.id);
    expect(refreshed).toBe(HEARTBEATS_PER_BURST);
  } finally {
    presence.refresh = refresh;
  }
});

test('a socket, a visitor\'s too, watches a bounded number of tournaments, and watching in a burst is refused past the limit', async () => {
  const visitor = await connectSocket(baseUrl);
  opened.push(visitor);
  const watch = (tournamentId: string) => visitor.emitWithAck('watch_tournament', { tournamentId }) as Promise<Ack>;
  const tournaments = await Promise.all(Array.from({ length: WATCHED_PER_SOCKET + 1 }, (_, index) => createTournament(server.app, `Watched Cup ${index}`)));
  const answers: Ack[] = [];
  for (const tournamentId of tournaments) answers.push(await watch(tournamentId));
  expect(answers.slice(0, WATCHED_PER_SOCKET).every((answer) => answer.ok)).toBe(true);
  expect(answers[WATCHED_PER_SOCKET]).toEqual({ ok: false, msg: `A page can watch at most ${WATCHED_PER_SOCKET} tournaments at once.` });
  // Watching one it already watches takes no new room, but still counts towards the burst.
  while (answers.length < WATCHES_PER_BURST) answers.push(await watch(tournaments[0]!));
  expect(answers.slice(WATCHED_PER_SOCKET + 1).every((answer) => answer.ok)).toBe(true);
  expect(await watch(tournaments[0]!)).toEqual({ ok: false, msg: 'Too many requests. Please wait a moment.' });
});
