import { getCookieParser } from '../../next/api-cookies';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE, readRefreshToken } from './refresh-cookie';

/** A request as Next's API runtime hands it over: `cookies` parsed from the Cookie header. */
const withCookies = (cookie?: string) => ({
  cookies: getCookieParser({ cookie })() as Partial<Record<string, string>>,
});

describe('readRefreshToken', () => {
  it('reads the refresh cookie among others, percent-decoded', () => {
    const req = withCookies(`theme=dark; ${REFRESH_COOKIE}=${encodeURIComponent('ab+c/d==')}; x=1`);
    expect(readRefreshToken(req)).toBe('ab+c/d==');
  });

  it('takes the first of two cookies with the name', () => {
    expect(readRefreshToken(withCookies(`${REFRESH_COOKIE}=first; ${REFRESH_COOKIE}=second`))).toBe(
      'first',
    );
  });

  it('is null when the cookie is missing, empty, malformed or not a token', () => {
    expect(readRefreshToken(withCookies())).toBeNull();
    expect(readRefreshToken(withCookies('other=1'))).toBeNull();
    expect(readRefreshToken(withCookies(`${REFRESH_COOKIE}=`))).toBeNull();
    expect(readRefreshToken(withCookies(`${REFRESH_COOKIE}=%E0%A4%A`))).toBeNull();
    expect(readRefreshToken(withCookies(`${REFRESH_COOKIE}=a%3Cscript%3E`))).toBeNull();
    expect(readRefreshToken(withCookies(`${REFRESH_COOKIE}=${'a'.repeat(513)}`))).toBeNull();
  });
});
