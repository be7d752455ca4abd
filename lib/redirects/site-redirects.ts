import { sharedLoad } from '../redis/shared-load';
import { getRedirectRules } from '../wordpress/api/redirects';
import { siteEnv } from '../wordpress/config/site-env';
import { type RedirectStore, createRedirectStore } from './redirect-store';
import { processWide } from '../cache/process-wide';

// One store per process, kept on globalThis: the pages and instrumentation.ts are bundled
// separately, each with its own copy of this module, and must share the list.

/**
 * This server's redirects. Refreshed as often as pages are regenerated (REVALIDATE_SECONDS): a
 * redirect an editor adds shows as soon as an edited page would, and WordPress is asked at most
 * once per period however busy the site is. A failed load is retried after 10 s. The first load
 * begins when the server starts (instrumentation.ts); a first request that comes before it ends
 * waits for the rest of it, at most 3 s (the client's own retries take longer).
 */
export function siteRedirects(): RedirectStore {
  const refreshMs = siteEnv().revalidateSeconds * 1000;
  return processWide('siteRedirects', () =>
    createRedirectStore({
      // With REDIS_URL, one instance a period asks WordPress; the others read its answer.
      load: sharedLoad('redirects', refreshMs, () => getRedirectRules()),
      refreshMs,
      retryMs: 10_000,
      firstLoadWaitMs: 3_000,
    }),
  );
}
