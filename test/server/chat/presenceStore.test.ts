import { newId } from '../../../server/db/ids';
import { createMemoryPresenceStore, PRESENCE_TTL_MS, type PresenceStore } from '../../../server/realtime/presenceStore';
import { createRedisPresenceStore } from '../../../server/realtime/redisPresenceStore';

const { REDIS_URL } = process.env;

interface Clock {
  now: () => number;
  advance(ms: number): void;
}

function manualClock(): Clock {
  let time = Date.now();
  return { now: () => time, advance: (ms) => (time += ms) };
}

const stores: Array<[string, (clock: Clock) => Promise<PresenceStore>]> = [
  ['in memory', async () => createMemoryPresenceStore()],
  ...(REDIS_URL ? [['in Redis', (clock: Clock) => createRedisPresenceStore(REDIS_URL, () => undefined, clock.now)] as [string, (clock: Clock) => Promise<PresenceStore>]] : []),
];

describe.each(stores)('presence %s', (_name, create) => {
  let clock: Clock;
  let store: PresenceStore;

  beforeEach(async () => {
    clock = manualClock();
    store = await create(clock);
  });
  afterEach(() => store.close());

  test('online from the first socket to the last, each transition reported once', async () => {
    const user = newId();
    expect(await store.socketConnected(user, 's1')).toBe(true);
    expect(await store.socketConnected(user, 's2')).toBe(false);
    expect(await store.onlineAmong([user, newId()])).toEqual(new Set([user]));
    expect(await store.socketDisconnected(user, 's1')).toBe(false);
    expect(await store.socketDisconnected(user, 's2')).toBe(true);
    expect(await store.socketDisconnected(user, 's2')).toBe(false);
    expect(await store.onlineAmong([user])).toEqual(new Set());
  });
});

(REDIS_URL ? describe : describe.skip)('presence in Redis when a process dies', () => {
  test('records not refreshed expire, and the sweep reports their users offline once', async () => {
    const clock = manualClock();
    const dead = await createRedisPresenceStore(REDIS_URL!, () => undefined, clock.now);
    const alive = await createRedisPresenceStore(REDIS_URL!, () => undefined, clock.now);
    try {
      const orphan = newId();
      const kept = newId();
      await dead.socketConnected(orphan, 'on-the-dead-process');
      await alive.socketConnected(kept, 'on-the-live-process');

      clock.advance(PRESENCE_TTL_MS / 2);
      await alive.refresh([{ userId: kept, socketId: 'on-the-live-process' }]);
      clock.advance(PRESENCE_TTL_MS / 2 + 1);

      expect(await alive.onlineAmong([orphan, kept])).toEqual(new Set([kept]));
      const [firstSweep, secondSweep] = await Promise.all([alive.sweepExpired(), dead.sweepExpired()]);
      expect([...firstSweep, ...secondSweep].filter((id) => id === orphan || id === kept)).toEqual([orphan]);
      // Coming back after the expiry is coming online again.
      expect(await alive.socketConnected(orphan, 'reconnected')).toBe(true);
      await alive.socketDisconnected(orphan, 'reconnected');
      await alive.socketDisconnected(kept, 'on-the-live-process');
    } finally {
      await Promise.all([dead.close(), alive.close()]);
    }
  });
});
