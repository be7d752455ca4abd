import { refuseForbiddenMethods } from './http/forbidden-methods';
import { followServedPagesPurges } from './redis/served-pages-purge';
import { connectSharedRedis, untilReady } from './redis/shared-redis';
import { siteRedirects } from './redirects/site-redirects';
import { siteEnv } from './wordpress/config/site-env';

/**
 * What a server does as it starts: connect to the shared Redis when there is one (and follow the
 * other instances' revalidations through it), answer the methods Next cannot carry
 * (lib/http/page-methods.ts), and begin the loads its first requests would otherwise wait for.
 * Nothing during `next build`, whose workers also run the instrumentation hook and serve no one.
 */
export async function startServer(): Promise<void> {
  if (siteEnv().building) return;
  refuseForbiddenMethods();
  // Before the redirect list's first load, which reads it from Redis when another instance has
  // loaded it; a Redis that does not answer holds the start 2 s at most.
  const { redisUrl } = siteEnv();
  if (redisUrl) {
    const shared = connectSharedRedis(redisUrl);
    await untilReady(shared, 2_000);
    // Another instance's revalidation drops the pages this one keeps in front of Next.
    followServedPagesPurges(shared);
  }
  siteRedirects().start();
}
