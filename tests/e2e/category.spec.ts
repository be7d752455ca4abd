import { expect, test } from './support/fixtures';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test.describe('a category', () => {
  test('lists post cards with pagination whose state is the q parameter', async ({ page }) => {
    await page.goto('/category/news/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(6);
    const firstCard = cards.first();
    await expect(firstCard.getByText(/^[A-Z]{3} \d{2}, \d{4}$/)).toBeVisible();
    await expect(firstCard.getByRole('link', { name: /^More/ })).toBeVisible();
    const firstTitle = await firstCard.getByRole('heading').textContent();

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText('previous')).toHaveAttribute('aria-disabled', 'true');
    await pagination.getByRole('link', { name: 'Go to page number 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/category/news/\\?q=${encode({ offset: 1 })}$`));
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await expect(pagination.getByRole('link', { name: 'previous' })).toBeVisible();

    await pagination.getByRole('link', { name: 'first' }).click();
    await expect(page).toHaveURL(/\/category\/news\/$/);
    await expect(cards.first().getByRole('heading')).toHaveText(firstTitle ?? '');
  });

  test('renders a later page on the server for a direct visit', async ({ request }) => {
    const response = await request.get(`/category/news/?q=${encode({ offset: 2 })}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/aria-current="page"[^>]*>3</);
  });

  for (const [name, q] of [
    ['not decodable', '%%%'],
    ['negative', encode({ offset: -3 })],
    ['huge', encode({ offset: 1e300 })],
    ['not an object', encode([1, 2])],
    ['markup', '<script>alert(1)</script>'],
  ] as const) {
    test(`shows the first page for a ${name} q`, async ({ page }) => {
      const response = await page.goto(`/category/news/?q=${encodeURIComponent(q)}`);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]'),
      ).toHaveText('1');
    });
  }

  test('answers 404 past the last page; an empty category shows its empty state', async ({
    page,
    request,
  }) => {
    const past = await request.get(`/category/news/?q=${encode({ offset: 500 })}`);
    expect(past.status()).toBe(404);
    const response = await page.goto('/category/uncategorized/');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('There are no results here yet!')).toBeVisible();
  });
});
