import type { Page, Route } from '@playwright/test';
import { WORDPRESS_LIVE_ADMIN } from '../support/wordpress-live';
import { expect, test, watchPageErrors } from '../support/fixtures';

/**
 * The editor's toasts on the real WordPress: a refused and an accepted sign-in, a copied public
 * link, a refresh that fails and a session that ends by itself (the last two with the site's
 * routes answering as a broken network and a revoked session would).
 */
const DRAFT = '/preview/?p=1164&preview=true&typeName=Post';
/** WordPress's own preview link for published post 1011, which has a newer autosave. */
const EDITED = '/template-featured-image-horizontal/?preview=true&p=1011&typeName=Post';
const PUBLIC_PATH = '/template-featured-image-horizontal/';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function logIn(page: Page, password: string) {
  await page.getByLabel('Username or email').fill(WORDPRESS_LIVE_ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an editor is told in toasts: sign-in, copied link, failed refresh, expired session', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  // The token route's designed 401s, and the failures this journey makes on purpose.
  const unexpected = () =>
    errors.filter((error) => !/^Failed to load resource: .* status of (401|502)\b/.test(error));

  await test.step('a refused sign-in is toasted as an alert and stays by the form', async () => {
    await page.goto(DRAFT);
    await page.waitForURL(/\/login\/\?redirect_uri=/);
    await logIn(page, 'not-the-password');
    const refused = 'The username or email and password do not match an account.';
    await expect(toasts(page).getByRole('alert')).toHaveText(refused);
    await expect(page.getByText(refused)).toHaveCount(2);
  });

  await test.step('an accepted sign-in is toasted on the preview it returns to', async () => {
    await logIn(page, WORDPRESS_LIVE_ADMIN.password);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === DRAFT);
    await expect(toasts(page).getByRole('status')).toHaveText('You are logged in.');
    await expect(toasts(page).getByRole('alert')).toHaveCount(0);
    // A draft has no public address to copy.
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  });

  await test.step('a published post’s public link is copied, and the toast closes after 5 s', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(EDITED);
    await expect(page.getByText('Autosave-only paragraph.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toasts(page).getByRole('status')).toHaveText('Link copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}${PUBLIC_PATH}`);
    expect((await fetch(copied)).status).toBe(200);
    await expect(toasts(page).getByRole('status')).toHaveCount(0, { timeout: 7000 });
  });

  await test.step('a failed refresh keeps the preview and is toasted as an alert', async () => {
    await page.route('**/api/faust/preview/**', (route) =>
      route.fulfill({ status: 502, body: '{"error":"bad_gateway"}' }),
    );
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(
      'The preview could not be refreshed. Please try again.',
    );
    await expect(page.getByText('Autosave-only paragraph.')).toBeVisible();
    await page.unrouteAll();
  });

  await test.step('a session that ends by itself is told, then again on the login page', async () => {
    const refuse = (route: Route) =>
      route.fulfill({ status: 401, body: '{"error":"unauthorized"}' });
    await page.route('**/api/faust/preview/**', refuse);
    await page.route('**/api/faust/auth/token/**', refuse);
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await page.waitForURL(/\/login\/\?redirect_uri=/);
    await expect(toasts(page).getByRole('status')).toHaveText(
      'Your session has expired. Please log in again.',
    );
    await page.unrouteAll();
  });

  expect(unexpected()).toEqual([]);
});
