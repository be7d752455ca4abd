import type { Page } from '@playwright/test';
import { expect, test, watchPageErrors } from '../support/fixtures';

/** The paths of the `/_next/data/` requests the page makes from now on (link prefetches). */
function watchDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/_next/data/'))
      paths.push(url.pathname.replace(/^.*?\/en-US/, ''));
  });
  return paths;
}

/** Lets any prefetch that is going to happen happen. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

// The real WordPress (../shared/wordpress-live): its menus link addresses that do not exist
// (/contact/, /privacy/, /tag/content/), which a prefetch on sight turned into 404s on every view.
test.describe('the real WordPress: prefetching on intent', () => {
  test('a page view without interaction fetches no link data and logs no error', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const data = watchDataRequests(page);
    for (const path of ['/', '/category/markup/', '/markup-html-tags-and-formatting/']) {
      await page.goto(path);
      await settle(page);
    }
    expect(data).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("hovering a link fetches its page's data once", async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const data = watchDataRequests(page);
    const link = page.getByRole('link', { name: 'WP 6.1 Font size scale' }).first();
    await link.hover();
    await expect.poll(() => data).toEqual(['/wp-6-1-font-size-scale.json']);
    await page.mouse.move(0, 0);
    await link.hover();
    await link.focus();
    await settle(page);
    expect(data).toEqual(['/wp-6-1-font-size-scale.json']);
  });

  test('focusing a link with the keyboard fetches its data', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const data = watchDataRequests(page);
    await page.getByRole('link', { name: 'WP 6.1 Font size scale' }).first().focus();
    await expect.poll(() => data).toEqual(['/wp-6-1-font-size-scale.json']);
  });

  test('an address that answered 404 is not fetched again', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const data = watchDataRequests(page);
    const contact = page.locator('a[href="/contact/"]:visible').first();
    await contact.hover();
    await expect.poll(() => data).toEqual(['/contact.json']);
    for (let i = 0; i < 3; i++) {
      await page.mouse.move(0, 0);
      await contact.hover();
    }
    await contact.focus();
    await settle(page);
    expect(data).toEqual(['/contact.json']);
  });

  test('after the home page, the 404 page reaches network idle at once', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const response = await page.goto('/no-such-page/at-all/');
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle', { timeout: 5_000 });
  });
});
