import { getRedirectRules } from '../wordpress/api/redirects';
import { siteEnv } from '../wordpress/config/site-env';
import { type RedirectStore, createRedirectStore } from './redirect-store';

let store: RedirectStore | undefined;

/**
 * This server's redirects. Refreshed as often as pages are regenerated (REVALIDATE_SECONDS): a
 * redirect an editor adds shows as soon as an edited page would, and WordPress is asked at most
 * once per period however busy the site is. A failed load is retried after 10 s; the first
 * request after start waits up to 3 s for the list (the client's own retries take longer).
 */
export function siteRedirects(): RedirectStore {
  store ??= createRedirectStore({
    load: () => getRedirectRules(),
    refreshMs: siteEnv().revalidateSeconds * 1000,
    retryMs: 10_000,
    firstLoadWaitMs: 3_000,
  });
  return store;
}
