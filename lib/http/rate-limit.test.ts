import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` calls per window and tells the rest when to come back', () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect([1, 2, 3].map(() => limiter.check('a').allowed)).toEqual([true, true, true]);
    time += 15_000;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another client has its own count.
    expect(limiter.check('b').allowed).toBe(true);
    time += 45_000;
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('forgets the oldest clients past maxKeys', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => time, maxKeys: 2 });
    limiter.check('a');
    time += 1;
    limiter.check('b');
    limiter.check('c');
    // `a` was dropped to make room, so it starts a fresh window.
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('c').allowed).toBe(false);
  });

  it('refuses with the same answer however often a refused client calls again', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => time });
    expect(limiter.check('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time = 500;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time = 59_999;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = 60_000;
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('keeps working when many callers have come and gone', () => {
    let time = 0;
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 1_000,
      now: () => time,
      maxKeys: 1_000,
    });
    for (let i = 0; i < 1_500; i++) limiter.check(`caller-${i}`);
    time = 5_000;
    expect(limiter.check('caller-0').allowed).toBe(true);
    expect(limiter.check('caller-0').allowed).toBe(false);
  });
});
