import { expect, test } from './support/fixtures';
import {
  DENSITIES,
  SCREENS,
  highPriorityImagePreloads,
  imageAddresses,
  leadImage,
  neededCandidate,
  openAt,
  statusWithoutRedirect,
} from './support/page-speed';

/** Demo pages whose largest paint is an image: the home's hero, a post's featured image, a page's hero. */
const LEAD_IMAGE_PAGES = ['/', '/news/company/lavanda-turns-five/', '/about/'];
/** Listings and search: no content image, so no image is fetched ahead of the others. */
const LISTING_PAGES = ['/category/news/', '/search/workflow/'];

test.describe('images: the largest paint first', () => {
  test('every image address answers 200 at once, with no redirect on the way', async ({
    page,
    request,
  }) => {
    for (const path of [...LEAD_IMAGE_PAGES, '/products/']) {
      await page.goto(path);
      const addresses = await imageAddresses(page);
      expect(
        addresses.filter((address) => address.includes('/_next/image')).length,
      ).toBeGreaterThan(0);
      for (const address of addresses) {
        const { status, type } = await statusWithoutRedirect(request, address);
        expect(status, `${path}: ${address}`).toBe(200);
        expect(type, address).toMatch(/^image\//);
      }
    }
  });

  test('the lead image is the one image preloaded at high priority; later ones wait lazily', async ({
    page,
  }) => {
    for (const path of LEAD_IMAGE_PAGES) {
      await page.goto(path);
      const lead = page.locator('main img[fetchpriority="high"]');
      await expect(lead, path).toHaveCount(1);
      await expect(lead).not.toHaveAttribute('loading', 'lazy');
      expect(await highPriorityImagePreloads(page), path).toEqual([
        await lead.getAttribute('srcset'),
      ]);
      const others = await page
        .locator('main img:not([fetchpriority="high"])')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
      expect(
        others.every((loading) => loading === 'lazy'),
        path,
      ).toBe(true);
    }
    for (const path of LISTING_PAGES) {
      await page.goto(path);
      expect(await highPriorityImagePreloads(page), path).toEqual([]);
    }
  });

  for (const screen of SCREENS) {
    for (const density of DENSITIES) {
      test(`the lead image downloads no larger than its slot: ${screen.name} at ${density}x`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await openAt(browser, baseURL, {
          viewport: screen.viewport,
          deviceScaleFactor: density,
        });
        for (const path of LEAD_IMAGE_PAGES) {
          await page.goto(path);
          const image = await leadImage(page);
          expect(image, path).not.toBeNull();
          if (!image) continue;
          expect(image.chosen, `${path}: slot ${image.slot}px at ${density}x`).toBeLessThanOrEqual(
            neededCandidate(image, density),
          );
        }
        await context.close();
      });
    }
  }
});
