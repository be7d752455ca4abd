/**
 * The site's internal routes are the targets of its rewrites: `pages/~paged/` (a listing's later
 * page, from `?q=`, lib/wordpress/config/next-site-config.ts) and `/api/site-document/` (robots.txt,
 * the sitemaps, the feeds and the icon, lib/site-documents/document-paths.ts). Only the rewrites may
 * reach them: asked for by their own address they answer 404.
 *
 * How a route tells: `req.url` is the address the client asked for, rewrite or not. Next hands a
 * page or an API route the request with its original URL put back (base-server.js before a page
 * renders, next-server.js `runApi`), taking off only the locale prefix and, for page data,
 * `/_next/data/<build>/<locale>/` and `.json` (route-module.js, `prepare`): a rewrite changes
 * which route runs, not `req.url`. So the check is in the route, on `req.url`, rather than:
 * - in the site's server before Next: it would hold under `npm start` only (not `next start` or
 *   `next dev`), and would have to repeat Next's reading of locales and page-data addresses;
 * - on Next's `x-matched-path` header, which Next reads only in minimal mode (behind a platform's
 *   router) and otherwise ignores, or its request metadata, which is not a public interface.
 */

/**
 * The path of a request URL as Next routes it: dot segments resolved, repeated leading slashes
 * and percent-escapes (`%7Epaged`) read as Next reads them, any case.
 */
function routedPath(requestUrl: string): string {
  let path = new URL(requestUrl.replace(/^[/\\]+/, '/'), 'http://site.invalid').pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is; Next answers 400 for it before any route runs.
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * Whether the request asked for `route`'s own address (`/~paged`, `/api/site-document/`, or under
 * it) rather than reaching it through a rewrite.
 */
export function askedForDirectly(requestUrl: string | undefined, route: string): boolean {
  const path = routedPath(requestUrl ?? '/');
  const base = route.replace(/\/+$/, '').toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}
