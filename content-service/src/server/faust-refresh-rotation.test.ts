import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeRequest,
  INVALID_GRANT,
  signInAs,
  startAuthTestSite,
  type AuthTestSite,
  type TokenPairBody,
} from '../auth/test/site';
import { issueToken } from '../auth/token-store';

/*
 * Refresh tokens that end: rotation spends the old token, reusing a spent one ends the whole
 * sign-in (its family), and /wp-json/lavanda/v1/revoke (logout) ends a sign-in on request.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

async function refresh(refreshToken: string) {
  return authorizeRequest(site, { refreshToken });
}

async function viewerOf(accessToken: string): Promise<unknown> {
  const res = await site.server.post(
    { query: '{ viewer { username } }' },
    { Authorization: `Bearer ${accessToken}` },
  );
  return (res.json() as { data: { viewer: unknown } }).data.viewer;
}

function revoke(body: unknown, options: { secret?: string | null; path?: string } = {}) {
  return authorizeRequest(site, body, {
    secret: options.secret,
    path: options.path ?? '/wp-json/lavanda/v1/revoke',
  });
}

describe('refresh token rotation', () => {
  it('spends the old refresh token: a second use answers as FaustWP answers an invalid token', async () => {
    const first = await signInAs(site, 'editor');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(500);
    expect(again.json()).toEqual(INVALID_GRANT);
  });

  it('keeps rotating along the chain while each token is used once', async () => {
    let pair = await signInAs(site, 'editor');
    for (let i = 0; i < 3; i++) {
      const res = await refresh(pair.refreshToken);
      expect(res.status).toBe(200);
      pair = res.json() as TokenPairBody;
    }
    expect(await viewerOf(pair.accessToken)).toEqual({ username: 'editor' });
  });

  it('ends the whole sign-in when a spent token comes back (stolen token reuse)', async () => {
    const first = await signInAs(site, 'editor');
    const next = (await refresh(first.refreshToken)).json() as TokenPairBody;
    expect(await viewerOf(next.accessToken)).toEqual({ username: 'editor' });

    expect((await refresh(first.refreshToken)).json()).toEqual(INVALID_GRANT);
    // The family is gone: the newer refresh token and its access token too.
    expect(await viewerOf(next.accessToken)).toBeNull();
    expect((await refresh(next.refreshToken)).json()).toEqual(INVALID_GRANT);
  });

  it("leaves the editor's other sign-ins alone", async () => {
    const laptop = await signInAs(site, 'editor');
    const phone = await signInAs(site, 'editor');
    await refresh(laptop.refreshToken);
    await refresh(laptop.refreshToken);
    expect(await viewerOf(phone.accessToken)).toEqual({ username: 'editor' });
    expect((await refresh(phone.refreshToken)).status).toBe(200);
  });

  it('still rotates a refresh token issued before families existed', async () => {
    const { token } = issueToken(site.db, 'refresh', site.ids.editor, 3600, site.now);
    expect((await refresh(token)).status).toBe(200);
    expect((await refresh(token)).json()).toEqual(INVALID_GRANT);
  });
});

describe('POST /wp-json/lavanda/v1/revoke', () => {
  it('ends the sign-in of a refresh token: refresh and access tokens', async () => {
    const pair = await signInAs(site, 'editor');
    const res = await revoke({ refreshToken: pair.refreshToken });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ revoked: true });
    expect((await refresh(pair.refreshToken)).json()).toEqual(INVALID_GRANT);
    expect(await viewerOf(pair.accessToken)).toBeNull();
  });

  it('ends the sign-in from a spent refresh token too (a stale cookie)', async () => {
    const first = await signInAs(site, 'editor');
    const next = (await refresh(first.refreshToken)).json() as TokenPairBody;
    expect((await revoke({ refreshToken: first.refreshToken })).status).toBe(200);
    expect((await refresh(next.refreshToken)).json()).toEqual(INVALID_GRANT);
  });

  it('answers 200 for an unknown token (it tells nobody which tokens exist)', async () => {
    const other = await signInAs(site, 'editor');
    const res = await revoke({ refreshToken: 'bm90IGEgdG9rZW4=' });
    expect(res.status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('needs the FaustWP secret, like the authorize route', async () => {
    const pair = await signInAs(site, 'editor');
    for (const secret of [null, 'wrong']) {
      const res = await revoke({ refreshToken: pair.refreshToken }, { secret });
      expect(res.status).toBe(401);
      expect((res.json() as { code: string }).code).toBe('rest_forbidden');
    }
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  it('answers 400 without a token, 404 for GET, and at /?rest_route= too', async () => {
    expect((await revoke({})).status).toBe(400);
    expect((await site.server.send('GET', '/wp-json/lavanda/v1/revoke')).status).toBe(404);
    const pair = await signInAs(site, 'editor');
    const viaQuery = await revoke(
      { refreshToken: pair.refreshToken },
      { path: '/?rest_route=/lavanda/v1/revoke' },
    );
    expect(viaQuery.status).toBe(200);
    expect((await refresh(pair.refreshToken)).json()).toEqual(INVALID_GRANT);
  });
});
