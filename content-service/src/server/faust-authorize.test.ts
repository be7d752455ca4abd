import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeRequest,
  INVALID_GRANT,
  generateCode,
  PASSWORD,
  signInAs,
  startAuthTestSite,
  type AuthTestSite,
  type TokenPairBody,
} from '../auth/test/site';
import { writeOption } from '../store/options';

/*
 * FaustWP's sign-in over HTTP as a client meets it: generateAuthorizationCode's answers, the
 * /authorize exchange (statuses, bodies, headers, lifetimes), and the single-use code.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

const FORBIDDEN =
  '{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":401}}';
const LOST =
  '<a href="http://127.0.0.1:8080/wp-login.php?action=lostpassword">Lost your password?</a>';

describe('generateAuthorizationCode', () => {
  it('gives a code for a right username or e-mail and password', async () => {
    const byName = await generateCode(site, { username: 'editor', password: PASSWORD });
    expect(byName.error).toBeNull();
    expect(byName.code).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    const byEmail = await generateCode(site, { email: 'EDITOR@example.com', password: PASSWORD });
    expect(byEmail.error).toBeNull();
    expect(byEmail.code).not.toBe(byName.code);
  });

  it("answers WordPress's messages, never a code, for wrong credentials", async () => {
    expect(await generateCode(site, {})).toEqual({
      code: null,
      error: '<strong>Error:</strong> The username field is empty.',
    });
    expect(await generateCode(site, { username: 'editor', password: 'nope' })).toEqual({
      code: null,
      error: `<strong>Error:</strong> The password you entered for the username <strong>editor</strong> is incorrect. ${LOST}`,
    });
    expect(await generateCode(site, { email: 'editor@example.com', password: 'nope' })).toEqual({
      code: null,
      error: `<strong>Error:</strong> The password you entered for the email address <strong>editor@example.com</strong> is incorrect. ${LOST}`,
    });
    expect(await generateCode(site, { username: '<b>x</b>', password: 'x' })).toEqual({
      code: null,
      error:
        '<strong>Error:</strong> The username <strong>&lt;b&gt;x&lt;/b&gt;</strong> is not registered on this site. If you are unsure of your username, try your email address instead.',
    });
    expect((await generateCode(site, { email: 'no@example.com', password: 'x' })).error).toBe(
      '<strong>Error:</strong> Unknown email address. Check again or try your username.',
    );
    expect((await generateCode(site, { username: 'editor', password: '' })).error).toBe(
      '<strong>Error:</strong> The password field is empty.',
    );
  });

  it('refuses a user without a password (every WordPress-exported user) whatever is sent', async () => {
    const answer = await generateCode(site, { username: 'exported', password: 'anything' });
    expect(answer.code).toBeNull();
    expect(answer.error).toContain('is incorrect');
  });
});

describe('POST /faustwp/v1/authorize', () => {
  it('exchanges a code for a token pair with the reference lifetimes (300 s, 14 days)', async () => {
    const { code } = await generateCode(site, { username: 'editor', password: PASSWORD });
    const res = await authorizeRequest(site, { code });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers.allow).toBe('POST');
    expect(res.headers.vary).toBeUndefined();
    const pair = res.json() as TokenPairBody;
    const now = Math.floor(site.now() / 1000);
    expect(pair).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/) as string,
      accessTokenExpiration: now + 300,
      refreshToken: expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/) as string,
      refreshTokenExpiration: now + 14 * 24 * 3600,
    });
    // PHP's json_encode escapes slashes; the body is written the same way.
    expect(res.text).not.toMatch(/[^\\]\//);
  });

  it('answers at /?rest_route= too, and takes the code from the query string', async () => {
    const first = await generateCode(site, { username: 'editor', password: PASSWORD });
    const viaQuery = await authorizeRequest(
      site,
      {},
      { path: '/?rest_route=/faustwp/v1/authorize' },
    );
    expect(viaQuery.status).toBe(500);
    const res = await site.server.send(
      'POST',
      `/?rest_route=/faustwp/v1/authorize&code=${encodeURIComponent(first.code ?? '')}`,
      { headers: { 'x-faustwp-secret': site.secret } },
    );
    expect(res.status).toBe(200);
  });

  it('lets a code work once: the second exchange fails like an unknown code', async () => {
    const { code } = await generateCode(site, { username: 'editor', password: PASSWORD });
    expect((await authorizeRequest(site, { code })).status).toBe(200);
    const again = await authorizeRequest(site, { code });
    expect(again.status).toBe(500);
    expect(again.json()).toEqual(INVALID_GRANT);
  });

  it('refuses a code after its 60 seconds', async () => {
    const { code } = await generateCode(site, { username: 'editor', password: PASSWORD });
    site.advance(61);
    const res = await authorizeRequest(site, { code });
    expect(res.status).toBe(500);
    expect(res.json()).toEqual(INVALID_GRANT);
  });

  it('exchanges a refresh token for a new pair, until it expires; never an access token', async () => {
    const pair = await signInAs(site, 'editor');
    const refreshed = await authorizeRequest(site, { refreshToken: pair.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((refreshed.json() as TokenPairBody).accessToken).not.toBe(pair.accessToken);
    expect((await authorizeRequest(site, { refreshToken: pair.accessToken })).json()).toEqual(
      INVALID_GRANT,
    );
    expect((await authorizeRequest(site, { code: pair.refreshToken })).json()).toEqual(
      INVALID_GRANT,
    );
    const { refreshToken } = refreshed.json() as TokenPairBody;
    site.advance(14 * 24 * 3600 + 1);
    expect((await authorizeRequest(site, { refreshToken })).status).toBe(500);
  });

  it('answers 500 for a missing or unknown code, as FaustWP does', async () => {
    const missing = await authorizeRequest(site, {});
    expect(missing.status).toBe(500);
    expect(missing.headers.allow).toBe('POST');
    expect(missing.json()).toEqual({
      code: 'invalid_request',
      message: 'Missing authorization code or refresh token.',
      data: null,
    });
    expect((await authorizeRequest(site, { code: 'bm90LWEtY29kZQ==' })).json()).toEqual(
      INVALID_GRANT,
    );
    expect((await authorizeRequest(site, { code: ['x'] })).status).toBe(500);
  });

  it('refuses a missing or wrong secret with 401 and no Allow header', async () => {
    for (const secret of [null, 'wrong', `${site.secret}x`]) {
      const res = await authorizeRequest(site, { code: 'x' }, { secret });
      expect(res.status).toBe(401);
      expect(res.text).toBe(FORBIDDEN);
      expect(res.headers.allow).toBeUndefined();
    }
  });

  it('takes FAUST_SECRET_KEY, read as the server starts, when the site has no FaustWP secret of its own', async () => {
    const envSecret = randomUUID();
    process.env.FAUST_SECRET_KEY = envSecret;
    const started = await startAuthTestSite('environment').finally(() => {
      delete process.env.FAUST_SECRET_KEY;
    });
    try {
      writeOption(started.db, 'faustwp_settings', { frontend_uri: 'http://localhost:3000' });
      expect((await authorizeRequest(started, {}, { secret: envSecret })).status).toBe(500);
      expect((await authorizeRequest(started, {}, { secret: started.secret })).status).toBe(401);
    } finally {
      await started.server.close();
    }
    // The site started without it knows no such secret.
    writeOption(site.db, 'faustwp_settings', { frontend_uri: 'http://localhost:3000' });
    expect((await authorizeRequest(site, {}, { secret: envSecret })).status).toBe(401);
  });

  it('is POST only: GET answers rest_no_route', async () => {
    const res = await site.server.send('GET', '/wp-json/faustwp/v1/authorize', {
      headers: { 'x-faustwp-secret': site.secret },
    });
    expect(res.status).toBe(404);
    expect((res.json() as { code: string }).code).toBe('rest_no_route');
  });

  it('answers the legacy /wpac/v1/authorize behind x-wpe-headless-secret only', async () => {
    const { code } = await generateCode(site, { username: 'editor', password: PASSWORD });
    const path = '/wp-json/wpac/v1/authorize';
    expect((await authorizeRequest(site, { code }, { path })).status).toBe(401);
    const res = await authorizeRequest(site, { code }, { path, header: 'x-wpe-headless-secret' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json() as object)).toEqual([
      'accessToken',
      'accessTokenExpiration',
      'refreshToken',
      'refreshTokenExpiration',
    ]);
  });
});

describe('POST /faustwp/v1/validate_secret_key', () => {
  it('confirms the right secret and refuses others', async () => {
    const path = '/wp-json/faustwp/v1/validate_secret_key';
    const ok = await site.server.send('POST', path, {
      headers: { 'x-faustwp-secret': site.secret },
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('"Secret key validated!"');
    const refused = await site.server.send('POST', path);
    expect(refused.status).toBe(401);
    expect(refused.text).toBe(FORBIDDEN);
  });
});

describe('failed sign-ins', () => {
  it('lock a name after five failures, for a minute, and a success clears the count', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await generateCode(site, { username: 'editor', password: 'guess' });
      expect(answer.error).toContain('is incorrect');
    }
    const locked = await generateCode(site, { username: 'editor', password: PASSWORD });
    expect(locked).toEqual({
      code: null,
      error:
        '<strong>Error:</strong> Too many failed attempts to sign in as <strong>editor</strong>. Try again in 60 seconds.',
    });
    // Other names are not affected; the lock ends after its minute.
    expect(
      (await generateCode(site, { username: 'jonas', password: PASSWORD })).code,
    ).not.toBeNull();
    site.advance(61);
    expect(
      (await generateCode(site, { username: 'editor', password: PASSWORD })).code,
    ).not.toBeNull();
    expect((await generateCode(site, { username: 'editor', password: 'guess' })).error).toContain(
      'is incorrect',
    );
  });

  it('lock longer with each failure past the limit', async () => {
    for (let i = 0; i < 6; i++) {
      await generateCode(site, { email: 'editor@example.com', password: 'guess' });
      site.advance(i === 4 ? 61 : 0);
    }
    expect(
      (await generateCode(site, { email: 'EDITOR@example.com', password: PASSWORD })).error,
    ).toContain('Try again in 120 seconds');
  });
});
