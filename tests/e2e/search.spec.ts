import { expect, test } from './support/fixtures';

test.describe('search', () => {
  test('lists the posts matching a term', async ({ page }) => {
    const response = await page.goto('/search/workflow/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: workflow');
    await expect(page.locator('main article')).toHaveCount(6);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'next' })
      .click();
    await expect(page).toHaveURL(/\/search\/workflow\/\?q=/);
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]'),
    ).toHaveText('2');
  });

  test('matches whatever the case and accents, and leaves out an excluded word', async ({
    page,
  }) => {
    const titles = () => page.locator('main article').getByRole('heading').allTextContents();
    await page.goto('/search/workflow/');
    await expect(page.locator('main article')).toHaveCount(6);
    const plain = await titles();
    // As MariaDB's collation compares them, Ö is O and case does not count.
    await page.goto(`/search/${encodeURIComponent('WÖRKFLOW')}/`);
    await expect(page.locator('main article')).toHaveCount(6);
    expect(await titles()).toEqual(plain);
    // Page one of 'workflow' holds a post about deploying from Git that mentions Studio.
    expect(plain).toContain('Deploying workflows from a Git repository');
    await page.goto(`/search/${encodeURIComponent('workflow -studio')}/`);
    await expect(page.locator('main article')).toHaveCount(6);
    expect(await titles()).not.toContain('Deploying workflows from a Git repository');
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/search/zyxwvut-nothing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: zyxwvut-nothing');
    await expect(page.getByText('No results found with your search')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
  });

  test('shows markup in a term as text and cuts long terms', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const term = '<img src=x onerror=alert(1)>';
    const response = await page.goto(`/search/${encodeURIComponent(term)}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search: ${term}`);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);

    const long = await page.goto(`/search/${'a'.repeat(3000)}/`);
    expect(long?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search: ${'a'.repeat(100)}`);
  });

  test('redirects the search query parameter to the search path', async ({ page }) => {
    await page.goto('/search/?search=release%20notes');
    await expect(page).toHaveURL(/\/search\/release%20notes\/$/);
  });
});
