import { expect, test } from './support/fixtures';

const DARK_BG = 'rgb(9, 9, 11)';

test.describe('cookie notice', () => {
  test('is accepted once: cookie-agreed=2 for 90 days on /, gone after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'privacy policy' })).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();

    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie-agreed');
    expect(consent?.value).toBe('2');
    expect(consent?.path).toBe('/');
    const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    await page.reload();
    await expect(page.locator('[data-cookie-notice]')).toHaveCount(0);
    // Before any JavaScript of the page runs, the script in <head> already hides it: no flash.
    // (Only the scripts are held back: the stylesheets, global styles included, load as ever.)
    await page.route('**/_next/static/chunks/**', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.reload();
    await expect(page.locator('[data-cookie-notice]')).toBeHidden();
  });
});

test.describe('colour mode', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system, and a choice survives a reload, applied before the page scripts', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('chakra-ui-color-mode'))).toBe('dark');

    await page.route('**/_next/static/chunks/**', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveCSS('background-color', DARK_BG);
  });
});

test.describe('locale switch', () => {
  test('keeps the path and the page of a paginated search', async ({ page }) => {
    await page.goto('/search/workflow/');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'next' }).click();
    await expect(page).toHaveURL(/\/search\/workflow\/\?q=/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    const query = new URL(page.url()).search;

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
    await expect(page).toHaveURL(new RegExp(`/de-DE/search/workflow/\\${query}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche: workflow');
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de-DE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(
      page.getByRole('navigation', { name: 'Seitennavigation' }).locator('[aria-current="page"]'),
    ).toHaveText('2');
  });
});

test.describe('home screenshots', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${device} ${colorScheme}`, async ({ browser, baseURL }, testInfo) => {
        const context = await browser.newContext({ viewport, colorScheme, baseURL });
        const page = await context.newPage();
        await page.goto('/');
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        const path = testInfo.outputPath(`home-${device}-${colorScheme}.png`);
        await page.screenshot({ path });
        await testInfo.attach(`home-${device}-${colorScheme}`, { path, contentType: 'image/png' });
        await context.close();
      });
    }
  }
});
