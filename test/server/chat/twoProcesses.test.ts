import type { AddressInfo } from 'node:net';
import type { SendMessageAck } from '../../../common/contract/socketEvents';
import { describeWithServices } from '../../support/requiredServices';
import { accountWithRole } from '../accounts/accountsSupport';
import { build, type TestServer } from '../build';
import { bearer, chatBetween, createUser, makeFriends, type TestUser } from './factories';
import { connectSocket, disconnected, nextEvent, recordEvents, roundTrip, type TestSocket } from './realtimeClients';
import { createSharedPostgres, type SharedPostgres } from './sharedPostgres';

/** The documented cap on open connections per account, every process together. */
const SOCKETS_PER_ACCOUNT = 12;
/** The documented cap on visitor connections (no login) per address, every process together. */
const VISITOR_SOCKETS_PER_ADDRESS = 60;

interface Instance {
  server: TestServer;
  url: string;
}

describeWithServices(['postgres', 'redis'], 'two server processes on one PostgreSQL and Redis', ({ postgres, redis }) => {
  let database: SharedPostgres;
  let first: Instance;
  let second: Instance;
  const openSockets: TestSocket[] = [];

  async function start(): Promise<Instance> {
    const server = await build({ REDIS_URL: redis }, { db: database.open() });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return { server, url: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` };
  }

  async function connect(instance: Instance, user: TestUser): Promise<TestSocket> {
    const socket = await connectSocket(instance.url, user.token);
    openSockets.push(socket);
    return socket;
  }

  async function friends(): Promise<[TestUser, TestUser]> {
    const alice = await createUser(first.server.app, first.server.db);
    const bob = await createUser(first.server.app, first.server.db);
    await makeFriends(first.server.db, alice, bob);
    return [alice, bob];
  }

  beforeAll(async () => {
    database = await createSharedPostgres(postgres);
    [first, second] = await Promise.all([start(), start()]);
  }, 30_000);
  afterEach(() => {
    for (const socket of openSockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await Promise.allSettled([first?.server.close(), second?.server.close()]);
    await database?.drop();
  });

  test('A on one process sees B on the other go online and offline', async () => {
    const [alice, bob] = await friends();
    const aliceSocket = await connect(first, alice);
    const online = nextEvent(aliceSocket, 'presence_update', (update) => update.userId === bob.id && update.online);
    const bobSocket = await connect(second, bob);
    await online;

    const listed = await first.server.app.inject({ method: 'GET', url: '/api/friends/list', headers: bearer(alice) });
    expect(listed.json().friends).toEqual([expect.objectContaining({ _id: bob.id, isOnline: true })]);

    const offline = nextEvent(aliceSocket, 'presence_update', (update) => update.userId === bob.id && !update.online);
    bobSocket.close();
    await offline;
    const after = await first.server.app.inject({ method: 'GET', url: '/api/friends/list', headers: bearer(alice) });
    expect(after.json().friends).toEqual([expect.objectContaining({ _id: bob.id, isOnline: false })]);
  });

  test('a user with tabs on both processes stays online until the last tab closes', async () => {
    const [alice, bob] = await friends();
    const aliceSocket = await connect(first, alice);
    const online = nextEvent(aliceSocket, 'presence_update', (update) => update.userId === bob.id);
    const bobOnFirst = await connect(first, bob);
    await online;
    const heard = recordEvents(aliceSocket, 'presence_update');
    const bobOnSecond = await connect(second, bob);
    await roundTrip(bobOnSecond, bob.id);
    bobOnFirst.close();
    // join is answered after bob's earlier presence changes on that process, the closed tab's included.
    await roundTrip(await connect(first, bob), bob.id);
    const stillOnline = await first.server.app.inject({ method: 'GET', url: '/api/friends/list', headers: bearer(alice) });
    expect(stillOnline.json().friends[0].isOnline).toBe(true);
    expect(heard).toEqual([]);
    for (const socket of openSockets.filter((socket) => socket !== aliceSocket && socket !== bobOnSecond)) socket.close();
    const offline = nextEvent(aliceSocket, 'presence_update', (update) => !update.online);
    bobOnSecond.close();
    expect(await offline).toEqual({ userId: bob.id, online: false });
    expect(heard).toEqual([{ userId: bob.id, online: false }]);
  });

  test('messages cross: A sends on one process, B gets it live on the other, and the answer comes back', async () => {
    const [alice, bob] = await friends();
    const chatId = await chatBetween(first.server.db, alice, bob);
    const aliceSocket = await connect(first, alice);
    const bobSocket = await connect(second, bob);
    await expect(aliceSocket.emitWithAck('open_chat', chatId)).resolves.toEqual({ ok: true });

    const toBob = nextEvent(bobSocket, 'new_message');
    const sent = (await aliceSocket.emitWithAck('send_message', { chatId, content: 'hello from process one', clientMessageId: 'x-1' })) as SendMessageAck;
    expect(sent.ok).toBe(true);
    expect(await toBob).toEqual(sent.ok && sent.message);

    const answerNew = nextEvent(aliceSocket, 'new_message');
    const answerOpen = nextEvent(aliceSocket, 'receive_message', (message) => message.senderId === bob.id);
    const answer = await second.server.app.inject({
      method: 'POST', url: `/api/chat/${chatId}/messages`, headers: bearer(bob), payload: { content: 'hi from process two' },
    });
    expect(answer.statusCode).toBe(201);
    expect(await answerNew).toEqual(answer.json());
    expect(await answerOpen).toEqual(answer.json());
  });

  test('a ban made on one process closes the banned user\'s connections on the other', async () => {
    const [, bob] = await friends();
    const bobSocket = await connect(second, bob);
    const admin = await accountWithRole(first.server.app, 'admin');
    const gone = disconnected(bobSocket);
    const banned = await first.server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${bob.id}/ban`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { reason: 'Spam', until: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(banned.statusCode).toBe(200);
    await gone;
  });

  test("a device signed out on one process loses its socket on the other; the user's other device stays connected", async () => {
    const user = await createUser(first.server.app, first.server.db);
    const phone = { ...user, token: (await first.server.app.openSession({ id: user.id, tokenVersion: 0, role: 'user' })).token };
    const phoneSocket = await connect(second, phone);
    const desktopSocket = await connect(second, user);
    const sessions = await first.server.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(user) });
    const phoneSession = (sessions.json() as { sessions: Array<{ id: string; current: boolean }> }).sessions.find((session) => !session.current)!;

    const gone = disconnected(phoneSocket);
    const ended = await first.server.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}`, headers: bearer(user) });
    expect(ended.statusCode).toBe(200);
    await gone;
    await expect(roundTrip(desktopSocket, user.id)).resolves.toEqual({ ok: true });
    await expect(connectSocket(second.url, phone.token)).rejects.toThrow('Your session has ended. Please log in again.');
  });

  test('the cap on connections counts the account\'s connections on both processes together', async () => {
    const user = await createUser(first.server.app, first.server.db);
    for (let index = 0; index < SOCKETS_PER_ACCOUNT; index++) await connect(index % 2 === 0 ? first : second, user);
    for (const instance of [first, second]) {
      const oneMore = connectSocket(instance.url, user.token).then((socket) => {
        socket.close();
        return `connection ${SOCKETS_PER_ACCOUNT + 1} accepted`;
      });
      await expect(oneMore).rejects.toThrow('Too many open connections for this account.');
    }
  });

  test('the cap on visitor connections counts the address\'s connections on both processes together', async () => {
    // Every connection here comes from 127.0.0.1, half to each process.
    for (let index = 0; index < VISITOR_SOCKETS_PER_ADDRESS; index++) {
      openSockets.push(await connectSocket(index % 2 === 0 ? first.url : second.url));
    }
    for (const instance of [first, second]) {
      const oneMore = connectSocket(instance.url).then((socket) => {
        socket.close();
        return `visitor connection ${VISITOR_SOCKETS_PER_ADDRESS + 1} accepted`;
      });
      await expect(oneMore).rejects.toThrow('Too many open connections from this address. Close a VERSUS tab or window and try again.');
    }
    // A signed-in player on the same address is counted by account, not with the visitors.
    await connect(second, await createUser(first.server.app, first.server.db));
  });

  test('a process that shuts down takes its users offline for friends on the other process', async () => {
    const third = await start();
    try {
      const [alice, bob] = await friends();
      const aliceSocket = await connect(first, alice);
      const online = nextEvent(aliceSocket, 'presence_update', (update) => update.userId === bob.id && update.online);
      const bobSocket = await connect(third, bob);
      await online;
      const offline = nextEvent(aliceSocket, 'presence_update', (update) => update.userId === bob.id && !update.online);
      const gone = disconnected(bobSocket);
      await third.server.close();
      await gone;
      await offline;
    } finally {
      await third.server.close().catch(() => undefined);
    }
  }, 20_000);
});
