import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { PresenceUpdate } from '../../../common/socketEvents';
import { RedisUnavailableError } from '../../../server/plugins/realtime';
import { describeWithServices } from '../../support/requiredServices';
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
    server.app.io.emit('presence_update', { userId: 'someone', online: true });
    expect(await received).toEqual({ userId: 'someone', online: true });
  });

  test('closing the app disconnects its clients', async () => {
    const other = await build();
    try {
      const client = await connectClient(other, await listen(other), sockets);
      const disconnected = new Promise((resolve) => client.once('disconnect', resolve));
      await other.app.close();
      await disconnected;
    } finally {
      await other.close();
    }
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
    first = await build(env);
    second = await build(env);
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
    second.app.io.in(client.id!).socketsJoin(room);
    expect((await first.app.io.in(room).fetchSockets()).map((socket) => socket.id)).toEqual([client.id]);

    const received = nextPresence(client);
    first.app.io.to(room).emit('presence_update', { userId: 'across', online: true });
    expect(await received).toEqual({ userId: 'across', online: true });
  });
});
