import type { Redirect } from 'next';
import { type CompiledRedirects, matchRedirect } from './match-redirect';
import { redirectLocation } from './redirect-location';
import { siteRedirects } from './site-redirects';

/** What a statically generated page answers instead of itself when a Yoast rule names its path. */
export type StaticRedirectAnswer = { redirect: Redirect } | { notFound: true };

/** The locale's part of a site path: '' for the default locale, e.g. '/de-DE' otherwise. */
export function localePrefix(locale: string | undefined, defaultLocale: string | undefined) {
  return locale && locale !== defaultLocale ? `/${locale}` : '';
}

/**
 * The Yoast rule of a statically generated page, as getStaticProps can answer it (the proxy does
 * not run on those pages: proxy.ts). A redirect keeps its status (301, 302, 307…) and the
 * visitor's locale, as the proxy's does; it is stored like the page and re-asked when the page is
 * regenerated. 410 and 451 answer 404: a statically generated page cannot carry another status
 * (Next stores and serves it with 200, or 404 for `notFound`); README, "Deploying".
 *
 * `segments` are the route's path segments as Next hands them (decoded); the rule is looked up
 * with the path as a browser sends it (percent-encoded), and decoded (matchRedirect tries both).
 * No query: a stored page is one for every query string, so rules written with one apply only
 * where the proxy runs.
 */
export function staticRedirect(
  redirects: CompiledRedirects,
  segments: readonly string[],
  prefix: string,
): StaticRedirectAnswer | null {
  const path = `/${segments.map(encodeURIComponent).join('/')}${segments.length > 0 ? '/' : ''}`;
  const found = matchRedirect(redirects, path);
  if (!found) return null;
  if (found.kind === 'page') return { notFound: true };
  return {
    redirect: { destination: redirectLocation(found.location, prefix), statusCode: found.status },
  };
}

/** staticRedirect with this server's list (lib/redirects/site-redirects.ts). */
export async function siteRedirectOfStaticPage(
  segments: string | readonly string[] | undefined,
  locale: string | undefined,
  defaultLocale: string | undefined,
): Promise<StaticRedirectAnswer | null> {
  const parts = typeof segments === 'string' ? [segments] : (segments ?? []);
  return staticRedirect(
    await siteRedirects().current(),
    parts,
    localePrefix(locale, defaultLocale),
  );
}
