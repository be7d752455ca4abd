import { afterEach, expect, it } from 'vitest';
import { startTestRedis } from '../../tests/support/redis-server';
import { onMicrocachePurge } from '../microcache/microcache-purge';
import { followServedPagesPurges, forgetServedPages } from './served-pages-purge';
import { connectSharedRedis, disconnectSharedRedis, untilReady } from './shared-redis';

const quiet = { error: () => {}, warn: () => {} };
const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await disconnectSharedRedis();
});

it('without Redis, drops the kept pages of this process only', async () => {
  let purges = 0;
  cleanups.push(onMicrocachePurge(() => (purges += 1)));
  await forgetServedPages();
  expect(purges).toBe(1);
});

it("with Redis, another instance's revalidation drops this one's kept pages", async () => {
  const redis = await startTestRedis();
  cleanups.push(() => redis.stop());
  const shared = connectSharedRedis(redis.url, quiet);
  await untilReady(shared, 5_000);
  // Another instance: its own connection, following the channel.
  const other = shared.duplicate();
  await other.connect();
  cleanups.push(() => other.close());
  const heard: string[] = [];
  await other.subscribe('lavanda:served-pages-purged', (message) => heard.push(message));

  let purges = 0;
  cleanups.push(onMicrocachePurge(() => (purges += 1)));
  const stopFollowing = followServedPagesPurges(shared);
  cleanups.push(stopFollowing);
  // Its subscription is in place once Redis counts two subscribers on the channel.
  await expect
    .poll(
      async () =>
        (await shared.pubSubNumSub('lavanda:served-pages-purged'))['lavanda:served-pages-purged'],
    )
    .toBe(2);

  await forgetServedPages();
  await expect.poll(() => heard.length).toBe(1);
  // Once at once, once more when its own message comes back: both harmless.
  await expect.poll(() => purges).toBe(2);
  await other.publish('lavanda:served-pages-purged', '1');
  await expect.poll(() => purges).toBe(3);
});
