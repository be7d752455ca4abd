import { expect, test } from './support/fixtures';
import { FLEXIBLE_LAYOUTS as ALL_BLOCKS } from '../support/flexible-layouts';
import { expectWholeDiamond } from './support/shapes';

/** Demo pages that together hold every layout (the reference has them on one page). */
const PAGES = [
  '/products/',
  '/contact/',
  '/about/',
  '/careers/',
  '/products/studio/',
  '/products/cloud/',
];

test.describe('pages with flexible blocks', () => {
  test('render all eleven layouts', async ({ page }) => {
    const seen = new Set<string>();
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const name of await page
        .locator('[data-block]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block') ?? ''))) {
        seen.add(name);
      }
    }
    expect([...seen].sort()).toEqual(ALL_BLOCKS);
  });

  test('show a page hero with its calls to action and product cards', async ({ page }) => {
    await page.goto('/products/');
    const hero = page.locator('[data-block="PageHero"]');
    await expect(hero.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(hero.getByRole('img')).toHaveAttribute('loading', 'eager');
    const cards = page.locator('[data-block="ProductCards"] li');
    expect(await cards.count()).toBeGreaterThan(1);
  });

  test('embed only allowed hosts, lazily and titled', async ({ page }) => {
    await page.goto('/contact/');
    const frame = page.locator('[data-block="Iframe"] iframe');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', 'Find our Ljubljana office');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(
      page
        .locator('[data-block="MarketoForm"]')
        .getByRole('heading', { name: 'Send us a message' }),
    ).toBeVisible();

    await page.goto('/products/studio/');
    const video = page.locator('[data-block="VidyardVideo"] iframe');
    await expect(video).toHaveAttribute('src', /^https:\/\/play\.vidyard\.com\/[A-Za-z0-9]+\.html/);
    await expect(video).toHaveAttribute('loading', 'lazy');
    await expect(video).toHaveAttribute('title', /.+/);
  });
});

test('the demo shows each page template', async ({ page }) => {
  const templates = {
    '/products/connect/': 'Blank',
    '/about/press/': 'PageLargeHeader',
    '/careers/': 'PageNoSeparators',
    '/about/our-story/': 'SinglePostNoSeparators',
  };
  for (const [path, template] of Object.entries(templates)) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.locator('article[data-template]').first()).toHaveAttribute(
      'data-template',
      template,
    );
  }
});

test('a DiamondDuplex shows a whole diamond although its image is wider than high', async ({
  page,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about/');
    await expectWholeDiamond(page.locator('[data-block="DiamondDuplex"]'), `${width}px`);
  }
});

test('/ shows the page with slug home', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.locator('[data-block="PageHero"]').getByRole('heading')).toHaveText(
    'Workflows your whole team understands',
  );
  await expect(page).toHaveTitle(/Lavanda/);
});
