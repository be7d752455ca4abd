import { describe, expect, it } from 'vitest';
import { securityHeaders, withoutStackNames } from './security-headers';

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

  it('sends HSTS only for a site served over https', () => {
    expect(
      valueOf(securityHeaders('http://localhost:3000'), '/:path*', 'Strict-Transport-Security'),
    ).toBeUndefined();
    expect(
      valueOf(securityHeaders('https://news.example'), '/:path*', 'Strict-Transport-Security'),
    ).toBe('max-age=63072000; includeSubDomains');
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
