import { expect, test, watchPageErrors } from '../support/fixtures';
import { FLEXIBLE_LAYOUTS as ALL_BLOCKS } from '../../support/flexible-layouts';

/**
 * Pages of the real WordPress (../shared/wordpress-live, the theme unit test content): a page
 * shows its own content as WordPress renders it, then its flexible layouts; a password-protected
 * post says that its content is protected and is kept out of search engines.
 */

test.describe('the real WordPress: pages', () => {
  test('a page shows its content under its title', async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto('/about/');
    expect(response?.status()).toBe(200);
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('About The Tests');
    await expect(
      article.getByText('This site is using the standard WordPress Theme Unit Test'),
    ).toBeVisible();
    await expect(
      article.getByRole('heading', { level: 2, name: 'WordPress Theme Development Resources' }),
    ).toBeVisible();
    await expect(
      article.getByRole('link', { name: 'the WordPress Theme Developer Handbook' }),
    ).toHaveAttribute('href', 'https://developer.wordpress.org/themes/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
    expect(errors).toEqual([]);
  });

  test('nested and Greek paths show their pages’ content', async ({ page }) => {
    const errors = watchPageErrors(page);
    const nested = await page.goto('/level-1/level-2/level-3a/');
    expect(nested?.status()).toBe(200);
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Level 3a');
    await expect(article.getByText('(lorem ipsum)')).toBeVisible();

    const greek = await page.goto('/greek/επίπεδο-2/');
    expect(greek?.status()).toBe(200);
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Επίπεδο 2 -Second Greek level',
    );
    await expect(article.getByText('Σελίδα 2ου επιπέδου – Second level page')).toBeVisible();

    const deeper = await page.goto('/greek/επίπεδο-2/επίπεδο-3/');
    expect(deeper?.status()).toBe(200);
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Επίπεδο 3');
    expect(errors).toEqual([]);
  });

  test('classic markup keeps its headings, quotes and tables', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/about/page-markup-and-formatting/');
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 1 }).first()).toHaveText(
      'Page Markup And Formatting',
    );
    for (const [level, name] of [
      [2, 'Header two'],
      [3, 'Header three'],
      [6, 'Header six'],
      [2, 'Blockquotes'],
      [2, 'Tables'],
    ] as const) {
      await expect(article.getByRole('heading', { level, name, exact: true })).toBeVisible();
    }
    await expect(article.getByText('Stay hungry. Stay foolish.')).toBeVisible();
    const table = article.locator('table').first();
    await expect(table).toBeVisible();
    await expect(table.getByRole('cell').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('aligned images keep their alignment and captions', async ({ page }) => {
    await page.goto('/about/page-image-alignment/');
    const article = page.locator('article').first();
    await expect(article.locator('img.alignleft').first()).toHaveCSS('float', 'left');
    await expect(article.locator('img.alignright').first()).toHaveCSS('float', 'right');
    await expect(article.locator('figcaption').first()).toBeVisible();
  });

  test('the flexible page shows its content, then all eleven layouts', async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto('/flexible-layout-test/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flexible Layout Test');
    const body = page.getByText('Page body (the ACF flexible layout holds the real content).');
    await expect(body).toBeVisible();
    const blocks = page.locator('[data-block]');
    const names = await blocks.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-block') ?? ''),
    );
    expect([...new Set(names)].sort()).toEqual(ALL_BLOCKS);
    // The content comes first, then the layouts.
    const bodyBox = await body.boundingBox();
    const firstBlock = await blocks.first().boundingBox();
    expect(bodyBox && firstBlock && bodyBox.y < firstBlock.y).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a password-protected post says so and is not indexed', async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto('/template-password-protected/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Template: Password Protected (the password is “enter”)',
    );
    await expect(page.getByRole('note')).toHaveText('This content is password protected.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

    await page.goto('/de-DE/template-password-protected/');
    await expect(page.getByRole('note')).toHaveText('Dieser Inhalt ist passwortgeschützt.');
    expect(errors).toEqual([]);
  });
});
