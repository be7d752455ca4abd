import { describe, expect, it, vi } from 'vitest';
import { compileRedirects, matchRedirect } from './match-redirect';
import type { RedirectRule } from './redirect-rules';
import { redirectLocation } from './redirect-location';

const rules: RedirectRule[] = [
  { origin: 'about-us', target: '/about/', status: 301, format: 'plain' },
  { origin: 'Old/Deep/Path', target: '/new/', status: 302, format: 'plain' },
  { origin: 'search-me?x=1', target: '/x/', status: 307, format: 'plain' },
  { origin: 'legacy', target: '', status: 410, format: 'plain' },
  { origin: 'withheld', target: '', status: 451, format: 'plain' },
  { origin: 'café', target: '/coffee/', status: 301, format: 'plain' },
  { origin: '^blog/([a-z0-9-]+)/?$', target: '/$1/', status: 301, format: 'regex' },
  {
    origin: '^Docs/(\\d+)/(.*)$',
    target: 'https://docs.example.com/v$1/$2$3',
    status: 302,
    format: 'regex',
  },
];
const compiled = compileRedirects(rules);

describe('matchRedirect', () => {
  it('matches plain origins without leading or trailing slashes, ignoring case', () => {
    for (const path of ['/about-us', '/about-us/', '/ABOUT-US/', '//about-us//']) {
      expect(matchRedirect(compiled, path)).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/about/',
      });
    }
    expect(matchRedirect(compiled, '/old/deep/path/')).toMatchObject({ status: 302 });
    expect(matchRedirect(compiled, '/about-us/team/')).toBeNull();
    expect(matchRedirect(compiled, '/about/')).toBeNull();
  });

  it('matches an origin written with its query, and a percent-encoded path', () => {
    expect(matchRedirect(compiled, '/search-me/', '?x=1')).toMatchObject({ status: 307 });
    expect(matchRedirect(compiled, '/about-us/', '?utm=1')).toMatchObject({ status: 301 });
    expect(matchRedirect(compiled, '/caf%C3%A9/')).toMatchObject({ location: '/coffee/' });
  });

  it('answers 410 and 451 as pages, not redirects', () => {
    expect(matchRedirect(compiled, '/legacy/')).toEqual({ kind: 'page', status: 410 });
    expect(matchRedirect(compiled, '/withheld/')).toEqual({ kind: 'page', status: 451 });
  });

  it('matches regexes against the path without its leading slash, substituting $1…', () => {
    expect(matchRedirect(compiled, '/blog/series-a-funding/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/series-a-funding/',
    });
    expect(matchRedirect(compiled, '/blog/a/b/')).toBeNull();
    // Case-sensitive like Yoast's PCRE; a group that does not exist is empty.
    expect(matchRedirect(compiled, '/docs/2/x')).toBeNull();
    expect(matchRedirect(compiled, '/Docs/2/intro/')).toMatchObject({
      location: 'https://docs.example.com/v2/intro/',
    });
  });

  it('leaves out a plain rule that points at itself (it would loop)', () => {
    const warn = vi.fn();
    const looping = compileRedirects(
      [{ origin: 'news', target: '/News/', status: 301, format: 'plain' }],
      warn,
    );
    expect(matchRedirect(looping, '/news/')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('itself'));
  });

  it('prefers plain rules, and leaves out patterns JavaScript cannot compile', () => {
    const warn = vi.fn();
    const mixed = compileRedirects(
      [
        { origin: '^about', target: '/regex/', status: 301, format: 'regex' },
        { origin: '(?<broken', target: '/x/', status: 301, format: 'regex' },
        { origin: 'about', target: '/plain/', status: 301, format: 'plain' },
      ],
      warn,
    );
    expect(matchRedirect(mixed, '/about/')).toMatchObject({ location: '/plain/' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('(?<broken'));
    expect(mixed.regex).toHaveLength(1);
  });
});

describe('redirectLocation', () => {
  it('puts site paths under the locale prefix with a trailing slash', () => {
    expect(redirectLocation('/about/', '')).toBe('/about/');
    expect(redirectLocation('/about', '/de-DE')).toBe('/de-DE/about/');
    expect(redirectLocation('/', '/fr-FR')).toBe('/fr-FR/');
    expect(redirectLocation('/news?x=1#top', '')).toBe('/news/?x=1#top');
    expect(redirectLocation('/files/report.pdf', '/es-ES')).toBe('/es-ES/files/report.pdf');
  });

  it('keeps absolute URLs', () => {
    expect(redirectLocation('https://status.example.com/x', '/de-DE')).toBe(
      'https://status.example.com/x',
    );
    expect(redirectLocation('//evil.example/', '')).toBe('//evil.example/');
  });
});
