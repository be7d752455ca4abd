import { expect, test } from './support/fixtures';

// The demo: links prefetch their pages on intent only (components/common/IntentLink.tsx).
test('a page view fetches no link data until the visitor shows intent', async ({ page }) => {
  const data: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_next/data/')) data.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(data).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().hover();
  await expect.poll(() => data.length).toBe(1);
});

test('after the home page, the 404 page reaches network idle within seconds', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle', { timeout: 5_000 });
});

test('/favicon.ico leads to the site icon the pages name', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="icon"]').getAttribute('href');
  const favicon = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(favicon.status()).toBe(302);
  expect(favicon.headers()['location']).toBe(href);
  expect((await request.get(href ?? '')).headers()['content-type']).toMatch(/^image\//);
});
