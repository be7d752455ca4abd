export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again (when not allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(key: string): RateLimitDecision;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * The site's one rate limiter (login, token and revalidation routes): at most `limit` calls per
 * `windowMs` for each key (a client's address, see client-address.ts), in fixed windows.
 * Memory is bounded: expired windows are dropped as new ones start, and past `maxKeys` the oldest
 * are forgotten first (a flood of addresses cannot grow the map without end). Per process: each
 * server instance counts its own clients.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, Window>();
  return {
    check(key) {
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
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000)),
      };
    },
  };
}
