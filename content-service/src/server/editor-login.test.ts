import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeRequest,
  PASSWORD,
  startAuthTestSite,
  type AuthTestSite,
} from '../auth/test/site';
import type { TestResponse } from './test/test-server';

/*
 * The browser sign-in FaustWP's /generate relies on: wp-login.php's form and POST, the session
 * cookie, and /generate's redirects with a code (reference cases faust_generate_endpoint_*).
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

const FRONT = 'http://localhost:3000/preview?p=11&preview=true';

function login(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return site.server.send('POST', '/wp-login.php', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function cookiesOf(res: TestResponse): string {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : [set ?? '']).map((cookie) => cookie.split(';')[0]).join('; ');
}

function generate(redirectUri: string, cookie?: string) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  return site.server.send('GET', `/generate?redirect_uri=${encodeURIComponent(redirectUri)}`, {
    headers,
  });
}

describe('/generate and wp-login.php', () => {
  it('sends an anonymous editor to the login form, with the way back', async () => {
    const res = await generate('http://localhost:3000/preview?p=1164');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(
      'http://127.0.0.1:8080/wp-login.php?redirect_to=%2Fgenerate%2F%3Fredirect_uri%3Dhttp%253A%252F%252Flocalhost%253A3000%252Fpreview%253Fp%253D1164',
    );
    expect(res.headers['x-redirect-by']).toBe('WordPress');
    const form = await site.server.send(
      'GET',
      new URL(String(res.headers.location)).pathname + new URL(String(res.headers.location)).search,
    );
    expect(form.status).toBe(200);
    expect(form.text).toContain(
      '<input type="hidden" name="redirect_to" value="/generate/?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fpreview%3Fp%3D1164" />',
    );
  });

  it('signs in, comes back, and redirects to the front end with a code that works once', async () => {
    const signedIn = await login({
      log: 'editor',
      pwd: PASSWORD,
      redirect_to: `/generate/?redirect_uri=${encodeURIComponent(FRONT)}`,
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe(
      `http://127.0.0.1:8080/generate/?redirect_uri=${encodeURIComponent(FRONT)}`,
    );
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(
      /wordpress_logged_in_[0-9a-f]{32}=[^;]+; expires=[^;]+; path=\/; HttpOnly; SameSite=Lax/,
    );

    const back = await generate(FRONT, cookiesOf(signedIn));
    expect(back.status).toBe(302);
    const location = new URL(String(back.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/preview');
    expect(location.searchParams.get('p')).toBe('11');
    const code = location.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect((await authorizeRequest(site, { code })).status).toBe(200);
    expect((await authorizeRequest(site, { code })).status).toBe(500);
  });

  it('never hands a code to a host FaustWP does not allow', async () => {
    const signedIn = await login({ log: 'editor', pwd: PASSWORD });
    expect(signedIn.headers.location).toBe('http://127.0.0.1:8080/wp-admin/');
    for (const target of [
      'https://evil.example.com/cb',
      '//evil.example.com/cb',
      'javascript:alert(1)',
    ]) {
      const res = await generate(target, cookiesOf(signedIn));
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('http://127.0.0.1:8080/wp-admin/');
    }
    const away = await login({
      log: 'editor',
      pwd: PASSWORD,
      redirect_to: 'https://evil.example.com/',
    });
    expect(away.headers.location).toBe('http://127.0.0.1:8080/wp-admin/');
  });

  it('shows the form again with the error and the escaped username on a wrong password', async () => {
    const res = await login({ log: 'editor"><script>', pwd: 'wrong', redirect_to: '/x"y' });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toEqual([
      'wordpress_test_cookie=WP%20Cookie%20check; path=/; HttpOnly',
    ]);
    expect(res.text).toContain(
      '<div id="login_error" class="notice notice-error" role="alert"><p><strong>Error:</strong> The username <strong>editor&quot;&gt;&lt;script&gt;</strong> is not registered',
    );
    expect(res.text).toContain('value="editor&quot;&gt;&lt;script&gt;"');
    expect(res.text).toContain('name="redirect_to" value="/x&quot;y"');
    expect(res.text).not.toContain('<script>');
  });

  it('sends a redirect_to outside ASCII back percent-encoded, with the session', async () => {
    // U+560A ends in the byte 0x0A: written as latin1 it would be a line feed.
    const res = await login({
      log: 'editor',
      pwd: PASSWORD,
      redirect_to: 'http://localhost:3000/preview/\u560a\u010a\u00e9',
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/preview/%E5%98%8A%C4%8A%C3%A9');
    expect(String(res.headers['set-cookie'])).toContain('wordpress_logged_in_');
  });

  it.each([
    ['CR LF', 'http://localhost:3000/preview\r\nSet-Cookie: x=1'],
    ['NUL', '/generate/?redirect_uri=x\u0000'],
    ['U+2028', 'http://localhost:3000/\u2028'],
  ])(
    'refuses a redirect_to with %s (400, the form) without signing in',
    async (_name, redirectTo) => {
      const res = await login({ log: 'editor', pwd: PASSWORD, redirect_to: redirectTo });
      expect(res.status).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(String(res.headers['set-cookie'])).not.toContain('wordpress_logged_in_');
      expect(res.text).toContain(
        '<strong>Error:</strong> The address to go back to after signing in is not valid.',
      );
      const sessions = site.db
        .prepare("SELECT COUNT(*) FROM auth_tokens WHERE kind = 'session'")
        .pluck()
        .get();
      expect(sessions).toBe(0);
    },
  );

  it('refuses a sign-in form posted from another site (login CSRF)', async () => {
    const res = await login(
      { log: 'editor', pwd: PASSWORD },
      { Origin: 'https://evil.example.com' },
    );
    expect(res.status).toBe(403);
    expect(String(res.headers['set-cookie'])).not.toContain('wordpress_logged_in_');
    const same = await login({ log: 'editor', pwd: PASSWORD }, { Origin: site.server.url });
    expect(same.status).toBe(302);
  });

  it('ignores forged or expired session cookies', async () => {
    const signedIn = await login({ log: 'editor', pwd: PASSWORD });
    const name = cookiesOf(signedIn).split('; ')[1]?.split('=')[0] ?? '';
    const forged = await generate(FRONT, `${name}=forged`);
    expect(forged.headers.location).toMatch(/\/wp-login\.php\?redirect_to=/);
    site.advance(2 * 24 * 3600 + 1);
    const expired = await generate(FRONT, cookiesOf(signedIn));
    expect(expired.headers.location).toMatch(/\/wp-login\.php\?redirect_to=/);
  });
});
