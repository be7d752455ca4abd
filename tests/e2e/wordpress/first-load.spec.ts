import type { Page } from '@playwright/test';
import { expect, test, watchPageErrors } from '../support/fixtures';

/**
 * What the browser runs on load, on the real WordPress: the page is whole without the code of
 * chrome that is not open (the drawer loads on the first sign of intent), the global styles come
 * from a stylesheet rather than the page's HTML, interface strings are translated without a
 * message-format library, and links navigate client-side without next/link.
 */
const POST = '/template-sticky/';

/** The scripts the page has fetched so far. */
const scriptUrls = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

test('the mobile drawer’s code loads on intent, and the drawer works', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(POST);
  await page.waitForLoadState('networkidle');
  const onLoad = await scriptUrls(page);
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.hover();
  await expect.poll(async () => (await scriptUrls(page)).length).toBeGreaterThan(onLoad.length);
  await hamburger.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: /home$/ }).first()).toHaveAttribute('href', '/');
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(hamburger).toBeFocused();
  expect(errors).toEqual([]);
});

test('the global styles arrive as a stylesheet, not as <style> in the HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get(POST)).text();
  expect(html).not.toContain('--chakra-colors-brand-400');
  await page.goto(POST);
  // The token variables, the reset and the global styles apply as before.
  const styles = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      brand: root.getPropertyValue('--chakra-colors-brand-400').trim().toUpperCase(),
      bodyMargin: getComputedStyle(document.body).margin,
      scrollPaddingTop: root.scrollPaddingTop,
    };
  });
  expect(styles).toEqual({ brand: '#F4490C', bodyMargin: '0px', scrollPaddingTop: '80px' });
});

test('strings are translated per locale, and links navigate client-side', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto(`/de-DE${POST}`);
  await expect(page.getByRole('button', { name: 'Akzeptieren' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  // A header link keeps the locale in its address and is followed without a page load.
  const home = page.getByRole('banner').getByRole('link').first();
  await expect(home).toHaveAttribute('href', '/de-DE/');
  await home.click();
  await expect(page).toHaveURL(/\/de-DE\/$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});
