import type { Page } from '@playwright/test';
import { WORDPRESS_LIVE_ADMIN } from '../support/wordpress-live';
import { expect, test, watchPageErrors } from '../support/fixtures';

/**
 * WordPress's own sign-in route on the real WordPress (issue 12, item 3): FaustWP's
 * `/generate?redirect_uri=<site>/api/faust/auth/token/?redirect_uri=/preview/…`, wp-login, and
 * back to the preview with the code exchanged and gone from the address. A code planted by
 * another site's link is never exchanged. Logout clears the cookie although FaustWP cannot
 * revoke (docs/editors.md): the site's revoke call meets WordPress's 404 quietly.
 */
const DRAFT = '/preview/?p=1164&preview=true&typeName=Post';
const wordpress = () => process.env.E2E_WORDPRESS_BACKEND_URL ?? '';
const ATTACKER = 'http://attacker.test';

test.describe.configure({ timeout: 90_000 });

function generateAddress(site: string): string {
  const back = `${site}/api/faust/auth/token/?redirect_uri=${encodeURIComponent(DRAFT)}`;
  return `${wordpress()}/generate?redirect_uri=${encodeURIComponent(back)}`;
}

/** Every address the browser's top-level navigations asked for, redirects included. */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.push(request.url());
    }
  });
  return seen;
}

async function signInAtWordPress(page: Page) {
  await page.waitForURL(/\/wp-login\.php\?/);
  await page.locator('#user_login').fill(WORDPRESS_LIVE_ADMIN.username);
  await page.locator('#user_pass').fill(WORDPRESS_LIVE_ADMIN.password);
  await page.locator('#wp-submit').click();
}

/** A code for the administrator, as an attacker signed in at WordPress could get one. */
async function attackersCode(): Promise<string> {
  const response = await fetch(`${wordpress()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation { generateAuthorizationCode(input: { username: "${WORDPRESS_LIVE_ADMIN.username}", password: "${WORDPRESS_LIVE_ADMIN.password}" }) { code error } }`,
    }),
  });
  const body = (await response.json()) as {
    data: { generateAuthorizationCode: { code: string | null } };
  };
  const code = body.data.generateAuthorizationCode.code;
  if (!code) throw new Error('WordPress gave no code');
  return code;
}

test('WordPress’s sign-in route ends on the preview, without the code in the address', async ({
  page,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  const seen = navigations(page);
  const site = baseURL ?? '';

  await page.goto(generateAddress(site));
  await signInAtWordPress(page);
  await page.waitForURL((url) => `${url.origin}${url.pathname}${url.search}` === `${site}${DRAFT}`);

  const article = page.locator('article').first();
  await expect(article.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
  await expect(page.getByText('Draft preview, not published')).toBeVisible();
  expect(page.url()).not.toContain('code=');
  // WordPress's first code came without a sign-in state and was dropped; the second, with it,
  // was exchanged.
  const exchanges = seen.filter((url) => url.startsWith(`${site}/api/faust/auth/token/`));
  expect(exchanges).toHaveLength(2);
  expect(new URL(exchanges[0] ?? '').searchParams.has('state')).toBe(false);
  expect(new URL(exchanges[1] ?? '').searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  expect(errors.filter((error) => !/status of 401\b/.test(error))).toEqual([]);

  await test.step('logout clears the cookie though FaustWP cannot revoke', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You have logged out.')).toBeVisible();
    const cookies = await page.context().cookies(`${site}/api/faust/auth/token/`);
    expect(cookies.find((cookie) => cookie.name === 'lavanda_rt')).toBeUndefined();
  });
});

test('a code another site plants in a link signs nobody in (login CSRF)', async ({
  page,
  baseURL,
}) => {
  const site = baseURL ?? '';
  const planted = `${site}/api/faust/auth/token/?redirect_uri=${encodeURIComponent(DRAFT)}&code=${encodeURIComponent(await attackersCode())}`;
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><title>Win a prize</title><a href="${planted.replace(/&/g, '&amp;')}">Claim</a>`,
    }),
  );
  await page.goto(`${ATTACKER}/`);
  await page.getByRole('link', { name: 'Claim' }).click();
  // The victim is not signed in at WordPress: the sign-in starts there, as the victim.
  await page.waitForURL(/\/wp-login\.php\?/);
  const cookies = await page.context().cookies(`${site}/api/faust/auth/token/`);
  expect(cookies.find((cookie) => cookie.name === 'lavanda_rt')).toBeUndefined();
  expect(cookies.find((cookie) => cookie.name === 'lavanda_auth_state')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });
});
