import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PAGES = {
  home: '/',
  post: '/news/company/lavanda-turns-five/',
  category: '/category/news/',
  search: '/search/workflow/',
  'not found': '/no-such-page/at-all/',
};

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: { width: 1440, height: 900 } });

    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        await expectNoViolations(page);
      });
    }

    test('home with a mega-menu open has no violations', async ({ page }) => {
      await page.goto('/');
      const products = page.getByRole('button', { name: 'Products' });
      await products.click();
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    });

    test('home with the search overlay open has no violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open search' }).click();
      await expect(page.getByRole('search')).toBeVisible();
      await expectNoViolations(page);
    });

    test('home with the drawer open in a sub-menu has no violations', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expectNoViolations(page);
      await drawer.getByRole('button', { name: 'Products' }).click();
      await drawer.getByRole('button', { name: 'Studio' }).click();
      await expectNoViolations(page);
    });
  });
}
