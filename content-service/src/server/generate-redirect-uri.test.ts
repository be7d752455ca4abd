import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthTestSite, type AuthTestSite } from '../auth/test/site';

/*
 * /generate's redirect_uri with control or line-separator characters on an allowed host: a code
 * must not be issued for an address no Location header can carry (it used to answer 500 after
 * storing the code). 400, and nothing stored. Other text outside ASCII is sent percent-encoded.
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

describe('/generate?redirect_uri= with text outside ASCII', () => {
  // U+560A and U+010A end in the byte 0x0A: written as latin1 they would be a line feed.
  it.each([
    ['U+560A', '%E5%98%8A'],
    ['U+010A', '%C4%8A'],
    ['U+00E9', '%C3%A9'],
    ['U+1F600', '%F0%9F%98%80'],
  ])('%s: the code goes back in a percent-encoded Location', async (_name, encoded) => {
    const cookie = await signedInCookie();
    const res = await site.server.send(
      'GET',
      `/generate?redirect_uri=${encodeURIComponent('http://localhost:3000/preview/')}${encoded}`,
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(302);
    // Node's client reads header bytes as latin1: a raw U+00E9 byte would show here as 'é'.
    expect(String(res.headers.location)).toMatch(
      new RegExp(`^http://localhost:3000/preview/${encoded}\\?code=[A-Za-z0-9%]+$`),
    );
    expect(codesStored()).toBe(1);
  });

  it('encodes what a URL may not hold as it is, and keeps escapes already made', async () => {
    const cookie = await signedInCookie();
    const target = 'http://localhost:3000/a b/"<x>"/%41?q=é|`{}^\\';
    const res = await site.server.send(
      'GET',
      `/generate?redirect_uri=${encodeURIComponent(target)}`,
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(302);
    expect(String(res.headers.location)).toMatch(
      /^http:\/\/localhost:3000\/a%20b\/%22%3Cx%3E%22\/%41\?q=%C3%A9%7C%60%7B%7D%5E%5C&code=/,
    );
  });
});
