import { type SharedRedis, sharedRedis, withTimeout } from './shared-redis';

/**
 * `load` (a request to WordPress) made once per `ttlMs` for every instance of the site: its
 * answer is kept in the shared Redis under `name`, and an instance finding it there does not
 * ask WordPress. Without Redis, or while it is down, each instance loads for itself. A failed
 * load is not stored (the caller's own retry applies).
 */
export function sharedLoad<T>(
  name: string,
  ttlMs: number,
  load: () => Promise<T>,
  redis: () => SharedRedis | null = sharedRedis,
): () => Promise<T> {
  const key = `lavanda:load:${name}`;
  return async () => {
    const client = redis();
    if (client) {
      try {
        const stored = await withTimeout(client.get(key));
        if (stored !== null) return JSON.parse(stored) as T;
      } catch {
        // Down or slow (logged once by shared-redis.ts): this instance loads for itself.
      }
    }
    const value = await load();
    if (client) {
      await withTimeout(client.set(key, JSON.stringify(value), { PX: ttlMs })).catch(() => {});
    }
    return value;
  };
}
