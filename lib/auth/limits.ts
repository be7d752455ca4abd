import { createRateLimiter } from '../http/rate-limit';
import { createSharedRateLimitStore } from '../redis/redis-rate-limit-store';

/**
 * Password guesses: 10 a minute per client address. The token route is called on every preview
 * load and every refresh (about every four minutes per open preview), so it gets more room.
 */
export const LOGIN_LIMIT = { limit: 10, windowMs: 60_000 };
export const TOKEN_LIMIT = { limit: 30, windowMs: 60_000 };

// Counted across every instance when REDIS_URL is set, per process otherwise.
export const loginLimiter = createRateLimiter({
  ...LOGIN_LIMIT,
  store: createSharedRateLimitStore('login'),
});
export const tokenLimiter = createRateLimiter({
  ...TOKEN_LIMIT,
  store: createSharedRateLimitStore('token'),
});
