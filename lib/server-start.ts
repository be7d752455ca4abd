import { refuseForbiddenMethods } from './next/forbidden-methods';
import { PLAIN_NEXT } from './next/plain-next';
import { everyResponseHeaders } from './http/security-headers';
import { followServedPagesPurges } from './redis/served-pages-purge';
import { connectSharedRedis, untilReady } from './redis/shared-redis';
import { siteRedirects } from './redirects/site-redirects';
import { defaultBackend } from './wordpress/api/backend';
import { learnedGaps } from './wordpress/capabilities/schema-knowledge';
import { checkWordPress, formatCheck } from './wordpress/check/wordpress-check';
import { siteEnv } from './wordpress/config/site-env';

/** `npm run wordpress:check`'s summary, once at start: what this WordPress gives the site. */
async function printWordPressCheck(): Promise<void> {
  const { wordpressUrl, graphqlUrl } = siteEnv();
  try {
    // What the seam learns for its own queries: one probe at start, not two.
    const check = await checkWordPress(wordpressUrl, graphqlUrl, fetch, () =>
      learnedGaps(defaultBackend()),
    );
    (check.canRun ? console.log : console.error)(formatCheck(wordpressUrl, check));
  } catch (error) {
    console.error(`[wordpress] could not check ${wordpressUrl}: ${(error as Error).message}`);
  }
}

/**
 * What a server does as it starts: connect to the shared Redis when there is one (and follow the
 * other instances' revalidations through it), answer the methods Next cannot carry
 * (lib/http/page-methods.ts), begin the loads its first requests would otherwise wait for, and
 * say what the WordPress it runs on has and lacks for it.
 * Nothing during `next build`, whose workers also run the instrumentation hook and serve no one.
 */
export async function startServer(): Promise<void> {
  if (siteEnv().building) return;
  if (!PLAIN_NEXT) refuseForbiddenMethods(everyResponseHeaders(siteEnv().siteUrl));
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
  // Not awaited: a WordPress that is slow to answer must not hold the server's start.
  void printWordPressCheck();
}
