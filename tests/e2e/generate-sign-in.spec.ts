import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openStore } from '../../content-service/src/store/open-store';
import { readOption, writeOption } from '../../content-service/src/store/options';
import {
  type AuthContentService,
  prepareAuthDatabase,
  startAuthContentService,
} from './support/auth-content-service';
import { expect, test } from './support/fixtures';
import { freePort, type RunningSite, startSite } from './support/next-servers';

/**
 * WordPress's own sign-in route on the content service (issue 12, items 2 and 3):
 * `/generate?redirect_uri=<site>/api/faust/auth/token/?redirect_uri=/preview/…`, the service's
 * wp-login form, and back to the preview with the code gone from the address; a code planted by
 * another site's link signs nobody in; logout revokes the sign-in at the service, so the refresh
 * token taken before logout gets nothing more. The service and site here are this spec's own
 * (the service must know its own address and the site's, as WordPress does).
 */
const secret = randomUUID();
const editor = {
  login: 'e2e-generate-editor',
  email: 'e2e-generate-editor@example.com',
  password: randomBytes(12).toString('base64url'),
};
const DRAFT = '/preview/?p=290&preview=true&typeName=Post';
const ATTACKER = 'http://attacker.test';

let service: AuthContentService | undefined;
let site: RunningSite | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [servicePort, sitePort] = [await freePort(), await freePort()];
  const db = await prepareAuthDatabase('auth-generate', secret, editor);
  const store = openStore(db);
  try {
    const serviceUrl = `http://127.0.0.1:${servicePort}`;
    writeOption(store, 'home', serviceUrl);
    writeOption(store, 'siteurl', serviceUrl);
    const settings = readOption<Record<string, unknown>>(store, 'faustwp_settings') ?? {};
    writeOption(store, 'faustwp_settings', {
      ...settings,
      frontend_uri: `http://127.0.0.1:${sitePort}`,
    });
  } finally {
    store.close();
  }
  service = await startAuthContentService(db, {}, servicePort);
  site = await startSite('auth-generate', service.url, { FAUST_SECRET_KEY: secret }, sitePort);
});

test.afterAll(async () => {
  await site?.stop();
  await service?.stop();
});

const tokenRoute = () => `${site?.url}/api/faust/auth/token/`;

function generateAddress(): string {
  const back = `${tokenRoute()}?redirect_uri=${encodeURIComponent(DRAFT)}`;
  return `${service?.url}/generate?redirect_uri=${encodeURIComponent(back)}`;
}

async function refreshCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(tokenRoute());
  return cookies.find((cookie) => cookie.name === 'lavanda_rt')?.value;
}

async function refreshAtService(refreshToken: string): Promise<number> {
  const response = await fetch(`${service?.url}/wp-json/faustwp/v1/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-faustwp-secret': secret },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status;
}

test('the sign-in route ends on the preview; logout revokes the session at the service', async ({
  page,
}) => {
  await page.goto(generateAddress());
  await page.waitForURL(/\/wp-login\.php\?/);
  await page.locator('#user_login').fill(editor.login);
  await page.locator('#user_pass').fill(editor.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(
    (url) => `${url.origin}${url.pathname}${url.search}` === `${site?.url}${DRAFT}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Studio 4.1 preview: comments on steps' }),
  ).toBeVisible();
  expect(page.url()).not.toContain('code=');

  const beforeLogout = (await refreshCookie(page)) ?? '';
  expect(beforeLogout).not.toBe('');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  expect(await refreshCookie(page)).toBeUndefined();
  // The copy taken before logout (a stolen cookie) gets no new tokens: 500 invalid_request.
  expect(await refreshAtService(decodeURIComponent(beforeLogout))).toBe(500);
});

/** An attacker's own code: they can sign in at the service as themselves. */
async function attackersCode(): Promise<string> {
  const { code } = (
    (await (
      await fetch(`${service?.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { generateAuthorizationCode(input: { username: "${editor.login}", password: "${editor.password}" }) { code } }`,
        }),
      })
    ).json()) as { data: { generateAuthorizationCode: { code: string } } }
  ).data.generateAuthorizationCode;
  return code;
}

/** Follows a link from another site's page to `planted`. */
async function followFromAttacker(page: Page, planted: string) {
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><title>Win a prize</title><a href="${planted.replace(/&/g, '&amp;')}">Claim</a>`,
    }),
  );
  await page.goto(`${ATTACKER}/`);
  await page.getByRole('link', { name: 'Claim' }).click();
}

test('a code another site plants in a link signs nobody in (login CSRF)', async ({ page }) => {
  const code = await attackersCode();
  const planted = `${tokenRoute()}?redirect_uri=${encodeURIComponent(DRAFT)}&code=${encodeURIComponent(code)}`;
  await followFromAttacker(page, planted);
  await page.waitForURL(/\/wp-login\.php\?/);
  expect(await refreshCookie(page)).toBeUndefined();
});

test('nor does a code planted in a preview page’s address', async ({ page }) => {
  const code = await attackersCode();
  await followFromAttacker(page, `${site?.url}${DRAFT}&code=${encodeURIComponent(code)}`);
  // The page hands the code to the token route, which asks WordPress instead: the victim's own
  // sign-in, not the attacker's.
  await page.waitForURL(/\/wp-login\.php\?/);
  expect(await refreshCookie(page)).toBeUndefined();
});
