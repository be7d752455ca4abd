import type { GetServerSidePropsContext, Redirect } from 'next';
import { isPageMethod } from '@/lib/http/page-methods';
import { listingPageForWordPressPath } from '@/lib/routing/wordpress-paged-path';
import { type CompiledRedirects, matchRedirect } from './match-redirect';
import { redirectLocation } from './redirect-location';
import type { PageStatus } from './redirect-rules';

/** What a page rendered per request answers instead of itself. */
export type RequestAnswer =
  /** A Yoast rule's redirect, or WordPress's `/…/page/n/` address of the listing (301). */
  | { redirect: Redirect }
  /** A Yoast 410 or 451 rule: the page answers that status with the removed-page view. */
  | { removed: PageStatus }
  /** 405: a page takes GET and HEAD only (Next refuses other methods on stored pages only). */
  | { refused: true };

/** The locale's part of a site path: '' for the default locale, e.g. '/de-DE' otherwise. */
export function localePrefix(locale: string | undefined, defaultLocale: string | undefined) {
  return locale && locale !== defaultLocale ? `/${locale}` : '';
}

/** The request as the answer depends on it. */
export interface PageRequest {
  method: string;
  /** The path without the locale, as the browser sent it (percent-encoded). */
  path: string;
  /** The visitor's query string ('' or '?a=1'): a rule written with a query is compared with it. */
  search: string;
  /** The locale's prefix of a site path ('' or '/de-DE'): a redirect keeps the visitor's locale. */
  localePrefix: string;
}

/**
 * What a page rendered per request (search, a listing's later pages, preview) answers before it
 * renders, in this order: 405 to another method than GET and HEAD, the Yoast rule of its path,
 * WordPress's paginated address of a listing; null: render the page. The stored pages answer the
 * same rules from getStaticProps (lib/redirects/static-redirect.ts): the site has no proxy
 * (README, "A URL's way to a page").
 */
export function requestAnswer(
  redirects: CompiledRedirects,
  request: PageRequest,
): RequestAnswer | null {
  if (!isPageMethod(request.method)) return { refused: true };
  const found = matchRedirect(redirects, request.path, request.search);
  if (found?.kind === 'page') return { removed: found.status };
  if (found) {
    const destination = redirectLocation(found.location, request.localePrefix);
    return { redirect: { destination, statusCode: found.status } };
  }
  const paged = listingPageForWordPressPath(request.path, request.search);
  if (paged === null) return null;
  return {
    redirect: { destination: redirectLocation(paged, request.localePrefix), statusCode: 301 },
  };
}

/**
 * The query string a visitor asked with, from getServerSideProps' `query` (which Next also fills
 * with the route's own parameters, and which is the same for a client-side navigation's
 * `/_next/data/` request, unlike `req.url`): '' or '?a=1&b=2'.
 */
export function visitorSearch(
  query: GetServerSidePropsContext['query'],
  routeParams: readonly string[],
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (routeParams.includes(key) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
