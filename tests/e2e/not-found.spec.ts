import { expect, test } from './support/fixtures';

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(
    page.getByText('We are sorry but the page you were looking for was not found.'),
  ).toBeVisible();
  await expect(page.getByText('404 · Not Found')).toBeVisible();
});

test('the 404 page asks for no page data once loaded (nothing else for the console to report)', async ({
  page,
}) => {
  const data: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/')) data.push(request.url());
  });
  await page.goto('/no-such-page/');
  await expect.poll(() => page.evaluate(() => 'next' in window)).toBe(true);
  await page.waitForLoadState('networkidle');
  // With a proxy, Next's client checked its matchers without their conditions, took every path
  // for one the proxy might rewrite, and fetched the unknown page's data: a second 404 logged.
  expect(data).toEqual([]);
});

test('odd paths are safe to request: 404, never 500', async ({ request }) => {
  for (const path of [
    '/%00/',
    '/..%2F..%2Fetc%2Fpasswd/',
    `/${'x'.repeat(1500)}/`,
    '/%E0%A4%A/',
    '/<script>alert(1)</script>/',
    '/tag/no-such-tag/',
    '/author/nobody/',
    '/wp-admin/',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([400, 404], path).toContain(response.status());
  }
});
