import { newId } from '../../../server/db/ids';
import { createMemoryPresenceStore, PRESENCE_TTL_MS, type PresenceStore } from '../../../server/realtime/presenceStore';
import { createRedisPresenceStore } from '../../../server/realtime/redisPresenceStore';
import { describeWithServices } from '../../support/requiredServices';

interface Clock {
  now: () => number;
  advance(ms: number): void;
}

function manualClock(): Clock {
  let time = Date.now();
  return { now: () => time, advance: (ms) => (time += ms) };
}

/** What every presence store does, in memory or in Redis. */
function describePresenceStore(create: (clock: Clock) => Promise<PresenceStore>): void {
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

  test('counts each online user once, however many sockets they have', async () => {
    // Relative to the start: a shared Redis may hold other users.
    const before = await store.countOnline();
    const [first, second] = [newId(), newId()];
    await store.socketConnected(first, 's1');
    await store.socketConnected(first, 's2');
    await store.socketConnected(second, 's3');
    expect((await store.countOnline()) - before).toBe(2);
    await store.socketDisconnected(first, 's1');
    await store.socketDisconnected(first, 's2');
    expect((await store.countOnline()) - before).toBe(1);
  });
}

describe('presence in memory', () => describePresenceStore(async () => createMemoryPresenceStore()));

describeWithServices(['redis'], 'presence in Redis', ({ redis }) => {
  describe('the rules of every store', () => describePresenceStore((clock) => createRedisPresenceStore(redis, () => undefined, clock.now)));

  test('when a process dies, records not refreshed expire, and the sweep reports their users offline once', async () => {
    const clock = manualClock();
    const dead = await createRedisPresenceStore(redis, () => undefined, clock.now);
    const alive = await createRedisPresenceStore(redis, () => undefined, clock.now);
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
