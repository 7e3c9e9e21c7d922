/**
 * A share of the fan-out benchmark's watchers, in a process of its own (bench/benchmarks/bracketFanout.ts
 * forks one per CPU): it connects its sockets, watches the tournament and notes when each
 * bracket_updated arrives, on the machine's monotonic clock, which every process reads alike.
 *
 * Talks to its parent over IPC: `ready` once every socket watches; `delivered` with a version once
 * each of its sockets has that version's update; `arrivals` (version → arrival times) when asked,
 * once it has closed its sockets. The parent ends it.
 */
import { io as connectClient, type Socket } from 'socket.io-client';
import type { BracketUpdate } from '../common/contract/brackets';
import type { ClientToServerEvents, ServerToClientEvents } from '../common/contract/socketEvents';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface WatcherShare {
  baseUrl: string;
  tournamentId: string;
  /** The index of this share's first watcher among all of them (each watcher's address depends on it). */
  first: number;
  count: number;
}

export type ToWatchers = { type: 'collect' };
export type FromWatchers =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'delivered'; version: number }
  | { type: 'arrivals'; arrivals: Array<[version: number, times: number[]]>; strays: number };

/** Milliseconds on the monotonic clock, the same in every process of the machine. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** Sockets opened at once while connecting everyone. */
const CONNECT_BATCH = 100;

/** Watcher n's own address, 10.x.y.z: the visitors' per-address cap is never what is measured. */
function addressOf(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function connect(baseUrl: string, index: number): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    // Sent with the WebSocket handshake by Node's client.
    extraHeaders: { 'x-forwarded-for': addressOf(index) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function watchAll({ baseUrl, tournamentId, first, count }: WatcherShare): Promise<ClientSocket[]> {
  const sockets: ClientSocket[] = [];
  try {
    for (let start = 0; start < count; start += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, offset) => connect(baseUrl, first + start + offset));
      sockets.push(...(await Promise.all(batch)));
    }
    const acks = await Promise.all(sockets.map((socket) => socket.emitWithAck('watch_tournament', { tournamentId })));
    const refused = acks.filter((ack) => !ack.ok);
    if (refused.length > 0) throw new Error(`${refused.length} watchers were refused: ${JSON.stringify(refused[0])}`);
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  }
  return sockets;
}

async function main(): Promise<void> {
  const send = (message: FromWatchers) => process.send!(message);
  const share = JSON.parse(process.argv[2]!) as WatcherShare;
  let sockets: ClientSocket[];
  try {
    sockets = await watchAll(share);
  } catch (error) {
    send({ type: 'failed', message: (error as Error).message });
    process.disconnect();
    return;
  }
  const arrivals = new Map<number, number[]>();
  let strays = 0;
  // One listener for every socket: what a watcher does with an update is the same for all.
  const arrived = (update: BracketUpdate) => {
    const now = monotonicMs();
    if (!Number.isInteger(update?.version)) {
      strays += 1;
      return;
    }
    let times = arrivals.get(update.version);
    if (!times) arrivals.set(update.version, (times = []));
    times.push(now);
    if (times.length === sockets.length) send({ type: 'delivered', version: update.version });
  };
  for (const socket of sockets) socket.on('bracket_updated', arrived);
  process.on('message', (message: ToWatchers) => {
    if (message.type !== 'collect') return;
    for (const socket of sockets) socket.close();
    send({ type: 'arrivals', arrivals: [...arrivals], strays });
  });
  send({ type: 'ready' });
}

if (process.send) void main();
