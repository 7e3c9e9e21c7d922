import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { PresenceUpdate } from '../../../common/contract/socketEvents';
import { RedisUnavailableError } from '../../../server/realtime/realtimePlugin';
import { describeWithServices } from '../../support/requiredServices';
import { within } from '../../support/within';
import { build, type TestServer } from '../build';
import { createAccount } from '../games/accounts';

jest.setTimeout(30_000);

async function listen(server: TestServer): Promise<number> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return (server.app.server.address() as AddressInfo).port;
}

/** A signed-in player's socket (the handshake carries their token, as the SPA's does). */
async function connectClient(server: TestServer, port: number, sockets: Socket[]): Promise<Socket> {
  const { token } = await createAccount(server.app);
  const socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * What a feature open to visitors does (a public page followed live): every socket, with or
 * without a token, joins the room its handshake names.
 */
function welcomeVisitorsToRooms(app: FastifyInstance): void {
  app.realtime.onAnySocket((socket) => {
    const room: unknown = socket.handshake.auth.room;
    if (typeof room === 'string') void socket.join(room);
  });
}

/** A visitor's socket (no token) asking to follow a room. */
async function connectVisitor(port: number, room: string, sockets: Socket[]): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { room }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextPresence(socket: Socket): Promise<PresenceUpdate> {
  return new Promise((resolve) => socket.once('presence_update', resolve));
}

describe('socket.io on the HTTP port', () => {
  let server: TestServer;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await build();
    port = await listen(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  test('a socket.io client connects at /socket.io on the same port that answers HTTP', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    const client = await connectClient(server, port, sockets);
    expect(client.connected).toBe(true);
    const received = nextPresence(client);
    server.app.realtime.to(client.id!).emit('presence_update', { userId: 'someone', online: true });
    expect(await received).toEqual({ userId: 'someone', online: true });
  });

  test('closing the app disconnects its clients', async () => {
    const other = await build();
    try {
      const client = await connectClient(other, await listen(other), sockets);
      const disconnected = new Promise((resolve) => client.once('disconnect', resolve));
      await other.app.close();
      await within(disconnected, 'the client disconnecting as the app closes');
    } finally {
      await other.close();
    }
  });
});

describe('a feature that welcomes visitors', () => {
  let server: TestServer;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await build({}, { extend: welcomeVisitorsToRooms });
    port = await listen(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  test('lets a socket without a token in: it joins a room and hears what is emitted to it', async () => {
    const room = `test-room-${randomUUID()}`;
    const visitor = await connectVisitor(port, room, sockets);
    const received = nextPresence(visitor);
    server.app.realtime.to(room).emit('presence_update', { userId: 'visited', online: true });
    expect(await received).toEqual({ userId: 'visited', online: true });
  });

  test('still refuses a bad token: a visitor is one who sends none', async () => {
    const socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token: 'not.a.jwt' }, reconnection: false, forceNew: true });
    sockets.push(socket);
    await expect(new Promise((_resolve, reject) => socket.once('connect_error', reject))).rejects.toThrow('Invalid token.');
  });
});

describe('with a REDIS_URL that does not answer', () => {
  test('the app fails to start with a clear reason instead of waiting forever', async () => {
    const failure = await build({ REDIS_URL: 'redis://127.0.0.1:1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RedisUnavailableError);
    expect((failure as Error).message).toMatch(/Redis at 127\.0\.0\.1:1 .*REDIS_URL/);
  });
});

describeWithServices(['redis'], 'two app instances sharing Redis (REDIS_URL)', ({ redis }) => {
  let first: TestServer;
  let second: TestServer;
  let secondPort: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: redis };
    first = await build(env, { extend: welcomeVisitorsToRooms });
    second = await build(env, { extend: welcomeVisitorsToRooms });
    await listen(first);
    secondPort = await listen(second);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await first?.close();
    await second?.close();
  });

  test('an event emitted to a room on one instance reaches a client of the other', async () => {
    const room = `test-room-${randomUUID()}`;
    const client = await connectClient(second, secondPort, sockets);
    second.app.realtime.to(client.id!).socketsJoin(room);
    expect((await first.app.realtime.to(room).fetchSockets()).map((socket) => socket.id)).toEqual([client.id]);

    const received = nextPresence(client);
    first.app.realtime.to(room).emit('presence_update', { userId: 'across', online: true });
    expect(await received).toEqual({ userId: 'across', online: true });
  });

  test("a visitor in a feature's room on one instance hears what the other emits to that room", async () => {
    const room = `test-room-${randomUUID()}`;
    const visitor = await connectVisitor(secondPort, room, sockets);
    expect((await first.app.realtime.to(room).fetchSockets()).map((socket) => socket.id)).toEqual([visitor.id]);

    const received = nextPresence(visitor);
    first.app.realtime.to(room).emit('presence_update', { userId: 'across', online: true });
    expect(await received).toEqual({ userId: 'across', online: true });
  });
});
