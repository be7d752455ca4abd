// Next's page cache on Redis, shared by every instance of the site (docs/deploying.md); next.config
// names this file only when REDIS_URL is set. Plain JavaScript: Next imports it at run time, outside
// the app's bundles. The Redis connection is the one lib/redis/shared-redis.ts opens at start
// (instrumentation.ts runs before the first request, and so before the first cache read).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

// The process-wide slot lib/redis/shared-redis.ts keeps its connection in (lib/cache/process-wide.ts,
// processWideSlot('sharedRedis'): `{ value }` under this symbol).
const SHARED_REDIS = Symbol.for('lavanda.sharedRedis');
/** Below Next's 1 s: a Redis that hangs must not hold a page view for long. */
const REDIS_TIMEOUT_MS = 500;
/** How long an entry stays in Redis past its revalidation time (a stale page beats a blocking render). */
const KEEP_AFTER_STALE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Redis first; while it is down or slow the handler throws and the package's chain reads the local
 * cache instead. Each page read from Redis is also kept locally (once per version), so that an
 * instance keeps answering with what it has served when Redis goes away.
 */
export function withLocalCopy(shared, local) {
  const copied = new Map();
  return {
    ...shared,
    name: `${shared.name}+local-copy`,
    async get(key, meta) {
      const entry = await shared.get(key, meta);
      if (entry && copied.get(key) !== entry.lastModified) {
        copied.set(key, entry.lastModified);
        local.set(key, entry).catch(() => copied.delete(key));
      }
      return entry;
    },
  };
}

/**
 * Next 16.4 takes an entry's own lifetime (`cacheControl`) over the one this process remembers
 * for the route. Without it, an instance that did not render a page itself would treat a dynamic
 * route's page as stale after 1 s and regenerate it from WordPress: the stored `revalidate` is
 * handed back so that every instance keeps to REVALIDATE_SECONDS.
 */
export function withStoredLifetime(entry) {
  const revalidate = entry?.lifespan?.revalidate;
  return typeof revalidate === 'number' ? { ...entry, cacheControl: { revalidate } } : entry;
}

CacheHandler.onCreation(() => {
  const local = createLruHandler();
  const client = globalThis[SHARED_REDIS]?.value;
  // `next build` (no connection is opened there) and a server without REDIS_URL: local only.
  if (!client) return { handlers: [local] };
  const shared = createRedisHandler({ client, keyPrefix: 'lavanda:', timeoutMs: REDIS_TIMEOUT_MS });
  return {
    handlers: [withLocalCopy(shared, local), local],
    ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_AFTER_STALE_SECONDS },
  };
});

export default class SiteCacheHandler extends CacheHandler {
  async get(key, ctx) {
    return withStoredLifetime(await super.get(key, ctx));
  }
}
