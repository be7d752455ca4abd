import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateCode, PASSWORD, startAuthTestSite, type AuthTestSite } from '../auth/test/site';

/*
 * Failed sign-ins count per name and client address: a stranger cannot lock an editor out from
 * elsewhere, one address cannot try name after name, and only the site's server (proving itself
 * with FaustWP's secret) may name the client it signs in for. Addresses are loopback ones
 * (127.0.0.x), the client's side of each connection.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

const STRANGER = '127.0.0.2';
const EDITOR = '127.0.0.3';
const WRONG = { username: 'editor', password: 'guess' };
const RIGHT = { username: 'editor', password: PASSWORD };
const NAME_LOCKED =
  '<strong>Error:</strong> Too many failed attempts to sign in as <strong>editor</strong>. Try again in 60 seconds.';

function formLogin(fields: Record<string, string>, localAddress: string) {
  return site.server.send('POST', '/wp-login.php', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    localAddress,
  });
}

describe('failed sign-ins', () => {
  it("from a stranger's address do not lock the editor out from another", async () => {
    for (let i = 0; i < 10; i++) await generateCode(site, WRONG, { localAddress: STRANGER });
    expect(await generateCode(site, RIGHT, { localAddress: STRANGER })).toEqual({
      code: null,
      error: NAME_LOCKED,
    });
    expect((await generateCode(site, RIGHT, { localAddress: EDITOR })).code).not.toBeNull();
    const form = await formLogin({ log: 'editor', pwd: PASSWORD }, EDITOR);
    expect(form.status).toBe(302);
    expect(String(form.headers['set-cookie'])).toContain('wordpress_logged_in_');
  });

  it('five from one address still lock that name from that address, both ways in', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await generateCode(site, WRONG, { localAddress: STRANGER });
      expect(answer.error).toContain('is incorrect');
    }
    expect(await generateCode(site, RIGHT, { localAddress: STRANGER })).toEqual({
      code: null,
      error: NAME_LOCKED,
    });
    const form = await formLogin({ log: 'editor', pwd: PASSWORD }, STRANGER);
    expect(form.status).toBe(200);
    expect(form.text).toContain(NAME_LOCKED);
    expect(String(form.headers['set-cookie'])).not.toContain('wordpress_logged_in_');
  });

  it('lock an address that tries name after name, for every name, from it only', async () => {
    for (let i = 0; i < 20; i++) {
      const guess = { username: `guess${i}`, password: 'x' };
      const answer = await generateCode(site, guess, { localAddress: STRANGER });
      expect(answer.error).toContain('is not registered');
    }
    expect(await generateCode(site, RIGHT, { localAddress: STRANGER })).toEqual({
      code: null,
      error:
        '<strong>Error:</strong> Too many failed attempts to sign in from your address. Try again in 60 seconds.',
    });
    expect((await generateCode(site, RIGHT, { localAddress: EDITOR })).code).not.toBeNull();
  });

  it('sent at the same time are counted as they come (no guess slips past the lock)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => generateCode(site, WRONG, { localAddress: STRANGER })),
    );
    const errors = answers.map((answer) => answer.error ?? '');
    expect(errors.filter((error) => error.includes('is incorrect'))).toHaveLength(5);
    expect(errors.filter((error) => error.startsWith(NAME_LOCKED.slice(0, 60)))).toHaveLength(3);
  });
});

describe("the client's address", () => {
  it('is not taken from X-Forwarded-For without FaustWP secret', async () => {
    const claiming = (client: string) => ({
      localAddress: STRANGER,
      headers: { 'X-Forwarded-For': client },
    });
    for (let i = 0; i < 5; i++) await generateCode(site, WRONG, claiming(`198.51.100.${i}`));
    expect((await generateCode(site, RIGHT, claiming('198.51.100.99'))).error).toBe(NAME_LOCKED);
    const wrongSecret = { ...claiming('198.51.100.98').headers, 'x-faustwp-secret': 'nope' };
    const answer = await generateCode(site, RIGHT, {
      localAddress: STRANGER,
      headers: wrongSecret,
    });
    expect(answer.error).toBe(NAME_LOCKED);
  });

  it("is named by the site's server, which proves itself with FaustWP's secret", async () => {
    const via = (client: string) => ({
      headers: { 'x-faustwp-secret': site.secret, 'X-Forwarded-For': client },
    });
    for (let i = 0; i < 5; i++) await generateCode(site, WRONG, via('198.51.100.7'));
    expect((await generateCode(site, RIGHT, via('198.51.100.7'))).error).toBe(NAME_LOCKED);
    expect((await generateCode(site, RIGHT, via('198.51.100.8'))).code).not.toBeNull();
    // The first address is the client; proxies after the site append theirs.
    expect((await generateCode(site, RIGHT, via('2001:db8::8, 10.0.0.1'))).code).not.toBeNull();
    expect((await generateCode(site, RIGHT, via('198.51.100.7, 10.0.0.1'))).error).toBe(
      NAME_LOCKED,
    );
  });
});
