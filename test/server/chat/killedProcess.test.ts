/**
 * A server process is killed with SIGKILL while a burst of chat messages is in flight, then started
 * again on the same PostgreSQL and Redis. The sender then sends again, with the same
 * clientMessageId, every message it has no acknowledgement for, as the SPA's outbox does. Every
 * message acknowledged or retried is then stored exactly once.
 */
import type { ChatMessage } from '../../../common/contract/chat';
import type { SendMessageAck } from '../../../common/contract/socketEvents';
import { describeWithServices } from '../../support/requiredServices';
import { build, type TestServer } from '../build';
import { bearer, chatBetween, createUser, makeFriends } from './factories';
import { connectSocket, disconnected, nextEvent, type TestSocket } from './realtimeClients';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { createSharedPostgres, type SharedPostgres } from './sharedPostgres';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/** All sent at once from one tab: as many as one socket may send in a burst. */
const BURST = 30;
/** Kill once this many sends are acknowledged: well inside the burst. */
const KILL_AFTER_ACKS = 10;
/**
 * Whether the kill lands between a message being stored and its acknowledgement reaching the
 * client is down to timing. So the last acknowledgements received before the kill count as lost,
 * and those messages are sent again too: the retry of a message already stored is then sure to happen.
 */
const LOST_ACKS = 3;

interface Send {
  clientMessageId: string;
  content: string;
}

interface BurstOutcome {
  /** In the order the acknowledgements arrived, with the message each one returned. */
  acknowledged: Array<{ send: Send; message: ChatMessage }>;
  /** Cut off by the kill, or answered with an error: the client sends these again. */
  unacknowledged: Send[];
}

/** The acknowledgement, or null when none came (the connection broke). */
function sendMessage(socket: TestSocket, chatId: string, send: Send): Promise<SendMessageAck | null> {
  return socket.emitWithAck('send_message', { chatId, ...send }).then(
    (ack) => ack as SendMessageAck,
    () => null,
  );
}

/** Sends the whole burst at once on the socket and kills its server after KILL_AFTER_ACKS acknowledgements. */
async function burstThenKill(socket: TestSocket, server: ServerProcess, chatId: string, sends: Send[]): Promise<BurstOutcome> {
  const outcome: BurstOutcome = { acknowledged: [], unacknowledged: [] };
  let killing: Promise<void> | null = null;
  await Promise.all(
    sends.map(async (send) => {
      const ack = await sendMessage(socket, chatId, send);
      if (!ack?.ok) {
        outcome.unacknowledged.push(send);
        return;
      }
      outcome.acknowledged.push({ send, message: ack.message });
      if (outcome.acknowledged.length >= KILL_AFTER_ACKS && !killing) killing = server.kill();
    }),
  );
  await (killing ?? server.kill());
  return outcome;
}

describeWithServices(['postgres', 'redis'], 'two real server processes, one of them killed', ({ postgres, redis }) => {
  let database: SharedPostgres;
  let factory: TestServer;
  let env: Record<string, string>;
  let doomed: ServerProcess;
  let survivor: ServerProcess;
  const processes: ServerProcess[] = [];
  const sockets: TestSocket[] = [];

  async function start(): Promise<ServerProcess> {
    const started = await startServerProcess(env);
    processes.push(started);
    return started;
  }

  async function connect(server: ServerProcess, token: string): Promise<TestSocket> {
    const socket = await connectSocket(server.url, token);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    database = await createSharedPostgres(postgres);
    // Only its openSession and database are used: it listens nowhere.
    factory = await build({ JWT_SECRET }, { db: database.open() });
    env = { DATABASE_URL: database.url, REDIS_URL: redis, JWT_SECRET };
    [doomed, survivor] = await Promise.all([start(), start()]);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.allSettled([...processes.map((server) => server.stop()), factory?.close()]);
    await database?.drop();
  });

  test('every message acknowledged or sent again after the restart is stored exactly once', async () => {
    const alice = await createUser(factory.app, factory.db);
    const bob = await createUser(factory.app, factory.db);
    await makeFriends(factory.db, alice, bob);
    const chatId = await chatBetween(factory.db, alice, bob);

    const aliceSocket = await connect(doomed, alice.token);
    const bobSocket = await connect(survivor, bob.token);
    const firstDelivery = nextEvent(bobSocket, 'new_message');

    const sends = Array.from({ length: BURST }, (_, index) => ({ clientMessageId: `kill-${index}`, content: `message ${index}` }));
    const cutOff = disconnected(aliceSocket);
    const { acknowledged, unacknowledged } = await burstThenKill(aliceSocket, doomed, chatId, sends);
    await cutOff;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    // Some sends were still in flight: the kill really landed inside the burst.
    expect(unacknowledged.length).toBeGreaterThan(0);
    // Before the kill, a message sent on one process reached Bob on the other.
    expect(sends.map((send) => send.content)).toContain((await firstDelivery).content);

    // The tab reconnects to the restarted process and sends again what it has no acknowledgement for.
    const restarted = await start();
    const again = await connect(restarted, alice.token);
    const lostAcks = acknowledged.slice(-LOST_ACKS);
    const retried = [...unacknowledged, ...lostAcks.map(({ send }) => send)];
    const retries = await Promise.all(retried.map(async (send) => ({ send, ack: await sendMessage(again, chatId, send) })));
    expect(retries.filter(({ ack }) => !ack?.ok)).toEqual([]);
    // A message already stored comes back as it was stored.
    const lostAckRetryIds = retries.slice(unacknowledged.length).map(({ ack }) => (ack?.ok ? ack.message._id : null));
    expect(lostAckRetryIds).toEqual(lostAcks.map(({ message }) => message._id));

    // Each message sent is stored once, under its clientMessageId, and acknowledged ones with the id their acknowledgement gave.
    const history = await factory.app.inject({ method: 'GET', url: `/api/chat/${chatId}/messages?limit=100`, headers: bearer(bob) });
    const stored = history.json().messages as ChatMessage[];
    const wrong = sends
      .map((send) => ({ ...send, copies: stored.filter((message) => message.content === send.content).map((message) => message.clientMessageId) }))
      .filter(({ clientMessageId, copies }) => copies.length !== 1 || copies[0] !== clientMessageId);
    expect(wrong).toEqual([]);
    expect(stored).toHaveLength(BURST);
    const storedIds = new Map(stored.map((message) => [message.clientMessageId, message._id]));
    expect(acknowledged.filter(({ send, message }) => storedIds.get(send.clientMessageId) !== message._id)).toEqual([]);
  }, 2 * 60_000);
});
