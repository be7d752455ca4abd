export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again (when not allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(key: string): Promise<RateLimitDecision>;
}

/** One call counted: the calls of the key's current window so far, and when that window ends. */
export interface RateLimitHit {
  count: number;
  resetInMs: number;
}

/**
 * Where the counts live: this process's memory (the default), or a store every instance of the
 * site shares (lib/redis/redis-rate-limit-store.ts, with REDIS_URL).
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Counts in fixed windows in memory. Memory is bounded: expired windows are dropped as new ones
 * start, and past `maxKeys` the oldest are forgotten first (a flood of addresses cannot grow the
 * map without end). Per process: each server instance counts its own clients.
 */
export function createMemoryRateLimitStore({
  now = Date.now,
  maxKeys = 10_000,
}: { now?: () => number; maxKeys?: number } = {}): RateLimitStore {
  const windows = new Map<string, Window>();
  return {
    async hit(key, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.startedAt >= windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const [oldKey, old] of windows) {
            if (time - old.startedAt >= windowMs || windows.size >= maxKeys) windows.delete(oldKey);
            else break;
          }
        }
        window = { startedAt: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.startedAt + windowMs - time };
    },
  };
}

/**
 * The site's one rate limiter (login, token and revalidation routes): at most `limit` calls per
 * `windowMs` for each key (a client's address, see client-address.ts), in fixed windows, counted
 * in `store` (this process's memory unless another is given).
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
  store = createMemoryRateLimitStore({ now, maxKeys }),
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
  store?: RateLimitStore;
}): RateLimiter {
  return {
    async check(key) {
      const { count, resetInMs } = await store.hit(key, windowMs);
      if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
  };
}
