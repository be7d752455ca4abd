import { expect, test } from './support/fixtures';

/** The @font-face rules of the page's own stylesheets: family, weight, style and file. */
async function fontFaces(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
          weight: rule.style.getPropertyValue('font-weight'),
          style: rule.style.getPropertyValue('font-style'),
          src: rule.style.getPropertyValue('src'),
          range: rule.style.getPropertyValue('unicode-range'),
        })),
    ),
  );
}

test.describe('fonts', () => {
  test('the stylesheet names only the Barlow weights the site uses, latin and latin-ext, woff2', async ({
    page,
  }) => {
    await page.goto('/news/company/lavanda-turns-five/');
    const barlow = (await fontFaces(page)).filter((face) => face.family === 'Barlow');
    const names = barlow.map((face) => `${face.weight} ${face.style}`);
    expect([...new Set(names)].sort()).toEqual([
      '400 italic',
      '400 normal',
      '500 normal',
      '600 normal',
      '700 normal',
    ]);
    for (const face of barlow) {
      expect(face.src).toMatch(/barlow-latin(-ext)?-\d00-(normal|italic)\.[\w-]+\.woff2/);
      expect(face.src).not.toMatch(/\.woff"|\.woff\)|vietnamese/);
      expect(face.range).not.toBe('');
    }
    expect(barlow).toHaveLength(10);
  });

  test('the body face alone is preloaded, from the address the stylesheet names, and answers 200', async ({
    page,
    request,
  }) => {
    const fonts: string[] = [];
    page.on('requestfinished', (finished) => {
      if (finished.resourceType() === 'font') fonts.push(new URL(finished.url()).pathname);
    });
    await page.goto('/');
    const preloads = page.locator('head link[rel="preload"][as="font"]');
    // One preload: the others would take the lead image's bandwidth (theme/font-preload.ts).
    await expect(preloads).toHaveCount(1);
    const faces = await fontFaces(page);
    const hrefs: string[] = [];
    for (const [index, weight] of ['400'].entries()) {
      const preload = preloads.nth(index);
      await expect(preload).toHaveAttribute('crossorigin', 'anonymous');
      await expect(preload).toHaveAttribute('type', 'font/woff2');
      const href = (await preload.getAttribute('href')) ?? '';
      expect(href).toMatch(
        new RegExp(`^/_next/static/media/barlow-latin-${weight}-normal\\.[\\w-]+\\.woff2$`),
      );
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('font/woff2');
      // The stylesheet names the file relative to itself (../media/…): the same hashed name.
      const file = href.split('/').pop() ?? '';
      expect(faces.some((face) => face.src.includes(file) && face.weight === weight)).toBe(true);
      hrefs.push(href);
    }
    // The preloads are the files the page then uses: each fetched once, no other face needed.
    await page.waitForLoadState('networkidle');
    for (const href of hrefs) expect(fonts.filter((path) => path === href)).toHaveLength(1);
    expect(fonts.every((path) => /barlow-latin-\d00-normal/.test(path))).toBe(true);
  });
});
