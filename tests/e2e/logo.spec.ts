import { expect, test } from './support/fixtures';

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The demo's logo is a 240x60 wordmark, dark on transparency (its WordPress site logo). */
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
        for (const logo of [page.getByRole('banner').getByRole('img').first(), footerLogo]) {
          await expect
            .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          const { natural, box } = await logo.evaluate((img: HTMLImageElement) => {
            const style = getComputedStyle(img);
            return {
              natural: img.naturalWidth / img.naturalHeight,
              // The content box: the plate's padding is around it.
              box:
                (img.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) /
                (img.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)),
            };
          });
          expect(Math.abs(box / natural - 1)).toBeLessThan(0.02);
        }
        const footerHeight = await footerLogo.evaluate((img: HTMLImageElement) => {
          const style = getComputedStyle(img);
          return img.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        });
        expect(footerHeight).toBe(60);
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
