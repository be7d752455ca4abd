import { purgeMicrocache } from '../microcache/microcache-purge';
import { type SharedRedis, sharedRedis, withTimeout } from './shared-redis';

/** The channel on which an instance tells the others that its revalidation replaced pages. */
export const SERVED_PAGES_CHANNEL = 'lavanda:served-pages-purged';

/**
 * After a revalidation: drops the pages kept in front of Next (lib/microcache/), this instance's
 * at once and, with REDIS_URL, every other instance's, which share the regenerated pages through
 * Redis but keep their microcache in memory. Without Redis, or while it is down, the others serve
 * their kept copy for the rest of its PAGE_MICROCACHE_MS.
 */
export async function forgetServedPages(): Promise<void> {
  purgeMicrocache();
  const client = sharedRedis();
  if (!client) return;
  try {
    await withTimeout(client.publish(SERVED_PAGES_CHANNEL, '1'));
  } catch (error) {
    console.warn('[redis] could not tell the other instances to drop their kept pages:', error);
  }
}

/**
 * Drops this instance's kept pages whenever another instance revalidates. A subscribed
 * connection takes no other command, so this is a second one; it resubscribes by itself after
 * an outage (the shared connection logs outages). Returns the function that closes it.
 */
export function followServedPagesPurges(shared: SharedRedis): () => Promise<void> {
  const subscriber = shared.duplicate();
  subscriber.on('error', () => {});
  const subscribed = subscriber
    .connect()
    .then(() => subscriber.subscribe(SERVED_PAGES_CHANNEL, () => purgeMicrocache()))
    .catch(() => {});
  return async () => {
    await subscribed;
    if (subscriber.isOpen) await subscriber.close();
    else subscriber.destroy();
  };
}
