import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthTestSite, type AuthTestSite } from '../auth/test-site';

/*
 * /generate's redirect_uri with control or line-separator characters on an allowed host: a code
 * must not be issued for an address no Location header can carry (it used to answer 500 after
 * storing the code). 400, and nothing stored.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

async function signedInCookie(): Promise<string> {
  const res = await site.server.send('POST', '/wp-login.php', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ log: 'editor', pwd: PASSWORD }).toString(),
  });
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : [set ?? '']).map((c) => c.split(';')[0]).join('; ');
}

const codesStored = () =>
  site.db.prepare("SELECT COUNT(*) FROM auth_tokens WHERE kind = 'code'").pluck().get();

const FRONT = 'http://localhost:3000/preview/?p=11';
const CASES: [name: string, query: string][] = [
  ['CR LF', `${encodeURIComponent(FRONT)}%0D%0ASet-Cookie:%20x=1`],
  ['LF', `${encodeURIComponent(FRONT)}%0A`],
  ['TAB', `${encodeURIComponent(FRONT)}%09x`],
  ['NUL', `${encodeURIComponent(FRONT)}%00`],
  ['U+2028 encoded', `${encodeURIComponent(FRONT)}%E2%80%A8`],
  // Raw non-ASCII bytes in the request line: Node's parser already answers 400.
  ['U+2028 raw', `${encodeURIComponent(FRONT)}\u2028`],
  ['U+2029 encoded', `${encodeURIComponent(FRONT)}%E2%80%A9`],
  ['DEL', `${encodeURIComponent(FRONT)}%7F`],
];

describe('/generate?redirect_uri= with control characters', () => {
  it.each(CASES)('%s: 400 for a signed-in editor, and no code stored', async (_name, query) => {
    const cookie = await signedInCookie();
    const path = `/generate?redirect_uri=${query}`;
    const res = await site.server.send('GET', Buffer.from(path, 'utf8').toString('latin1'), {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(codesStored()).toBe(0);
  });

  it.each(CASES)(
    '%s: 400 for an anonymous visitor too (no detour through the login form)',
    async (_name, query) => {
      const path = `/generate?redirect_uri=${query}`;
      const res = await site.server.send('GET', Buffer.from(path, 'utf8').toString('latin1'));
      expect(res.status).toBe(400);
      expect(res.headers.location).toBeUndefined();
    },
  );

  it('still issues a code for a clean address (percent-encoded text is fine)', async () => {
    const cookie = await signedInCookie();
    const clean = `${FRONT}&q=a%20b`;
    const res = await site.server.send(
      'GET',
      `/generate?redirect_uri=${encodeURIComponent(clean)}`,
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(302);
    expect(String(res.headers.location)).toMatch(
      /^http:\/\/localhost:3000\/preview\/\?p=11&q=a%20b&code=/,
    );
    expect(codesStored()).toBe(1);
  });
});
