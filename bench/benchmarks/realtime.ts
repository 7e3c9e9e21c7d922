/**
 * Realtime: how many sockets one server process holds and what they cost in memory, and
 * how long a chat message takes from send_message to the recipient's new_message under a steady
 * load (BENCH_SOCKETS users, BENCH_MESSAGE_RATE messages a second), on one process and on two
 * processes sharing PostgreSQL and Redis (sender on one, recipient on the other).
 *
 * The users are inserted straight into PostgreSQL (registration mails and its rate limit are not
 * what is measured): BENCH_DATABASE_URL or TEST_DATABASE_URL, else the local server CI runs; the
 * two-process case needs Redis (BENCH_REDIS_URL or REDIS_URL, else the local one). Without them
 * the case is skipped with a note. It starts servers of its own.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import { createClient } from 'redis';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, SendMessageAck, ServerToClientEvents } from '../../common/contract/socketEvents';
import { type Database, openPostgres } from '../../server/db/database';
import { newId } from '../../server/db/ids';
import { ChatRepository } from '../../server/routes/chat/chatRepository';
import { FriendsRepository } from '../../server/routes/friends/friendsRepository';
import { type RunningServer, startServer } from '../../test/e2e/support/harness';
import { residentMegabytes } from '../serverMemory';
import type { Benchmark, BenchContext, BenchRow } from '../types';
import { round } from '../figures';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const MESSAGE_RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 100);
const JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;
/** The services .ci/run uses when no URL is given. */
const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
/** Sockets opened at once while connecting everyone. */
const CONNECT_BATCH = 100;
/** How long the last messages may still take once sending stops (a bound, not a figure). */
const DRAIN_MS = 5_000;

interface BenchUser {
  id: string;
  token: string;
  partnerIndex: number;
  chatId: string;
}

function percentile(sorted: number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!, 2);
}

/** The token the server signs at login (server/plugins/auth.ts): HS256, subject, token version, role. */
function sessionToken(userId: string): Promise<string> {
  return new SignJWT({ ver: 0, role: 'user' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** Users in pairs of friends, each pair with its chat: user 2k talks to user 2k+1. */
async function seedUsers(db: Database, count: number): Promise<BenchUser[]> {
  const ids = Array.from({ length: count }, () => newId());
  await db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, email_verified_at)
     SELECT id, 'bench_' || id || '@example.com', 'bench_' || id || '@example.com', 'b' || id, 'b' || id, now()
     FROM unnest($1::text[]) AS id`,
    [ids],
  );
  const friends = new FriendsRepository(db);
  const chats = new ChatRepository(db);
  const users: BenchUser[] = [];
  for (let index = 0; index + 1 < count; index += 2) {
    const [a, b] = [ids[index]!, ids[index + 1]!];
    const request = await friends.sendRequest(a, b);
    if (request.kind === 'requested') await friends.acceptRequest(request.requestId, b);
    const chatId = await chats.findOrCreateDirectChat(a, b);
    users.push({ id: a, token: await sessionToken(a), partnerIndex: index + 1, chatId });
    users.push({ id: b, token: await sessionToken(b), partnerIndex: index, chatId });
  }
  return users;
}

function connect(baseUrl: string, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectAll(users: BenchUser[], serverFor: (index: number) => RunningServer): Promise<ClientSocket[]> {
  const sockets: ClientSocket[] = [];
  for (let start = 0; start < users.length; start += CONNECT_BATCH) {
    const batch = users.slice(start, start + CONNECT_BATCH);
    sockets.push(...(await Promise.all(batch.map((user, offset) => connect(serverFor(start + offset).baseUrl, user.token)))));
  }
  return sockets;
}

interface Delivery {
  sent: number;
  delivered: number;
  failedAcks: number;
  sendRate: number;
  deliveryMs: number[];
  ackMs: number[];
}

/**
 * Sends MESSAGE_RATE messages a second for the given time from the even users (round robin) to
 * their partners, timing send → new_message at the partner and send → acknowledgement.
 */
async function measureDelivery(users: BenchUser[], sockets: ClientSocket[], seconds: number): Promise<Delivery> {
  const sentAt = new Map<string, number>();
  const deliveryMs: number[] = [];
  const ackMs: number[] = [];
  let failedAcks = 0;
  let allDelivered: () => void = () => undefined;
  const total = Math.max(1, Math.round(MESSAGE_RATE * seconds));
  for (const socket of sockets) {
    socket.on('new_message', (message) => {
      const start = message.clientMessageId ? sentAt.get(message.clientMessageId) : undefined;
      if (start === undefined) return;
      deliveryMs.push(performance.now() - start);
      if (deliveryMs.length === total) allDelivered();
    });
  }
  const senders = users.map((_, index) => index).filter((index) => index % 2 === 0);
  const began = performance.now();
  for (let sequence = 0; sequence < total; sequence++) {
    // Paced by the clock, so a slow tick does not lower the rate for the rest of the run.
    const due = began + (sequence * 1000) / MESSAGE_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const senderIndex = senders[sequence % senders.length]!;
    const sender = users[senderIndex]!;
    const clientMessageId = `bench-${sequence}-${randomBytes(4).toString('hex')}`;
    const start = performance.now();
    sentAt.set(clientMessageId, start);
    sockets[senderIndex]!.emit('send_message', { chatId: sender.chatId, content: `message ${sequence}`, clientMessageId }, (ack: SendMessageAck) => {
      if (ack.ok) ackMs.push(performance.now() - start);
      else failedAcks += 1;
    });
  }
  const sendRate = total / ((performance.now() - began) / 1000);
  await new Promise<void>((resolve) => {
    allDelivered = resolve;
    if (deliveryMs.length >= total) resolve();
    setTimeout(resolve, DRAIN_MS).unref();
  });
  return { sent: total, delivered: deliveryMs.length, failedAcks, sendRate, deliveryMs: deliveryMs.sort((a, b) => a - b), ackMs: ackMs.sort((a, b) => a - b) };
}

/** Null when Redis answers a PING, else why not. */
async function redisProblem(url: string): Promise<string | null> {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

async function runCase(
  label: string,
  servers: RunningServer[],
  db: Database,
  seconds: number,
  log: BenchContext['log'],
): Promise<BenchRow> {
  const users = await seedUsers(db, SOCKETS);
  // Partners sit on different processes when there are two: every message crosses Redis.
  const serverFor = (index: number) => servers[index % servers.length]!;
  const idleMegabytes = servers.map((server) => residentMegabytes(server.pid) ?? 0).reduce((sum, value) => sum + value, 0);
  log(`  ${label}: connecting ${users.length} sockets`);
  const connectStarted = performance.now();
  const sockets = await connectAll(users, serverFor);
  // join is answered once the user's presence is recorded and announced: the load starts settled.
  await Promise.all(sockets.map((socket, index) => socket.emitWithAck('join', users[index]!.id)));
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const heldMegabytes = servers.map((server) => residentMegabytes(server.pid) ?? 0).reduce((sum, value) => sum + value, 0);
  log(`  ${label}: ${MESSAGE_RATE} messages/s for ${seconds} s`);
  try {
    const delivery = await measureDelivery(users, sockets, seconds);
    return {
      case: label,
      'sockets held': sockets.filter((socket) => socket.connected).length,
      'connect s': round(connectSeconds, 2),
      'server RSS MB idle': round(idleMegabytes),
      'with sockets': round(heldMegabytes),
      'msg/s sent': round(delivery.sendRate),
      delivered: `${delivery.delivered}/${delivery.sent}`,
      'failed acks': delivery.failedAcks,
      'delivery p50 ms': percentile(delivery.deliveryMs, 0.5),
      'delivery p99 ms': percentile(delivery.deliveryMs, 0.99),
      'ack p50 ms': percentile(delivery.ackMs, 0.5),
      'ack p99 ms': percentile(delivery.ackMs, 0.99),
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

export const realtime: Benchmark = {
  name: 'realtime',
  title: `Realtime: ${SOCKETS} connected users, ${MESSAGE_RATE} messages/s (socket.io, PostgreSQL)`,
  perDatabase: false,
  async run({ durationSeconds, log }: BenchContext) {
    const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || LOCAL_DATABASE_URL;
    const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || LOCAL_REDIS_URL;
    const schema = `bench_rt_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres({ connectionString: databaseUrl, max: 1 });
    try {
      await admin.query(`CREATE SCHEMA ${schema}`);
    } catch (error) {
      await admin.close().catch(() => undefined);
      return { rows: [], notes: [`Skipped: PostgreSQL at ${databaseUrl} is not available (${(error as Error).message}); set BENCH_DATABASE_URL.`] };
    }
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const db = openPostgres({ connectionString: databaseUrl, searchPath: schema, max: 4 });
    const rows: BenchRow[] = [];
    const notes = ['delivery: send_message emitted → new_message at the recipient; ack: → the acknowledgement (after the insert commits).'];
    try {
      const single = await startServer({ env: { DATABASE_URL: url.toString(), JWT_SECRET }, label: 'bench-realtime', stdio: 'ignore' });
      try {
        rows.push(await runCase('one process', [single], db, durationSeconds, log));
      } finally {
        await single.stop();
      }
      const noRedis = await redisProblem(redisUrl);
      if (!noRedis) {
        const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, JWT_SECRET };
        const pair = [await startServer({ env, label: 'bench-realtime-a', stdio: 'ignore' })];
        try {
          pair.push(await startServer({ env, label: 'bench-realtime-b', stdio: 'ignore' }));
          rows.push(await runCase('two processes + Redis (every message crosses)', pair, db, durationSeconds, log));
        } finally {
          await Promise.allSettled(pair.map((server) => server.stop()));
        }
      } else {
        notes.push(`Two processes: skipped, Redis at ${redisUrl} is not available (${noRedis}); set BENCH_REDIS_URL.`);
      }
    } finally {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await admin.close();
    }
    return { rows, notes };
  },
};
