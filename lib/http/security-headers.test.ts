import { NEXT_IMAGE_DEFAULT_POLICY } from '../next/image-default-policy';
import { getPathMatch } from '../next/path-match';
import { describe, expect, it } from 'vitest';
import {
  PAGE_DATA_SOURCE,
  PAGE_SOURCE,
  everyResponseHeaders,
  imageContentSecurityPolicy,
  securityHeaders,
  withoutStackNames,
} from './security-headers';

const valueOf = (rules: ReturnType<typeof securityHeaders>, source: string, key: string) =>
  rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === key)?.value;

describe('securityHeaders', () => {
  it('lets only this site frame its pages, and nobody the sign-in and preview pages', () => {
    const rules = securityHeaders('http://localhost:3000');
    expect(valueOf(rules, '/:path*', 'Content-Security-Policy')).toBe("frame-ancestors 'self'");
    for (const page of ['/login/:rest*', '/preview/:rest*']) {
      expect(valueOf(rules, page, 'Content-Security-Policy')).toBe("frame-ancestors 'none'");
      expect(valueOf(rules, page, 'X-Frame-Options')).toBe('DENY');
    }
    // Next lets the last matching rule win: the strict ones must follow the general one.
    expect(rules[0]?.source).toBe('/:path*');
  });

  it('gives pages their whole policy when it is known, and other responses none', () => {
    const policy = (page: string) => `script-src 'self' 'sha256-x='; page ${page}`;
    const rules = securityHeaders('http://localhost:3000', policy);
    expect(valueOf(rules, '/:path*', 'Content-Security-Policy')).toBe("frame-ancestors 'self'");
    expect(valueOf(rules, PAGE_SOURCE, 'Content-Security-Policy')).toBe(policy('/'));
    expect(valueOf(rules, '/login/:rest*', 'Content-Security-Policy')).toBe(policy('/login'));
    expect(valueOf(rules, '/preview/:rest*', 'Content-Security-Policy')).toBe(policy('/preview'));
    // Without it (next build, next dev) pages declare their frame-ancestors only.
    const declared = securityHeaders('http://localhost:3000');
    expect(valueOf(declared, PAGE_SOURCE, 'Content-Security-Policy')).toBe(
      "frame-ancestors 'self'",
    );
    // The same rules either way: the server fills in the values of the rules the build compiled.
    expect(rules.map((rule) => rule.source)).toEqual(declared.map((rule) => rule.source));
  });

  it("counts as a page every address but Next's own files and the API routes", () => {
    // Matched as Next matches a header rule's source.
    const isPage = getPathMatch(PAGE_SOURCE);
    for (const path of ['/', '/news/a-post/', '/search/x/', '/sitemap.xml', '/login/'])
      expect(isPage(path), path).not.toBe(false);
    for (const path of [
      '/_next/static/chunks/a.js',
      '/_next/data/b/index.json',
      '/api/faust/token',
    ])
      expect(isPage(path), path).toBe(false);
  });

  it("gives Next's page data the headers of every response, matched outside the locales", () => {
    const rules = securityHeaders('http://localhost:3000');
    const data = rules.find((rule) => rule.source === PAGE_DATA_SOURCE);
    expect(data?.locale).toBe(false);
    expect(data?.headers).toEqual(rules[0]?.headers);
    expect(getPathMatch(PAGE_DATA_SOURCE)('/_next/data/build-1/en-US/about.json')).not.toBe(false);
  });

  it('sends HSTS only for a site served over https', () => {
    expect(
      valueOf(securityHeaders('http://localhost:3000'), '/:path*', 'Strict-Transport-Security'),
    ).toBeUndefined();
    expect(
      valueOf(securityHeaders('https://news.example'), '/:path*', 'Strict-Transport-Security'),
    ).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('everyResponseHeaders', () => {
  it('is what the header rules give every address, one list for every answer', () => {
    const rules = securityHeaders('https://news.example', () => 'page policy');
    expect(everyResponseHeaders('https://news.example')).toEqual(rules[0]?.headers);
    expect(everyResponseHeaders('http://localhost:3000')).toEqual(
      securityHeaders('http://localhost:3000')[0]?.headers,
    );
    expect(
      Object.fromEntries(
        everyResponseHeaders('http://localhost:3000').map((h) => [h.key, h.value]),
      ),
    ).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': "frame-ancestors 'self'",
    });
  });
});

describe('imageContentSecurityPolicy', () => {
  it("keeps Next's sandboxing policy for images and adds the site's framing", () => {
    const policy = imageContentSecurityPolicy(NEXT_IMAGE_DEFAULT_POLICY);
    expect(policy).toBe("script-src 'none'; frame-src 'none'; sandbox; frame-ancestors 'self'");
    expect(imageContentSecurityPolicy("default-src 'self'; sandbox")).toBe(
      "default-src 'self'; sandbox; frame-ancestors 'self'",
    );
  });

  it('is the policy next.config gives the image optimiser', async () => {
    const { default: config } = await import('../../next.config');
    for (const phase of ['phase-production-build', 'phase-development-server']) {
      expect((await config(phase)).images?.contentSecurityPolicy, phase).toBe(
        imageContentSecurityPolicy(NEXT_IMAGE_DEFAULT_POLICY),
      );
    }
  });
});

it('drops the header that names the stack, and rules left empty', () => {
  expect(
    withoutStackNames([
      { source: '/:path*', headers: [{ key: 'x-using', value: 'faust' }] },
      {
        source: '/a',
        headers: [
          { key: 'X-Using', value: 'faust' },
          { key: 'B', value: '1' },
        ],
      },
    ]),
  ).toEqual([{ source: '/a', headers: [{ key: 'B', value: '1' }] }]);
});
