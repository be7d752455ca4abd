import { expect, test } from '../support/fixtures';

// Searching the real WordPress (../shared/wordpress-live, the theme unit test content) from the
// site: WordPress reads the words (phrases, -exclusions) and MariaDB's collation compares them
// (case and accents aside). The demo's search.spec.ts asks the same of the content service.
const titles = (page: import('@playwright/test').Page) =>
  page.locator('main article').getByRole('heading').allTextContents();

test.describe('the real WordPress: search', () => {
  test('ranks the phrase in a title first and ignores case and accents', async ({ page }) => {
    await page.goto('/search/image%20alignment/');
    // A cold WordPress answers the first data request of a run slowly.
    await expect(page.locator('main article')).toHaveCount(7, { timeout: 30_000 });
    const plain = await titles(page);
    expect(plain[0]).toBe('Markup: Image Alignment');

    await page.goto(`/search/${encodeURIComponent('IMAGÉ ALIGNMENT')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: IMAGÉ ALIGNMENT');
    await expect(page.locator('main article')).toHaveCount(7);
    expect(await titles(page)).toEqual(plain);
  });

  test('leaves out the posts holding an excluded word', async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent('alignment -image')}/`);
    await expect(page.locator('main article')).toHaveCount(3, { timeout: 30_000 });
    expect(await titles(page)).toEqual([
      'Markup: Text Alignment',
      'WP 6.1 Design category blocks',
      'Block: Quote',
    ]);
  });
});
