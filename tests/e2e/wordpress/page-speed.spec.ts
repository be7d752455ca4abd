import { expect, test } from '../support/fixtures';
import {
  DENSITIES,
  SCREENS,
  highPriorityImagePreloads,
  imageAddresses,
  leadImage,
  neededCandidate,
  openAt,
  statusWithoutRedirect,
} from '../support/page-speed';

// The real WordPress (../shared/wordpress-live): theme unit test posts with featured images.
const FEATURED_POST = '/template-featured-image-horizontal/';

test.describe('the real WordPress: the largest paint first', () => {
  test('every image address of a post and a page with blocks answers 200, with no redirect', async ({
    page,
    request,
  }) => {
    for (const path of [FEATURED_POST, '/flexible-layout-test/']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const addresses = await imageAddresses(page);
      expect(
        addresses.some((address) => address.startsWith('/_next/image/?')),
        path,
      ).toBe(true);
      for (const address of addresses) {
        const { status, type } = await statusWithoutRedirect(request, address);
        expect(status, `${path}: ${address}`).toBe(200);
        expect(type, address).toMatch(/^image\//);
      }
    }
  });

  test('the featured image is the one image preloaded at high priority; listings preload none', async ({
    page,
  }) => {
    await page.goto(FEATURED_POST);
    const lead = page.locator('main img[fetchpriority="high"]');
    await expect(lead).toHaveCount(1);
    await expect(lead).toHaveAttribute('alt', 'Horizontal Featured Image');
    expect(await highPriorityImagePreloads(page)).toEqual([await lead.getAttribute('srcset')]);
    for (const path of ['/category/markup/', '/search/markup/']) {
      await page.goto(path);
      expect(await highPriorityImagePreloads(page), path).toEqual([]);
    }
  });

  for (const screen of SCREENS) {
    test(`the featured image downloads no larger than its slot: ${screen.name}`, async ({
      browser,
      baseURL,
    }) => {
      for (const density of DENSITIES) {
        const { context, page } = await openAt(browser, baseURL, {
          viewport: screen.viewport,
          deviceScaleFactor: density,
        });
        await page.goto(FEATURED_POST);
        const image = await leadImage(page);
        expect(image).not.toBeNull();
        if (image) {
          expect(image.chosen, `slot ${image.slot}px at ${density}x`).toBeLessThanOrEqual(
            neededCandidate(image, density),
          );
        }
        await context.close();
      }
    });
  }

  test('the body face alone is preloaded and answers 200', async ({ page, request }) => {
    await page.goto(FEATURED_POST);
    const hrefs = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/barlow-latin-400-normal\.[\w-]+\.woff2$/);
    for (const href of hrefs) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  });
});
