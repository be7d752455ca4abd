import { type NextRequest, NextResponse } from 'next/server';
import { pageResponse } from '@/lib/http/csp/page-response';
import { PAGE_ALLOW, isPageMethod } from '@/lib/http/page-methods';
import { matchRedirect } from '@/lib/redirects/match-redirect';
import { redirectLocation } from '@/lib/redirects/redirect-location';
import { siteRedirects } from '@/lib/redirects/site-redirects';
import { STATUS_ROUTE } from '@/lib/redirects/status-route';
import { listingPageForWordPressPath } from '@/lib/routing/wordpress-paged-path';

/**
 * Yoast Premium's redirects on the pages rendered per request, then WordPress's paginated
 * listing addresses (lib/routing/wordpress-paged-path.ts); see `config` for where it runs.
 *
 * Next 16's proxy runs in the Node.js runtime inside the `next start` process, so this module,
 * and the list it holds in memory, lives as long as the server: a page view costs a map lookup
 * (plus the regexes), never a WordPress request; the list is refreshed in the background at most
 * once per REVALIDATE_SECONDS (lib/redirects/site-redirects.ts). The alternative, next.config's
 * `redirects()`, is read at build time only, and a build needs no WordPress here.
 *
 * `nextUrl.pathname` comes without the locale prefix, so each rule applies under every locale;
 * a site-path target keeps the visitor's locale. 410 and 451 answer a page with that status.
 * Every page it lets through gets its Content-Security-Policy with a fresh nonce (lib/http/csp/).
 */
export async function proxy(request: NextRequest) {
  // Pages take GET and HEAD only (forms post to API routes, which the matcher leaves out); a
  // server-rendered page would otherwise answer any method with 200 (Next refuses them on
  // statically generated pages only).
  if (!isPageMethod(request.method)) {
    return new NextResponse('Method Not Allowed\n', {
      status: 405,
      headers: { allow: PAGE_ALLOW, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const url = request.nextUrl;
  const prefix = url.locale && url.locale !== url.defaultLocale ? `/${url.locale}` : '';
  const found = matchRedirect(await siteRedirects().current(), url.pathname, url.search);
  if (!found) {
    // WordPress's `/…/page/n/` addresses of listings: permanently at `?q=` here (no request).
    const paged = listingPageForWordPressPath(url.pathname, url.search);
    if (paged === null) return pageResponse(request, url);
    return NextResponse.redirect(new URL(redirectLocation(paged, prefix), url.origin), 301);
  }
  if (found.kind === 'page') {
    const page = url.clone();
    page.pathname = `${STATUS_ROUTE}/${found.status}/`;
    page.search = '';
    return NextResponse.rewrite(page);
  }
  const location = new URL(redirectLocation(found.location, prefix), url.origin);
  return NextResponse.redirect(location, found.status);
}

/**
 * Only where the proxy must run: the pages rendered per request (search, preview, a listing's
 * later pages `?q=`: each needs its CSP nonce) and WordPress's paginated addresses (`/…/page/n/`,
 * answered here with a redirect). Statically generated pages (posts, pages, archives, home, 404,
 * login) never pass it: Next's invocation of a proxy costs more than serving such a page
 * (README, "What a cached page costs"). They get what it gave them elsewhere: the Yoast redirects
 * from their getStaticProps (lib/redirects/static-redirect.ts), their CSP as a <meta> written by
 * pages/_document.tsx plus next.config's header, and 405 from Next's own guard on static pages.
 *
 * Next reads this object from the file without running it, so it is literals only; the paged
 * pattern is lib/routing/wordpress-paged-path.ts's, as pagedPathMatcher() writes it (a unit test
 * holds the two together). Next puts every matcher under each locale prefix itself.
 */
export const config = {
  matcher: [
    '/search/:path*',
    '/preview/:path*',
    // Not Next's own files, API routes or the internal `~` routes (a WordPress slug has no `~`).
    // '/' on its own because of `next dev`: it checks the matchers twice, once on `/en-US/`
    // (matched by the pattern after it) and once on `/en-US`, the locale's root without its
    // slash, which that pattern does not match; the dev server then ends the response empty.
    { source: '/', has: [{ type: 'query', key: 'q' }] },
    { source: '/((?!_next/|api/|~).*)', has: [{ type: 'query', key: 'q' }] },
    '/:paged((?:(?:category/(?:[^/]+/)+|tag/[^/]+/|author/[^/]+/|search/[^/]+/)?)page/(?:\\d{1,6})/?)',
  ],
};
