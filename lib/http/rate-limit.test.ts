import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` calls per window and tells the rest when to come back', async () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect(
      await Promise.all([1, 2, 3].map(async () => (await limiter.check('a')).allowed)),
    ).toEqual([true, true, true]);
    time += 15_000;
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another client has its own count.
    expect((await limiter.check('b')).allowed).toBe(true);
    time += 45_000;
    expect((await limiter.check('a')).allowed).toBe(true);
  });

  it('forgets the oldest clients past maxKeys', async () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => time, maxKeys: 2 });
    await limiter.check('a');
    time += 1;
    await limiter.check('b');
    await limiter.check('c');
    // `a` was dropped to make room, so it starts a fresh window.
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.check('c')).allowed).toBe(false);
  });

  it('refuses with the same answer however often a refused client calls again', async () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => time });
    expect(await limiter.check('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time = 500;
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time = 59_999;
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = 60_000;
    expect((await limiter.check('a')).allowed).toBe(true);
  });

  it('keeps working when many callers have come and gone', async () => {
    let time = 0;
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 1_000,
      now: () => time,
      maxKeys: 1_000,
    });
    for (let i = 0; i < 1_500; i++) await limiter.check(`caller-${i}`);
    time = 5_000;
    expect((await limiter.check('caller-0')).allowed).toBe(true);
    expect((await limiter.check('caller-0')).allowed).toBe(false);
  });

  it('counts in the store it is given, shared by every limiter that uses it', async () => {
    const store = createMemoryRateLimitStore();
    const a = createRateLimiter({ limit: 2, windowMs: 60_000, store });
    const b = createRateLimiter({ limit: 2, windowMs: 60_000, store });
    expect((await a.check('client')).allowed).toBe(true);
    expect((await b.check('client')).allowed).toBe(true);
    expect(await a.check('client')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
