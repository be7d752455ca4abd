import { expect, test, watchPageErrors } from '../support/fixtures';

// The real WordPress (../shared/wordpress-live) with the theme unit test content.
test.describe('the real WordPress: home and posts', () => {
  test('the home page lists the latest posts', async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'RealWP Test Site', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'WP 6.1 Font size scale' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a post shows its title and its content as WordPress renders it', async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto('/markup-html-tags-and-formatting/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
      'Markup: HTML Tags and Formatting',
    );
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { name: 'Header one' })).toBeVisible();
    await expect(article.locator('table').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
