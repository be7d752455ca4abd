import { expect, it, vi } from 'vitest';
import { type CachedEntry, withLocalCopy, withStoredLifetime } from './cache-handler.mjs';

const entry = (lastModified: number): CachedEntry => ({
  lastModified,
  lifespan: { revalidate: 60 },
  value: { kind: 'PAGES', html: `<h1>${lastModified}</h1>` },
});

it('hands back the lifetime stored with an entry, so every instance keeps to it', () => {
  expect(withStoredLifetime(entry(1))).toMatchObject({ cacheControl: { revalidate: 60 } });
  expect(withStoredLifetime(null)).toBeNull();
  expect(
    withStoredLifetime({ lastModified: 1, lifespan: { revalidate: false } }),
  ).not.toHaveProperty('cacheControl');
});

it('keeps a local copy of each version read from Redis, once', async () => {
  let stored = entry(1);
  const shared = { name: 'redis', get: vi.fn(async () => stored), set: vi.fn() };
  const local = { name: 'local', get: vi.fn(), set: vi.fn(async () => {}) };
  const handler = withLocalCopy(shared, local);
  expect(await handler.get('/post/', {})).toBe(stored);
  await handler.get('/post/', {});
  expect(local.set).toHaveBeenCalledTimes(1);
  stored = entry(2);
  await handler.get('/post/', {});
  expect(local.set).toHaveBeenCalledTimes(2);
  expect(local.set).toHaveBeenLastCalledWith('/post/', stored);
});

it('lets a Redis failure through, so that the chain reads the local cache', async () => {
  const shared = {
    name: 'redis',
    get: vi.fn(async () => {
      throw new Error('Redis client is not ready');
    }),
    set: vi.fn(),
  };
  const local = { name: 'local', get: vi.fn(), set: vi.fn() };
  await expect(withLocalCopy(shared, local).get('/post/', {})).rejects.toThrow('not ready');
});
