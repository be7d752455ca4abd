import type { RequestListener } from '../microcache/with-microcache';
import type { SecurityHeader } from './security-headers';

/**
 * Sets `headers` (everyResponseHeaders) on the response before Next handles the request, so that
 * the answers Next gives before its header rules carry them too: the image optimiser's (which
 * sets its own Content-Security-Policy over this one, and nothing else of it) and the locale
 * redirect at `/`. Where a header rule applies, Next sets the same names again with the rule's
 * values (a page's whole policy, DENY for the sign-in page): `setHeader` replaces.
 */
export function withSecurityHeaders(
  handle: RequestListener,
  headers: readonly SecurityHeader[],
): RequestListener {
  return (req, res) => {
    for (const { key, value } of headers) res.setHeader(key, value);
    return handle(req, res);
  };
}
