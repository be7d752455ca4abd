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
