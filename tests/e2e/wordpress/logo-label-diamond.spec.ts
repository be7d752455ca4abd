import { expect, test } from '../support/fixtures';
import { contentBox, expectOwnProportions, expectWholeDiamond } from '../support/shapes';

// The real WordPress (../shared/wordpress-live): /%postname%/ permalinks, a JPEG site logo
// (1200x800) and a flexible page whose DiamondDuplex image is 1200x800.
test.describe('the real WordPress: category label, logo and diamond', () => {
  test('a post without a category in its path is labelled uncategorized in each language', async ({
    page,
  }) => {
    const labels = { '': 'UNCATEGORIZED', '/de-DE': 'OHNE KATEGORIE', '/fr-FR': 'NON CLASSÉ' };
    for (const [prefix, label] of Object.entries(labels)) {
      expect((await page.goto(`${prefix}/markup-html-tags-and-formatting/`))?.status()).toBe(200);
      await expect(page.locator('article').first().getByText(label, { exact: true })).toBeVisible();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode`, () => {
      test.use({ colorScheme, viewport: { width: 390, height: 900 } });

      test('the site logo keeps its proportions, 60 px high in the footer', async ({ page }) => {
        await page.goto('/');
        const footerLogo = page.getByRole('contentinfo').getByRole('img').first();
        await footerLogo.scrollIntoViewIfNeeded();
        await expectOwnProportions(page.getByRole('banner').getByRole('img').first(), 'header');
        await expectOwnProportions(footerLogo, 'footer');
        expect((await contentBox(footerLogo)).height).toBe(60);
      });
    });
  }

  test('a DiamondDuplex with a 3:2 image is a whole diamond', async ({ page }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await page.goto('/flexible-layout-test/'))?.status()).toBe(200);
      await expectWholeDiamond(page.locator('[data-block="DiamondDuplex"]'), `${width}px`);
    }
  });
});
