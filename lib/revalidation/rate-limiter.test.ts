import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows the limit per window, then says how long to wait', () => {
    const limiter = createRateLimiter(2, 60_000);
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 1_000)).toEqual({ allowed: true });
    expect(limiter.take('a', 15_500)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('a', 60_000)).toEqual({ allowed: true });
  });

  it('counts each caller on its own', () => {
    const limiter = createRateLimiter(1, 60_000);
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('b', 0).allowed).toBe(true);
    expect(limiter.take('a', 0).allowed).toBe(false);
  });

  it('keeps working when many callers have come and gone', () => {
    const limiter = createRateLimiter(1, 1_000);
    for (let i = 0; i < 1_500; i++) limiter.take(`caller-${i}`, 0);
    expect(limiter.take('caller-0', 5_000).allowed).toBe(true);
    expect(limiter.take('caller-0', 5_000).allowed).toBe(false);
  });
});
