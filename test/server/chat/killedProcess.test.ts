import type { SendMessageAck } from '../../../common/socketEvents';
import { build, type TestServer } from '../build';
import { bearer, chatBetween, createUser, makeFriends } from './factories';
import { connectSocket, disconnected, nextEvent, type TestSocket } from './realtimeClients';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { describeWithServices } from '../../support/requiredServices';
import { createSharedPostgres, type SharedPostgres } from './sharedPostgres';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

describeWithServices(['postgres', 'redis'], 'two real server processes, one of them killed', ({ postgres, redis }) => {
  let database: SharedPostgres;
  let factory: TestServer;
  let doomed: ServerProcess;
  let survivor: ServerProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createSharedPostgres(postgres);
    // Only its signToken and database are used: it listens nowhere.
    factory = await build({ JWT_SECRET }, { db: database.open() });
    const env = { DATABASE_URL: database.url, REDIS_URL: redis, JWT_SECRET };
    [doomed, survivor] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.allSettled([doomed?.stop(), survivor?.stop(), factory?.close()]);
    await database?.drop();
  });

  test('every acknowledged message survives a SIGKILL, and a retry after it stores nothing twice', async () => {
    const alice = await createUser(factory.app, factory.db);
    const bob = await createUser(factory.app, factory.db);
    await makeFriends(factory.db, alice, bob);
    const chatId = await chatBetween(factory.db, alice, bob);

    const aliceSocket = await connectSocket(doomed.url, alice.token);
    const bobSocket = await connectSocket(survivor.url, bob.token);
    sockets.push(aliceSocket, bobSocket);
    const firstDelivery = nextEvent(bobSocket, 'new_message');

    const acknowledged: string[] = [];
    for (let index = 0; index < 20; index++) {
      const ack = (await aliceSocket.emitWithAck('send_message', { chatId, content: `message ${index}`, clientMessageId: `kill-${index}` })) as SendMessageAck;
      if (!ack.ok) throw new Error(ack.msg);
      acknowledged.push(ack.message._id);
    }
    expect((await firstDelivery).content).toBe('message 0');
    const lost = disconnected(aliceSocket);
    await doomed.kill();
    await lost;

    const history = await factory.app.inject({ method: 'GET', url: `/api/chat/${chatId}/messages?limit=100`, headers: bearer(bob) });
    expect(history.json().messages.map((message: { _id: string }) => message._id)).toEqual(acknowledged);

    // The client retries its last message on the surviving process: the stored one comes back.
    const again = await connectSocket(survivor.url, alice.token);
    sockets.push(again);
    const retry = (await again.emitWithAck('send_message', { chatId, content: 'message 19', clientMessageId: 'kill-19' })) as SendMessageAck;
    expect(retry.ok && retry.message._id).toBe(acknowledged[19]);
    const after = await factory.app.inject({ method: 'GET', url: `/api/chat/${chatId}/messages?limit=100`, headers: bearer(bob) });
    expect(after.json().messages).toHaveLength(20);
  }, 30_000);
});
