import { afterEach, describe, expect, it } from 'vitest';
import {
  authorizeRequest,
  generateCode,
  PASSWORD,
  signInAs,
  startAuthTestSite,
  type AuthTestSite,
} from '../auth/test/site';
import { startTestServer } from './test/test-server';

/*
 * The lifetimes contract the site's tests rely on: CONTENT_AUTH_CODE_TTL,
 * CONTENT_ACCESS_TOKEN_TTL and CONTENT_REFRESH_TOKEN_TTL (seconds) reach a started server, and a
 * bad value stops the start with the variable's name.
 */

const NAMES = ['CONTENT_AUTH_CODE_TTL', 'CONTENT_ACCESS_TOKEN_TTL', 'CONTENT_REFRESH_TOKEN_TTL'];
let site: AuthTestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
  for (const name of NAMES) delete process.env[name];
});

describe('token lifetimes from the environment', () => {
  it('set the expirations /authorize answers', async () => {
    process.env.CONTENT_ACCESS_TOKEN_TTL = '7';
    process.env.CONTENT_REFRESH_TOKEN_TTL = '90';
    site = await startAuthTestSite('environment');
    const before = Math.floor(Date.now() / 1000);
    const pair = await signInAs(site, 'editor');
    const after = Math.floor(Date.now() / 1000);
    expect(pair.accessTokenExpiration).toBeGreaterThanOrEqual(before + 7);
    expect(pair.accessTokenExpiration).toBeLessThanOrEqual(after + 7);
    expect(pair.refreshTokenExpiration - pair.accessTokenExpiration).toBe(83);
  });

  it('a code lives CONTENT_AUTH_CODE_TTL seconds', async () => {
    process.env.CONTENT_AUTH_CODE_TTL = '1';
    site = await startAuthTestSite('environment');
    const fresh = await generateCode(site, { username: 'editor', password: PASSWORD });
    expect((await authorizeRequest(site, { code: fresh.code })).status).toBe(200);
    const { code } = await generateCode(site, { username: 'editor', password: PASSWORD });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await authorizeRequest(site, { code })).status).toBe(500);
  });

  it('refuses to start with a bad value, naming it', async () => {
    process.env.CONTENT_ACCESS_TOKEN_TTL = 'later';
    await expect(startTestServer()).rejects.toThrow('CONTENT_ACCESS_TOKEN_TTL="later"');
  });
});
