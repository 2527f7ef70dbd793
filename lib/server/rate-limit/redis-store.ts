import 'server-only';
import { createClient } from 'redis';
import type { Counter, CounterStore } from './counter-store';

/** INCR each key, start its window on the first hit, answer count and time left; one atomic round trip. */
const HIT_SCRIPT = `
local result = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[i]) end
  local left = redis.call('PTTL', key)
  if left < 0 then redis.call('PEXPIRE', key, ARGV[i]); left = tonumber(ARGV[i]) end
  result[#result + 1] = count
  result[#result + 1] = left
end
return result`;

const PREFIX = 'driver-application:rate:';

/** How long a request waits for Redis before its limit is let go (see orAllow in limits.ts). */
const COMMAND_TIMEOUT_MS = 1_000;
const FIRST_CONNECT_WAIT_MS = 2_000;

/**
 * Counters in Redis (REDIS_URL): keys expire with their window, so nothing needs sweeping.
 * Redis being down must never hold a submission: commands are refused at once while the client is reconnecting
 * (no offline queue) and given up after a second otherwise, and the first connection is waited for only briefly;
 * the client keeps reconnecting in the background and the counters count again once Redis is back.
 */
export async function redisCounterStore(url: string): Promise<CounterStore> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
  });
  // Without a listener an unreachable Redis would crash the process; the limiter answers "allow" meanwhile.
  client.on('error', () => {});
  const connected = client.connect().catch(() => {});
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
  return {
    async hit(hits, now) {
      const reply = (await client.eval(HIT_SCRIPT, {
        keys: hits.map((hit) => PREFIX + hit.key),
        arguments: hits.map((hit) => String(hit.windowMs)),
      })) as number[];
      return hits.map((hit, index): Counter => ({
        count: reply[index * 2] ?? 1,
        resetAt: now + (reply[index * 2 + 1] ?? hit.windowMs),
      }));
    },
    async peek(key, now) {
      const [count, left] = await Promise.all([client.get(PREFIX + key), client.pTTL(PREFIX + key)]);
      return count === null || left <= 0 ? null : { count: Number(count), resetAt: now + left };
    },
    async clear(keys) {
      if (keys.length) await client.del(keys.map((key) => PREFIX + key));
    },
    close: async () => {
      await client.close();
    },
  };
}
