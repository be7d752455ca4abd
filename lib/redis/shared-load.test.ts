import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type TestRedis, startTestRedis } from '../../tests/support/redis-server';
import { sharedLoad } from './shared-load';
import { type SharedRedis, connectSharedRedis, disconnectSharedRedis } from './shared-redis';

let redis: TestRedis;
let client: SharedRedis;

beforeAll(async () => {
  redis = await startTestRedis();
  client = connectSharedRedis(redis.url, { error: () => {}, warn: () => {} });
  await vi.waitFor(() => expect(client.isReady).toBe(true));
});

afterAll(async () => {
  await disconnectSharedRedis();
  await redis.stop();
});

it('asks the backend once per period for every instance', async () => {
  const backend = vi.fn(async () => [{ origin: 'old', target: '/new/' }]);
  // Two instances, each with its own loader.
  const [a, b] = [sharedLoad('list', 300, backend), sharedLoad('list', 300, backend)];
  expect(await a()).toEqual([{ origin: 'old', target: '/new/' }]);
  expect(await b()).toEqual([{ origin: 'old', target: '/new/' }]);
  expect(backend).toHaveBeenCalledTimes(1);
  await new Promise((resolve) => setTimeout(resolve, 350));
  await b();
  expect(backend).toHaveBeenCalledTimes(2);
});

it('stores nothing when the load fails', async () => {
  const backend = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['ok']);
  const load = sharedLoad('failing', 60_000, backend);
  await expect(load()).rejects.toThrow('down');
  expect(await load()).toEqual(['ok']);
});

it('loads for itself without Redis', async () => {
  const backend = vi.fn(async () => 1);
  const load = sharedLoad('alone', 60_000, backend, () => null);
  await load();
  await load();
  expect(backend).toHaveBeenCalledTimes(2);
});
