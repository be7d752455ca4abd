import { describe, expect, it } from 'vitest';
import {
  acceptedConsentCookie,
  CONSENT_ACCEPTED_VALUE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  readConsentCookie,
} from './cookieConsent';

describe('readConsentCookie', () => {
  it('reports no cookie', () => {
    expect(readConsentCookie('')).toEqual({ exists: false, defined: false, value: undefined });
    expect(readConsentCookie('theme=dark; other=2')).toMatchObject({ exists: false });
  });

  it('finds the cookie among others and reads its value', () => {
    expect(readConsentCookie('a=1; cookie-agreed=2; b=3')).toEqual({
      exists: true,
      defined: true,
      value: '2',
    });
  });

  it('reports a cookie that exists without a value as not defined', () => {
    expect(readConsentCookie('cookie-agreed=')).toEqual({
      exists: true,
      defined: false,
      value: undefined,
    });
    expect(readConsentCookie('x=1; cookie-agreed')).toMatchObject({ exists: true, defined: false });
  });

  it('does not match a cookie whose name only contains the name', () => {
    expect(readConsentCookie('my-cookie-agreed=2')).toMatchObject({ exists: false });
  });

  it('reads any value, not only 2', () => {
    expect(readConsentCookie('cookie-agreed=1').value).toBe('1');
  });
});

describe('acceptedConsentCookie', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const cookie = acceptedConsentCookie(now);

  it('stores the value 2 under cookie-agreed', () => {
    expect(CONSENT_COOKIE).toBe('cookie-agreed');
    expect(CONSENT_ACCEPTED_VALUE).toBe('2');
    expect(cookie.startsWith('cookie-agreed=2;')).toBe(true);
  });

  it('lasts 90 days', () => {
    expect(CONSENT_MAX_AGE_DAYS).toBe(90);
    expect(cookie).toContain(`Max-Age=${90 * 24 * 60 * 60};`);
    expect(cookie).toContain('Expires=Wed, 01 Apr 2026 00:00:00 GMT;');
  });

  it('applies to the whole site', () => {
    expect(cookie).toContain('Path=/;');
  });

  it('is read back as accepted', () => {
    const pair = cookie.split(';', 1)[0] ?? '';
    expect(readConsentCookie(pair)).toEqual({ exists: true, defined: true, value: '2' });
  });
});
