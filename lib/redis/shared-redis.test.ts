import { afterEach, expect, it, vi } from 'vitest';
import { startTestRedis } from '../../tests/support/redis-server';
import {
  connectSharedRedis,
  disconnectSharedRedis,
  redisHost,
  sharedRedisStatus,
  untilReady,
} from './shared-redis';

const quiet = { error: vi.fn(), warn: vi.fn() };

afterEach(async () => {
  await disconnectSharedRedis();
  quiet.error.mockClear();
});

it('logs where Redis is without the password', () => {
  expect(redisHost('redis://:s3cret@cache.internal:6380/2')).toBe('redis://cache.internal:6380/2');
  expect(redisHost('rediss://user:s3cret@cache.example.com')).toBe('rediss://cache.example.com');
});

it('is off without REDIS_URL, up once connected, and one client per process', async () => {
  expect(await sharedRedisStatus()).toBe('off');
  const redis = await startTestRedis();
  try {
    const client = connectSharedRedis(redis.url, quiet);
    expect(connectSharedRedis(redis.url, quiet)).toBe(client);
    // Where Next's cache handler, loaded outside the app's bundles, finds it (cache-handler.mjs).
    const slot = (globalThis as Record<symbol, { value?: unknown } | undefined>)[
      Symbol.for('lavanda.sharedRedis')
    ];
    expect(slot?.value).toBe(client);
    await untilReady(client, 5_000);
    expect(client.isReady).toBe(true);
    expect(await sharedRedisStatus()).toBe('up');
  } finally {
    await redis.stop();
  }
});

it('gives up waiting for a Redis that does not answer, logging it once', async () => {
  const started = Date.now();
  // Port 9: nothing listens there.
  const client = connectSharedRedis('redis://127.0.0.1:9', quiet);
  await untilReady(client, 300);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await sharedRedisStatus()).toBe('down');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(quiet.error).toHaveBeenCalledTimes(1);
});
