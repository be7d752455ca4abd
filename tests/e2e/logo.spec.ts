import { expect, test } from './support/fixtures';
import { contentBox, expectOwnProportions } from './support/shapes';

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The demo's logo is a 720x180 wordmark, dark on transparency (its WordPress site logo). */
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1440, 390]) {
    test.describe(`the logo, ${colorScheme} mode, ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: 900 } });

      test('keeps its proportions in header and footer, 60 px high in the footer', async ({
        page,
      }) => {
        await page.goto('/about/');
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        const footerLogo = page.getByRole('contentinfo').getByRole('img').first();
        await footerLogo.scrollIntoViewIfNeeded();
        await expectOwnProportions(page.getByRole('banner').getByRole('img').first(), 'header');
        await expectOwnProportions(footerLogo, 'footer');
        expect(await contentBox(footerLogo)).toEqual({ width: 240, height: 60 });
      });

      test("is sharp on a phone's screen: at least two pixels of its own per CSS pixel", async ({
        page,
      }) => {
        await page.goto('/no-such-page/');
        for (const logo of [
          page.getByRole('banner').getByRole('img').first(),
          page.getByRole('contentinfo').getByRole('img').first(),
        ]) {
          await logo.scrollIntoViewIfNeeded();
          await expect
            .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete))
            .toBe(true);
          const { natural, shown } = await logo.evaluate((img: HTMLImageElement) => ({
            natural: img.naturalWidth,
            shown: img.getBoundingClientRect().width,
          }));
          // Lighthouse's "Serves images with low resolution" asks for the screen's density (its
          // phone's 1.75; most phones 2-3): the 240 x 60 original, shown 240 wide, failed it in
          // the 404 page's footer. The 720 x 180 one gives 2.8-3 (a little wider in dark mode).
          expect(natural / shown).toBeGreaterThanOrEqual(2);
        }
      });

      test('stands on a background it reads on', async ({ page }) => {
        await page.goto('/about/');
        const logo = page.getByRole('banner').getByRole('img').first();
        const behind = await logo.evaluate((img) => {
          // The first opaque background from the image up: the plate, or the header's.
          for (let node: Element | null = img; node; node = node.parentElement) {
            const color = getComputedStyle(node).backgroundColor;
            if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
          }
          return 'rgb(255, 255, 255)';
        });
        // The dark wordmark needs a light ground in both modes.
        expect(luminance(behind)).toBeGreaterThan(0.8);
      });
    });
  }
}
