import type { Redirect } from 'next';
import { requestPathFromSegments } from '@/lib/routing/content-uri';
import type { CompiledRedirects } from './match-redirect';
import { localePrefix, requestAnswer } from './request-answer';
import { siteRedirects } from './site-redirects';

/** What a statically generated page answers instead of itself when a Yoast rule names its path. */
export type StaticRedirectAnswer = { redirect: Redirect } | { notFound: true };

/**
 * The Yoast rule of a statically generated page, as getStaticProps can answer it, then
 * WordPress's paginated address (301 to the listing's page). A redirect keeps its status (301,
 * 302, 307…) and the visitor's locale, as on the pages rendered per request
 * (lib/redirects/request-answer.ts); it is stored like the page and re-asked when the page is
 * regenerated. 410 and 451 answer 404: a statically generated page cannot carry another status
 * (Next stores and serves it with 200, or 404 for `notFound`); docs/site-content.md, "Redirects".
 *
 * `segments` are the route's path segments as Next hands them (decoded); the rule is looked up
 * with the path as a browser sends it (percent-encoded), and decoded (matchRedirect tries both).
 * No query: a stored page is one for every query string, so rules written with one apply only
 * to the pages rendered per request.
 */
export function staticRedirect(
  redirects: CompiledRedirects,
  segments: string | readonly string[] | undefined,
  prefix: string,
): StaticRedirectAnswer | null {
  // The same rules as a page rendered per request answers, asked as a stored page is: with GET
  // and no query (lib/redirects/request-answer.ts).
  const answer = requestAnswer(redirects, {
    method: 'GET',
    path: requestPathFromSegments(segments),
    search: '',
    localePrefix: prefix,
  });
  if (answer === null || 'redirect' in answer) return answer;
  return { notFound: true };
}

/** staticRedirect with this server's list (lib/redirects/site-redirects.ts). */
export async function siteRedirectOfStaticPage(
  segments: string | readonly string[] | undefined,
  locale: string | undefined,
  defaultLocale: string | undefined,
): Promise<StaticRedirectAnswer | null> {
  return staticRedirect(
    await siteRedirects().current(),
    segments,
    localePrefix(locale, defaultLocale),
  );
}
