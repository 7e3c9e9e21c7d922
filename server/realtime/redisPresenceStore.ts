import { createClient } from 'redis';
import { PRESENCE_TTL_MS, type PresenceStore } from './presenceStore';

const KEY_PREFIX = 'versus:presence:';
/** Per user: a sorted set of socket ids scored by when their record expires (ms since epoch). */
const socketsKey = (userId: string) => `${KEY_PREFIX}sockets:${userId}`;
/** Every user with records, scored by their latest expiry: what the sweep looks through. */
const USERS_KEY = `${KEY_PREFIX}users`;
const SWEEP_BATCH = 500;

// Each script runs atomically in Redis, so two processes never both report the same transition.
const CONNECT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local added = redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
local count = redis.call('ZCARD', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', KEYS[2], 'GT', ARGV[3], ARGV[5])
if added == 1 and count == 1 then return 1 end
return 0`;

const DISCONNECT = `
local removed = redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) > 0 then return 0 end
redis.call('ZREM', KEYS[2], ARGV[3])
return removed`;

const REFRESH = `
for i, key in ipairs(KEYS) do
  if redis.call('ZADD', key, 'XX', 'CH', ARGV[1], ARGV[i + 4]) == 1 then
    redis.call('PEXPIRE', key, ARGV[2])
    redis.call('ZADD', ARGV[3], 'GT', ARGV[1], string.sub(key, ARGV[4]))
  end
end
return 0`;

const ONLINE = `
local online = {}
for i, key in ipairs(KEYS) do
  online[i] = redis.call('ZCOUNT', key, '(' .. ARGV[1], '+inf')
end
return online`;

const SWEEP = `
local users = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local offline = {}
for _, userId in ipairs(users) do
  local key = ARGV[3] .. userId
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) == 0 then
    redis.call('ZREM', KEYS[1], userId)
    table.insert(offline, userId)
  else
    local latest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
    redis.call('ZADD', KEYS[1], latest[2], userId)
  end
end
return offline`;

/**
 * Presence shared by every process on one Redis. A socket's record expires unless its process
 * refreshes it, so the sockets of a killed process go offline after PRESENCE_TTL_MS (the sweep
 * reports them) instead of staying online forever.
 */
export async function createRedisPresenceStore(
  url: string,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): Promise<PresenceStore> {
  const redis = createClient({ url });
  redis.on('error', onError);
  await redis.connect();
  const expiry = () => String(now() + PRESENCE_TTL_MS);
  const socketsKeyPrefixLength = socketsKey('').length;

  return {
    async socketConnected(userId, socketId) {
      const result = await redis.eval(CONNECT, {
        keys: [socketsKey(userId), USERS_KEY],
        arguments: [socketId, String(now()), expiry(), String(PRESENCE_TTL_MS), userId],
      });
      return result === 1;
    },
    async socketDisconnected(userId, socketId) {
      const result = await redis.eval(DISCONNECT, {
        keys: [socketsKey(userId), USERS_KEY],
        arguments: [socketId, String(now()), userId],
      });
      return result === 1;
    },
    async refresh(sockets) {
      if (sockets.length === 0) return;
      await redis.eval(REFRESH, {
        keys: sockets.map(({ userId }) => socketsKey(userId)),
        // Lua strings are 1-based: the user id starts right after the prefix.
        arguments: [expiry(), String(PRESENCE_TTL_MS), USERS_KEY, String(socketsKeyPrefixLength + 1), ...sockets.map(({ socketId }) => socketId)],
      });
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const counts = (await redis.eval(ONLINE, { keys: userIds.map(socketsKey), arguments: [String(now())] })) as number[];
      return new Set(userIds.filter((_, index) => (counts[index] ?? 0) > 0));
    },
    async countOnline() {
      // A user whose every record expired is offline even before the sweep removes them.
      return redis.zCount(USERS_KEY, `(${now()}`, '+inf');
    },
    async sweepExpired() {
      return (await redis.eval(SWEEP, {
        keys: [USERS_KEY],
        arguments: [String(now()), String(SWEEP_BATCH), socketsKey('')],
      })) as string[];
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
