import AxeBuilder from '@axe-core/playwright';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import {
  type AuthContentService,
  prepareAuthDatabase,
  startAuthContentService,
} from './support/auth-content-service';
import { expect, test } from './support/fixtures';
import { type RunningSite, root, startSite } from './support/next-servers';
import { leaks, scanFolder } from './support/secret-scan';

/**
 * Editor previews end to end (issue 5): an editor made by the users CLI logs in, previews a draft
 * and the latest revision of a published post, keeps previewing past an access token's lifetime
 * (the content service started here issues 20-second tokens), logs out and is sent to the login
 * page by the next preview. Then the build and every page seen are searched for FaustWP's secret
 * and the tokens issued. The site and content service here are this spec's own.
 */
const ACCESS_TOKEN_SECONDS = 20;
const secret = randomUUID();
const editor = {
  login: 'e2e-editor',
  email: 'e2e-editor@example.com',
  password: randomBytes(12).toString('base64url'),
};

let service: AuthContentService | undefined;
let site: RunningSite | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const db = await prepareAuthDatabase('auth-preview', secret, editor);
  service = await startAuthContentService(db, {
    CONTENT_ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_SECONDS),
  });
  site = await startSite('auth', service.url, { FAUST_SECRET_KEY: secret });
});

test.afterAll(async () => {
  await site?.stop();
  await service?.stop();
});

const DRAFT = '/preview/?p=290&preview=true&typeName=Post';
/** WordPress's own preview link for post 144 (its path, then the preview parameters). */
const EDITED =
  '/news/product-updates/public-api-v2-generally-available/?preview=true&p=144&typeName=Post';

/** Every access token the token route hands out while the test runs. */
function recordTokens(page: Page): { tokens: string[]; responses: Response[] } {
  const seen = { tokens: [] as string[], responses: [] as Response[] };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/faust/auth/token/')) return;
    seen.responses.push(response);
    const body = (await response.json().catch(() => null)) as { accessToken?: string } | null;
    if (body?.accessToken) seen.tokens.push(body.accessToken);
  });
  return seen;
}

/** The site's toasts (Next's route announcer is an alert region too, outside it). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Logs in on the login page the browser is on. */
async function logIn(page: Page) {
  await page.getByLabel('Username or email').fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function viewerWith(token: string): Promise<unknown> {
  const response = await fetch(`${service?.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { databaseId } }' }),
  });
  return ((await response.json()) as { data?: { viewer?: unknown } }).data?.viewer ?? null;
}

test('an editor previews a draft and a revision, past a token’s lifetime, then logs out', async ({
  page,
  context,
}) => {
  const base = site?.url ?? '';
  const issued = recordTokens(page);

  await test.step('a preview without a session goes to the login page, which comes back', async () => {
    await page.goto(`${base}${DRAFT}`);
    await page.waitForURL(/\/login\/\?redirect_uri=/);
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(DRAFT);
    await logIn(page);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === DRAFT);
    // Told on the page it came back to, which the login page's full navigation loaded afresh.
    await expect(toasts(page).getByRole('status')).toHaveText('You are logged in.');
  });

  await test.step('the draft shows with the post template', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Studio 4.1 preview: comments on steps' }),
    ).toBeVisible();
    await expect(page.getByText('Draft, not for publication yet.')).toBeVisible();
    await expect(page.getByText('Draft preview, not published')).toBeVisible();
  });

  await test.step('the refresh token is an HttpOnly, SameSite=Strict cookie (not Secure on http)', async () => {
    const cookie = (await context.cookies(base)).find((c) => c.name === 'lavanda_rt');
    const cookies = await context.cookies(`${base}/api/faust/auth/token/`);
    const refresh = cookies.find((c) => c.name === 'lavanda_rt');
    expect(cookie).toBeUndefined();
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
  });

  await test.step('WordPress’s preview link of a published, edited post shows the latest revision', async () => {
    await page.goto(`${base}${EDITED}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Public API v2 is generally available, with official SDKs',
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Official SDKs', exact: true })).toBeVisible();
    await expect(page.getByText('Preview of the latest revision, not published yet')).toBeVisible();
    // Visitors still read the published version.
    const published = await (
      await fetch(`${base}/news/product-updates/public-api-v2-generally-available/`)
    ).text();
    expect(published).not.toContain('Official SDKs');
  });

  await test.step('previewing goes on past the access token’s lifetime', async () => {
    const first = issued.tokens.at(-1) ?? '';
    const before = issued.responses.length;
    await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 5) * 1000);
    // The token has expired at WordPress, and the page fetched new ones by itself meanwhile.
    expect(await viewerWith(first)).toBeNull();
    expect(issued.responses.length).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await expect(page.getByRole('heading', { name: 'Official SDKs', exact: true })).toBeVisible();
    const latest = issued.tokens.at(-1) ?? '';
    expect(latest).not.toBe(first);
    expect(await viewerWith(latest)).not.toBeNull();
  });

  await test.step('the preview bar copies the public link of a published post, and says so', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toasts(page).getByRole('status')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${base}/news/product-updates/public-api-v2-generally-available/`,
    );
    // Closed by itself after 5 s.
    await expect(toasts(page).getByRole('status')).toHaveCount(0, { timeout: 7000 });
  });

  await test.step('a refresh that fails keeps the preview and says so', async () => {
    await page.route('**/api/faust/preview/**', (route) =>
      route.fulfill({ status: 502, body: '{"error":"bad_gateway"}' }),
    );
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(
      'The preview could not be refreshed. Please try again.',
    );
    await expect(page.getByRole('heading', { name: 'Official SDKs', exact: true })).toBeVisible();
    await page.unroute('**/api/faust/preview/**');
  });

  await test.step('a session that ends by itself is told, here and on the login page', async () => {
    // WordPress stops accepting the token and the token route refuses the refresh cookie.
    const refuse = (route: import('@playwright/test').Route) =>
      route.fulfill({ status: 401, body: '{"error":"unauthorized"}' });
    await page.route('**/api/faust/preview/**', refuse);
    await page.route('**/api/faust/auth/token/**', refuse);
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await page.waitForURL(/\/login\/\?redirect_uri=/);
    await expect(toasts(page).getByRole('status')).toHaveText(
      'Your session has expired. Please log in again.',
    );
    await page.unrouteAll();
    await logIn(page);
    // Back to the preview page WordPress's link was rewritten to.
    await page.waitForURL(
      (url) => url.pathname === '/preview/' && url.searchParams.get('p') === '144',
    );
    await expect(toasts(page).getByRole('status')).toHaveText('You are logged in.');
  });

  const refreshToken =
    (await context.cookies(`${base}/api/faust/auth/token/`)).find((c) => c.name === 'lavanda_rt')
      ?.value ?? '';

  await test.step('logging out ends the session: the next preview asks for a login', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You have logged out.')).toBeVisible();
    await page.goto(`${base}${DRAFT}`);
    await page.waitForURL(/\/login\/\?redirect_uri=/);
  });

  await test.step('no secret or token in the build, the pages or their data', async () => {
    const secrets: Record<string, string> = {
      FAUST_SECRET_KEY: secret,
      'refresh token': decodeURIComponent(refreshToken),
      ...Object.fromEntries(issued.tokens.map((token, i) => [`access token ${i + 1}`, token])),
    };
    expect(issued.tokens.length).toBeGreaterThan(1);
    expect(refreshToken).not.toBe('');
    expect(scanFolder(path.join(site?.distDir ?? '', 'static'), secrets)).toEqual([]);
    expect(scanFolder(path.join(root, '.next', 'static'), secrets)).toEqual([]);
    const buildId = (await (await fetch(`${base}${DRAFT}`)).text()).match(
      /"buildId":"([^"]+)"/,
    )?.[1];
    const addresses = [
      DRAFT,
      EDITED,
      '/login/',
      '/',
      '/news/product-updates/public-api-v2-generally-available/',
      // Without preview=true, which withFaust redirects to the HTML page.
      `/_next/data/${buildId}/en-US/preview.json?p=290`,
      `/_next/data/${buildId}/en-US/login.json`,
    ];
    for (const address of addresses) {
      const response = await fetch(`${base}${address}`);
      expect(leaks(await response.text(), secrets), address).toEqual([]);
    }
  });
});

test('a preview link without p says what it needs, per request and never stored', async () => {
  const response = await fetch(`${site?.url}/preview/?preview=true`);
  expect(response.status).toBe(400);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(await response.text()).toContain(
    'usePreviewNode() requires the &quot;p&quot; and &quot;preview&quot; URL query parameters i.e. ?p=123&amp;preview=true',
  );
});

test('public pages load none of the editor code (login, tokens, previews)', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(`${site?.url}/news/product-updates/public-api-v2-generally-available/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body).not.toContain('auth/token/');
    expect(body).not.toContain('auth/login/');
  }
});

test('the login form’s errors are announced and pass axe', async ({ page }) => {
  await page.goto(`${site?.url}/de-DE/login/`);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // Next's route announcer is an alert region too.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie die markierten Felder.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Benutzername oder E-Mail-Adresse')).toBeFocused();
  // The site's refusal is toasted as an alert, and stays written by the form.
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(editor.login);
  await page.getByLabel('Passwort').fill('not-the-password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const refused = 'Benutzername oder E-Mail-Adresse und Passwort passen zu keinem Konto.';
  await expect(
    page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('alert'),
  ).toHaveText(refused);
  await expect(page.getByText(refused)).toHaveCount(2);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
