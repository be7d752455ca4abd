import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenExchangeResult, TokenGrant } from '../../wordpress/api/token-exchange';
import { REFRESH_COOKIE } from '../http/refresh-cookie';
import { STATE_COOKIE } from '../http/state-cookie';
import { createRateLimiter } from '../../http/rate-limit';
import { REDIRECT_CASES, SITE_ORIGIN } from '../redirect-cases';
import { type TestApiServer, serveApi } from './test-api-server';
import { createTokenHandler } from './token-handler';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const TOKENS = {
  accessToken: 'access+token/1==',
  accessTokenExpiration: NOW / 1000 + 300,
  refreshToken: 'refresh+token/1==',
  refreshTokenExpiration: NOW / 1000 + 14 * 86400,
};

const WORDPRESS = 'http://wp.test:8080';
const STATE = 'S'.repeat(43);

let server: TestApiServer | undefined;
afterEach(() => server?.close());

async function start(exchange: (grant: TokenGrant) => Promise<TokenExchangeResult>, limit = 100) {
  const spy = vi.fn(exchange);
  server = await serveApi(
    createTokenHandler({
      exchange: spy,
      limiter: createRateLimiter({ limit, windowMs: 60_000 }),
      siteOrigin: () => SITE_ORIGIN,
      wordpressUrl: () => WORDPRESS,
      now: () => NOW,
      newState: () => STATE,
    }),
  );
  return { exchange: spy, url: `${server.url}/api/faust/auth/token/` };
}

const ok = async (): Promise<TokenExchangeResult> => ({ kind: 'tokens', tokens: TOKENS });

describe('the token route', () => {
  it('exchanges a code: the access token and its expiry only, the refresh token in a cookie', async () => {
    const { url, exchange } = await start(ok);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ code: 'the-code' }),
    });
    expect(response.status).toBe(200);
    expect(exchange).toHaveBeenCalledWith({ code: 'the-code' });
    expect(await response.json()).toEqual({
      accessToken: TOKENS.accessToken,
      accessTokenExpiration: TOKENS.accessTokenExpiration,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toBe(
      `${REFRESH_COOKIE}=${encodeURIComponent(TOKENS.refreshToken)}; Max-Age=${14 * 86400}; ` +
        'Path=/api/faust/; HttpOnly; SameSite=Strict',
    );
  });

  it('marks the cookie Secure when the request came over https (a proxy says so)', async () => {
    const { url } = await start(ok);
    const response = await fetch(`${url}?code=c`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('refreshes from the cookie when there is no code', async () => {
    const { url, exchange } = await start(ok);
    const response = await fetch(url, {
      method: 'POST',
      headers: { cookie: `other=1; ${REFRESH_COOKIE}=${encodeURIComponent('r/1+x==')}` },
    });
    expect(response.status).toBe(200);
    expect(exchange).toHaveBeenCalledWith({ refreshToken: 'r/1+x==' });
  });

  it('is 401 without a code or a cookie, and does not ask WordPress', async () => {
    const { url, exchange } = await start(ok);
    const response = await fetch(url, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('forgets a refresh token WordPress refuses', async () => {
    const { url } = await start(async () => ({ kind: 'rejected' }));
    const response = await fetch(url, {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=expired` },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(`^${REFRESH_COOKIE}=; Max-Age=0`),
    );
  });

  it('keeps the cookie when WordPress is unavailable (502)', async () => {
    const { url } = await start(async () => ({ kind: 'unavailable', reason: 'down' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(url, {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=fine` },
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses requests from other sites (login CSRF)', async () => {
    const { url, exchange } = await start(ok);
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${url}?code=attacker`, { method: 'POST', headers });
      expect(response.status).toBe(403);
    }
    expect(exchange).not.toHaveBeenCalled();
  });

  it('rate-limits each client: past the limit, 429 with Retry-After', async () => {
    const { url } = await start(ok, 3);
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(`${url}?code=c`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers only GET and POST', async () => {
    const { url } = await start(ok);
    const response = await fetch(url, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  describe('as a navigation (redirect_uri): only to a path on this site', () => {
    it.each(REDIRECT_CASES)('%s → %s', async (target, expected) => {
      const { url } = await start(ok);
      const address = `${url}?code=c&state=${STATE}&redirect_uri=${encodeURIComponent(target)}`;
      const headers = { cookie: `${STATE_COOKIE}=${STATE}` };
      const response = await fetch(address, { headers, redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(expected ?? '/');
      expect(response.headers.get('set-cookie')).toContain(`${REFRESH_COOKIE}=`);
    });

    it('sends a refused code to the login page, with a safe return address', async () => {
      const { url } = await start(async () => ({ kind: 'rejected' }));
      const response = await fetch(
        `${url}?code=bad&state=${STATE}&redirect_uri=${encodeURIComponent('//evil.example')}`,
        { headers: { cookie: `${STATE_COOKIE}=${STATE}` }, redirect: 'manual' },
      );
      expect(response.headers.get('location')).toBe('/login/?redirect_uri=%2F');
    });
  });

  describe('as a cross-site navigation (WordPress /generate sending the editor back)', () => {
    const PREVIEW = '/preview/?p=1164&preview=true&typeName=Post';
    const CROSS = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    const navigate = (url: string, query: string, headers: Record<string, string> = {}) =>
      fetch(`${url}?redirect_uri=${encodeURIComponent(PREVIEW)}${query}`, {
        headers: { ...CROSS, ...headers },
        redirect: 'manual',
      });
    const setCookies = (response: Response) => response.headers.getSetCookie();

    it('drops a code without a sign-in state (planted or not) and starts again at WordPress', async () => {
      const { url, exchange } = await start(ok);
      const variants: Record<string, string>[] = [
        CROSS,
        { 'sec-fetch-site': 'same-site' },
        { origin: WORDPRESS },
      ];
      for (const headers of variants) {
        const response = await navigate(url, '&code=planted', headers);
        expect(response.status).toBe(303);
        const back = `${SITE_ORIGIN}/api/faust/auth/token/?redirect_uri=${encodeURIComponent(PREVIEW)}&state=${STATE}`;
        expect(response.headers.get('location')).toBe(
          `${WORDPRESS}/generate?redirect_uri=${encodeURIComponent(back)}`,
        );
        expect(setCookies(response)).toEqual([
          `${STATE_COOKIE}=${STATE}; Max-Age=600; Path=/api/faust/; HttpOnly; SameSite=Lax`,
        ]);
      }
      expect(exchange).not.toHaveBeenCalled();
    });

    it('exchanges the code when the state matches this browser’s, and leaves it out of the address', async () => {
      const { url, exchange } = await start(ok);
      const response = await navigate(url, `&state=${STATE}&code=fresh`, {
        cookie: `${STATE_COOKIE}=${STATE}`,
      });
      expect(exchange).toHaveBeenCalledWith({ code: 'fresh' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(PREVIEW);
      const cookies = setCookies(response);
      expect(cookies).toContainEqual(expect.stringMatching(`^${STATE_COOKIE}=; Max-Age=0;`));
      expect(cookies).toContainEqual(
        expect.stringMatching(`^${REFRESH_COOKIE}=${encodeURIComponent(TOKENS.refreshToken)};`),
      );
    });

    it('refuses a code with a state this browser does not hold (login CSRF), without a loop', async () => {
      const { url, exchange } = await start(ok);
      const other = 'T'.repeat(43);
      for (const cookie of [`${STATE_COOKIE}=${other}`, '', `${STATE_COOKIE}=short`]) {
        const response = await navigate(url, `&state=${STATE}&code=planted`, { cookie });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(
          `/login/?redirect_uri=${encodeURIComponent(PREVIEW)}`,
        );
        expect(setCookies(response).join()).not.toContain(`${REFRESH_COOKIE}=`);
      }
      expect(exchange).not.toHaveBeenCalled();
    });

    it('never completes a cross-site refresh, fetch or form', async () => {
      const { url, exchange } = await start(ok);
      const fetchLike = await fetch(`${url}?code=planted`, { headers: CROSS });
      expect(fetchLike.status).toBe(403);
      const form = await fetch(`${url}?redirect_uri=%2F&state=${STATE}&code=planted`, {
        method: 'POST',
        headers: { ...CROSS, cookie: `${STATE_COOKIE}=${STATE}` },
      });
      expect(form.status).toBe(403);
      const refresh = await navigate(url, `&state=${STATE}`, {
        cookie: `${STATE_COOKIE}=${STATE}; ${REFRESH_COOKIE}=r`,
      });
      expect(refresh.headers.get('location')).toMatch(/^\/login\//);
      expect(exchange).not.toHaveBeenCalled();
    });

    it('holds a same-origin navigation carrying a code to the same rule (an address code may be planted)', async () => {
      const { url, exchange } = await start(ok);
      const response = await fetch(
        `${url}?redirect_uri=${encodeURIComponent(PREVIEW)}&code=planted`,
        { headers: { 'sec-fetch-site': 'same-origin' }, redirect: 'manual' },
      );
      expect(
        response.headers.get('location')?.startsWith(`${WORDPRESS}/generate?redirect_uri=`),
      ).toBe(true);
      expect(exchange).not.toHaveBeenCalled();
    });
  });
});
