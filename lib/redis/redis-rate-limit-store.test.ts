import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestRedis, startTestRedis } from '../../tests/support/redis-server';
import { createMemoryRateLimitStore, createRateLimiter } from '../http/rate-limit';
import { createSharedRateLimitStore } from './redis-rate-limit-store';
import { type SharedRedis, connectSharedRedis, disconnectSharedRedis } from './shared-redis';

let redis: TestRedis;
let client: SharedRedis;
const log = { error: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  redis = await startTestRedis();
  client = connectSharedRedis(redis.url, log);
  await vi.waitFor(() => expect(client.isReady).toBe(true));
});

afterAll(async () => {
  await disconnectSharedRedis();
  await redis.stop();
});

const limiterFor = (name: string, limit = 2) =>
  // Two instances of the site: each has its own limiter and memory, the Redis is the same.
  createRateLimiter({ limit, windowMs: 60_000, store: createSharedRateLimitStore(name) });

describe('createSharedRateLimitStore', () => {
  it('counts one client across every instance, with the window’s remaining time', async () => {
    const [a, b] = [limiterFor('login'), limiterFor('login')];
    expect((await a.check('10.0.0.1')).allowed).toBe(true);
    expect((await b.check('10.0.0.1')).allowed).toBe(true);
    expect(await a.check('10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await b.check('10.0.0.1')).allowed).toBe(false);
    // Another client, and the same client on another route, count apart.
    expect((await b.check('10.0.0.2')).allowed).toBe(true);
    expect((await limiterFor('token').check('10.0.0.1')).allowed).toBe(true);
  });

  it('expires the count with its window', async () => {
    const store = createSharedRateLimitStore('window');
    expect(await store.hit('client', 200)).toMatchObject({ count: 1 });
    expect(await store.hit('client', 200)).toMatchObject({ count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.hit('client', 200)).toMatchObject({ count: 1 });
  });

  it('counts in this process while Redis is away, shares again when it is back', async () => {
    const fallback = createMemoryRateLimitStore();
    const store = createSharedRateLimitStore('outage', { fallback });
    expect(await store.hit('client', 60_000)).toMatchObject({ count: 1 });
    await redis.stop();
    await vi.waitFor(() => expect(client.isReady).toBe(false));
    // The fallback starts its own count; nothing throws.
    expect(await store.hit('client', 60_000)).toMatchObject({ count: 1 });
    expect(await store.hit('client', 60_000)).toMatchObject({ count: 2 });
    expect(log.error).toHaveBeenCalledTimes(1);
    await redis.start();
    await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 10_000 });
    expect(log.warn).toHaveBeenCalledTimes(1);
    // A fresh Redis (nothing saved): the shared count starts again.
    expect(await store.hit('client', 60_000)).toMatchObject({ count: 1 });
  }, 20_000);

  it('uses this process’s memory when no Redis is configured', async () => {
    const store = createSharedRateLimitStore('none', { redis: () => null });
    expect(await store.hit('client', 60_000)).toMatchObject({ count: 1 });
    expect(await store.hit('client', 60_000)).toMatchObject({ count: 2 });
  });
});
