import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { describe, expect, it } from 'vitest';
import { pagedPathMatcher } from '@/lib/routing/wordpress-paged-path';
import { config } from './proxy';

// Next's own compiler of `config.matcher` (the one its build uses; not in its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => ProxyMatcher[];
};

const I18N = { locales: ['en-US', 'de-DE', 'fr-FR', 'es-ES'], defaultLocale: 'en-US' };

/**
 * Whether Next invokes the proxy for a request, as its router decides: each matcher compiled by
 * Next's own function, tested against the path under its locale (Next adds the default one), its
 * `has: query` conditions against the query string.
 */
function proxyRuns(pathname: string, search = ''): boolean {
  const matchers = getMiddlewareMatchers(config.matcher, { i18n: I18N });
  const localized = /^\/(en-US|de-DE|fr-FR|es-ES)(\/|$)/.test(pathname)
    ? pathname
    : `/en-US${pathname}`;
  const query = new URLSearchParams(search);
  return matchers.some(
    (matcher) =>
      new RegExp(matcher.regexp).test(localized) &&
      (matcher.has ?? []).every(
        (condition) => condition.type === 'query' && query.has(condition.key),
      ),
  );
}

describe("the proxy's matcher", () => {
  it("writes WordPress's paginated addresses as lib/routing/wordpress-paged-path.ts has them", () => {
    expect(config.matcher).toContain(pagedPathMatcher());
  });

  it('takes the pages rendered per request and the paginated addresses', () => {
    for (const [path, search] of [
      ['/search/lavanda/', ''],
      ['/search/', ''],
      ['/de-DE/search/lavanda/', ''],
      ['/preview/', '?p=1&preview=true'],
      ['/category/news/', '?q=abc'],
      ['/', '?q=abc'],
      ['/fr-FR/', '?q=abc'],
      ['/page/2/', ''],
      ['/category/parent/child-1/page/4/', ''],
      ['/tag/content-2/page/3', ''],
      ['/de-DE/author/themedemos/page/2/', ''],
    ]) {
      expect(proxyRuns(path!, search), `${path}${search}`).toBe(true);
    }
  });

  it('leaves statically generated pages, API routes and Next files alone', () => {
    for (const path of [
      '/',
      '/de-DE/',
      '/about/',
      '/news/company/lavanda-turns-five/',
      '/category/news/',
      '/tag/x/',
      '/no-such-page/',
      '/login/',
      '/hello-world/page/2/',
      '/searching/',
      '/api/feed/',
      '/_next/static/chunks/a.js',
      '/~status/410/',
    ]) {
      expect(proxyRuns(path), path).toBe(false);
    }
  });
});
