import { everyResponseHeaders } from '../lib/http/security-headers';
import { withSecurityHeaders } from '../lib/http/with-security-headers';
import { onMicrocachePurge } from '../lib/microcache/microcache-purge';
import { StoredPages } from '../lib/microcache/stored-pages';
import { type RequestListener, withMicrocache } from '../lib/microcache/with-microcache';
import type { SiteEnv } from '../lib/wordpress/config/site-env';

/**
 * What `npm start` puts in front of Next's request handler: the security headers on every answer
 * (lib/http/with-security-headers.ts; Next gives some answers before its header rules), and in
 * front of that the page microcache (lib/microcache/) unless PAGE_MICROCACHE_MS is 0. A kept page
 * is answered with the headers Next's answer had, these among them, so a microcache hit does not
 * set them again.
 */
export function siteListener(
  handle: RequestListener,
  env: Pick<SiteEnv, 'siteUrl' | 'pageMicrocacheMs'>,
): RequestListener {
  const listener = withSecurityHeaders(handle, everyResponseHeaders(env.siteUrl));
  if (env.pageMicrocacheMs <= 0) return listener;
  const pages = new StoredPages({ ttlMs: env.pageMicrocacheMs });
  onMicrocachePurge(() => pages.clear());
  return withMicrocache(listener, pages);
}
