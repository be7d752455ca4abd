export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now: number): RateDecision;
}

/** Above this many callers, windows that have ended are dropped (memory stays bounded). */
const SWEEP_ABOVE = 1000;

/**
 * At most `limit` calls per `windowMs` per key (a fixed window each): enough for WordPress's
 * saves, too few to guess a secret or to make the site render its pages over and over.
 */
export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now) {
      if (windows.size > SWEEP_ABOVE) {
        for (const [name, window] of windows) {
          if (now - window.start >= windowMs) windows.delete(name);
        }
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
