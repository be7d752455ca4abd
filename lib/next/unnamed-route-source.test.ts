import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { unnamedRouteSource } from './unnamed-route-source';

/** How `next start` matches a header rule's source (router-utils/filesystem.js). */
const nextMatch = (source: string) =>
  getPathMatch(source, { strict: true, removeUnnamedParams: true });

const LOCALES = ':nextInternalLocale(en\\-US|de\\-DE|fr\\-FR|es\\-ES)';
const SOURCES = [
  `/${LOCALES}/:path*`,
  `/${LOCALES}/((?!_next/|api/).*)`,
  `/${LOCALES}/login/:rest*`,
  '/_next/data/:path*',
  '/x/:a.:b',
  '/:a/:b?/',
];
const PATHS = [
  '/en-US',
  '/en-US/a-post',
  '/de-DE/category/news/page/2',
  '/fr-FR/login',
  '/es-ES/login/again',
  '/en-US/_next/static/x.js',
  '/en-US/api/health',
  '/_next/data/build/en-US/a-post.json',
  '/x/file.json',
  '/one/',
  '/one/two/',
  '/it-IT/a-post',
];

describe('unnamedRouteSource', () => {
  it.each(SOURCES)('%s matches the same addresses, with no parameters', (source) => {
    const named = nextMatch(source);
    const unnamed = nextMatch(unnamedRouteSource(source));
    expect(unnamedRouteSource(source)).not.toBe(source);
    for (const pathname of PATHS) {
      const expected = named(pathname);
      expect(unnamed(pathname)).toEqual(expected === false ? false : {});
    }
    // The sources above are not vacuous: each matches some of the addresses.
    expect(PATHS.some((pathname) => named(pathname) !== false)).toBe(true);
  });

  it('keeps a source it cannot write unnamed as the very same expression', () => {
    expect(unnamedRouteSource('/{:a}')).toBe('/{:a}');
  });
});
