import { type RateLimitStore, createMemoryRateLimitStore } from '../http/rate-limit';
import { type SharedRedis, sharedRedis, withTimeout } from './shared-redis';

/**
 * One call counted in one round trip: the window starts with the first call (its expiry set
 * then), and a key left without one (it cannot happen, but a lost expiry would lock a client out
 * for good) gets it back.
 */
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * Rate-limit counts in the shared Redis, so that a limit holds across every instance of the site
 * (`name` keeps the login, token and revalidation counts apart). Without a connection, or while
 * Redis is down or slow, each instance counts in its own memory (`fallback`): a client gets at
 * most the limit per instance then, never an error.
 */
export function createSharedRateLimitStore(
  name: string,
  {
    redis = sharedRedis,
    fallback = createMemoryRateLimitStore(),
  }: { redis?: () => SharedRedis | null; fallback?: RateLimitStore } = {},
): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const client = redis();
      if (!client) return fallback.hit(key, windowMs);
      try {
        const reply = await withTimeout(
          client.eval(HIT, {
            keys: [`lavanda:rate:${name}:${key}`],
            arguments: [String(windowMs)],
          }),
        );
        const [count, resetInMs] = reply as [number, number];
        return { count, resetInMs };
      } catch {
        // The connection logs the outage once (shared-redis.ts); each request just falls back.
        return fallback.hit(key, windowMs);
      }
    },
  };
}
