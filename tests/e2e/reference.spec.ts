import { expect, test } from './support/fixtures';

/**
 * The same build against the reference WordPress's own export (../shared/wordpress-reference/site-export.wxr.xml). The
 * `reference` project exists only where ../shared does (playwright.config.ts).
 */

test('a post of the reference site, with its Yoast metadata', async ({ page }) => {
  const response = await page.goto('/template-sticky/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Template: Sticky');
  await expect(page.getByText('UNCATEGORIZED')).toBeVisible();
  await expect(page).toHaveTitle('Sticky post SEO title - RealWP Test Site');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Custom meta description for the sticky post.',
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'OG: Sticky post',
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'sticky post');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/template-sticky\/$/,
  );
  // Post 1178 is noindex, nofollow in Yoast.
  await page.goto('/markup-html-tags-and-formatting/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a category of the reference site, with pagination', async ({ page }) => {
  const response = await page.goto('/category/markup/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markup');
  expect(await page.locator('main article').count()).toBeGreaterThan(0);
});

test('the page with all eleven layouts', async ({ page }) => {
  const response = await page.goto('/flexible-layout-test/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flexible Layout Test');
  const blocks = await page
    .locator('[data-block]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
  expect(blocks).toEqual([
    'PageHero',
    'CustomContent',
    'DiamondDuplex',
    'Duplex',
    'Iframe',
    'MarketoForm',
    'ProductCards',
    'Single',
    'TwoColumn',
    'VidyardVideo',
    'PreFooter',
  ]);
  await expect(
    page.locator('[data-block="PageHero"]').getByRole('link', { name: 'Get started' }),
  ).toHaveAttribute('href', '/about/');
});

test('/ shows the latest posts (no page with slug home), and nested Greek paths resolve', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RealWP Test Site');
  await expect(page.locator('main article')).toHaveCount(10);
  const greek = await page.goto('/greek/επίπεδο-2/');
  expect(greek?.status()).toBe(200);
});
