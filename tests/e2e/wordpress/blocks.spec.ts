import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { RunningSetUp } from '../support/wordpress-matrix';

/**
 * WordPress's official block test data (tests/e2e/support/wordpress-matrix.ts, BLOCK_TEST_DATA),
 * one post per core block, as a visitor sees it: laid out and styled as WordPress draws its
 * blocks (their own stylesheets, the presets and layouts), by geometry and computed style, on a
 * desktop and on a phone (issue 29).
 */
const setUp = (JSON.parse(process.env.E2E_MATRIX ?? '[]') as RunningSetUp[]).find(
  (running) => running.content,
);

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(browser: Browser, path: string, viewport = DESKTOP) {
  expect(setUp, 'global-setup starts the block test data set-up').toBeDefined();
  const context = await browser.newContext({ viewport, baseURL: setUp?.siteUrl });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // Nothing the content asks for is refused by the page's policy (CSP).
  const close = async () => {
    expect(violations, path).toEqual([]);
    await context.close();
  };
  return { page, violations, close };
}

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  expect(rect, String(locator)).not.toBeNull();
  return rect!;
};

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The post's body: the one element holding WordPress's content. */
const body = (page: Page) => page.locator('article [data-body]').first();

test.describe('blocks as WordPress draws them', () => {
  test('columns stand side by side on a desktop and stack on a phone, unless told not to', async ({
    browser,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, violations, close } = await open(browser, '/columns/', viewport);
      const pair = body(page).locator('.wp-block-columns').nth(1).locator('> .wp-block-column');
      await expect(pair).toHaveCount(2);
      const [first, second] = [await box(pair.nth(0)), await box(pair.nth(1))];
      if (viewport === DESKTOP) {
        expect(second.x).toBeGreaterThan(first.x + first.width - 1);
        expect(second.y).toBe(first.y);
        expect(first.width).toBeCloseTo(second.width, 0);
      } else {
        expect(second.x).toBe(first.x);
        expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      }
      // The block's background colour preset (has-pale-cyan-blue-background-color).
      expect(await style(pair.nth(0), 'background-color')).toBe('rgb(142, 209, 252)');
      const notStacked = body(page).locator('.wp-block-columns.is-not-stacked-on-mobile').first();
      const kept = notStacked.locator('> .wp-block-column');
      expect((await box(kept.nth(1))).x).toBeGreaterThan((await box(kept.nth(0))).x);
      expect(violations).toEqual([]);
      await close();
    }
  });

  test('a cover shows its text over its dimmed image', async ({ browser }) => {
    const { page, close } = await open(browser, '/cover/');
    const cover = body(page).locator('.wp-block-cover').first();
    const [image, overlay, text] = [
      await box(cover.locator('.wp-block-cover__image-background')),
      await box(cover.locator('.wp-block-cover__background')),
      await box(cover.locator('.wp-block-cover__inner-container p').first()),
    ];
    expect(overlay).toEqual(image);
    expect(text.y).toBeGreaterThan(image.y);
    expect(text.y + text.height).toBeLessThan(image.y + image.height);
    expect(Number(await style(cover.locator('.wp-block-cover__background'), 'opacity'))).toBe(0.5);
    expect(Number.parseFloat(await style(cover, 'min-height'))).toBeGreaterThanOrEqual(300);
    await close();
  });

  test('a button is filled, an outline button is outlined', async ({ browser }) => {
    const { page, close } = await open(browser, '/buttons/');
    const fill = body(page).getByText('Fill, no link', { exact: true });
    const outline = body(page).getByText('Outline, no link', { exact: true });
    expect(await style(fill, 'background-color')).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(Number.parseFloat(await style(fill, 'border-top-left-radius'))).toBeGreaterThan(0);
    expect(await style(fill, 'text-decoration-line')).toBe('none');
    expect(await style(outline, 'border-top-width')).toBe('2px');
    expect(await style(outline, 'background-color')).toBe('rgba(0, 0, 0, 0)');
    // Two buttons of one Buttons block stand in a row.
    expect((await box(outline)).y).toBeCloseTo((await box(fill)).y, 0);
    await close();
  });

  test("a spacer keeps its height; social icons show in a row; an 'open' details is open", async ({
    browser,
  }) => {
    const spacer = await open(browser, '/spacer/');
    expect((await box(body(spacer.page).locator('.wp-block-spacer').first())).height).toBe(100);
    await spacer.close();

    const social = await open(browser, '/social-icons/');
    const icons = body(social.page).locator('.wp-block-social-links').first().locator('svg');
    expect(await icons.count()).toBeGreaterThan(1);
    const [one, two] = [await box(icons.nth(0)), await box(icons.nth(1))];
    expect(one.width).toBeGreaterThan(0);
    expect(two.y).toBeCloseTo(one.y, 0);
    expect(two.x).toBeGreaterThan(one.x);
    // Icons, not a bulleted list of links.
    const item = body(social.page).locator('.wp-block-social-links').first().locator('li').first();
    expect(await style(item, 'display')).not.toBe('list-item');
    await social.close();

    const details = await open(browser, '/details/');
    await expect(body(details.page).getByText('Open by default')).toBeVisible();
    await expect(body(details.page).locator('details[open]').first()).toBeVisible();
    await expect(
      body(details.page).locator('details[open] .wp-block-paragraph').first(),
    ).toBeVisible();
    await details.close();
  });

  test('media & text side by side on a desktop, stacked on a phone', async ({ browser }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, close } = await open(browser, '/media-text/', viewport);
      const block = body(page).locator('.wp-block-media-text').first();
      const media = await box(block.locator('.wp-block-media-text__media'));
      const content = await box(block.locator('.wp-block-media-text__content'));
      if (viewport === DESKTOP) {
        expect(content.x).toBeGreaterThanOrEqual(media.x + media.width - 1);
      } else {
        expect(content.y).toBeGreaterThanOrEqual(media.y + media.height - 1);
      }
      await close();
    }
  });

  test('a gallery lays its images out in rows', async ({ browser }) => {
    const { page, close } = await open(browser, '/gallery/');
    const images = body(page).locator('.wp-block-gallery').first().locator('img');
    const [one, two] = [await box(images.nth(0)), await box(images.nth(1))];
    expect(two.y).toBeCloseTo(one.y, 0);
    expect(two.x).toBeGreaterThan(one.x + one.width - 1);
    await close();
  });

  test('images float beside text, go wide and full width on a desktop, and stack on a phone', async ({
    browser,
  }) => {
    const desktop = await open(browser, '/image/');
    const column = await box(body(desktop.page));
    const left = body(desktop.page).locator('figure.alignleft').first();
    expect(await style(left, 'float')).toBe('left');
    expect((await box(left)).width).toBeLessThan(column.width / 2 + 1);
    const wide = await box(body(desktop.page).locator('figure.alignwide').first());
    expect(wide.width).toBeGreaterThan(column.width);
    expect(wide.width).toBeLessThan(DESKTOP.width);
    const full = await box(body(desktop.page).locator('figure.alignfull').first());
    expect(full.x).toBe(0);
    expect(full.width).toBe(DESKTOP.width);
    await desktop.close();

    const phone = await open(browser, '/image/', PHONE);
    expect(await style(body(phone.page).locator('figure.alignleft').first(), 'float')).toBe('none');
    await phone.close();
  });

  test('a striped table has its stripes; a video is as wide as the column', async ({ browser }) => {
    const table = await open(browser, '/table/');
    const striped = body(table.page).locator('.wp-block-table.is-style-stripes tbody tr');
    expect(await style(striped.nth(0), 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await style(striped.nth(1), 'background-color')).toBe('rgba(0, 0, 0, 0)');
    await table.close();

    const video = await open(browser, '/video/');
    const column = await body(video.page).evaluate((element) => {
      const { paddingLeft, paddingRight } = getComputedStyle(element);
      return element.clientWidth - Number.parseFloat(paddingLeft) - Number.parseFloat(paddingRight);
    });
    const player = await box(body(video.page).locator('.wp-block-video video').first());
    expect(player.width).toBeCloseTo(column, 0);
    await video.close();
  });

  test('a pull quote is larger text between two rules, without the quotation bar', async ({
    browser,
  }) => {
    const { page, close } = await open(browser, '/pullquote/');
    const pullquote = body(page).locator('.wp-block-pullquote').first();
    const quote = pullquote.locator('blockquote');
    expect(await style(quote, 'border-left-width')).toBe('0px');
    expect(await style(pullquote, 'border-top-width')).toBe('4px');
    const size = async (locator: Locator) => parseFloat(await style(locator, 'font-size'));
    expect(await size(quote.locator('p').first())).toBeGreaterThan(
      1.4 * (await size(body(page).locator('> p').first())),
    );
    await close();
  });

  test("a block's own layout and link colour hold: stacks, widths, colours WordPress generated", async ({
    browser,
  }) => {
    // A Row 100 px high whose paragraphs sit at its bottom (vertical alignment: bottom).
    const row = await open(browser, '/row/');
    const aligned = body(row.page).getByText('Align bottom.', { exact: true });
    const [text, frame] = [await box(aligned), await box(aligned.locator('..'))];
    expect(frame.height).toBeGreaterThanOrEqual(100);
    expect(frame.y + frame.height - (text.y + text.height)).toBeLessThan(frame.height / 4);
    await row.close();

    // A Group with a content width of 200 px, justified left (WordPress names the class after
    // the layout: contentSize 200px, justifyContent left).
    const group = await open(browser, '/group/');
    const narrow = body(group.page)
      .locator('.wp-block-group.wp-container-core-group-is-layout-81c2fcf1:not(.alignwide)')
      .first();
    const inner = await box(narrow.locator('> p').first());
    expect(inner.width).toBeLessThanOrEqual(200);
    expect(inner.x).toBeCloseTo((await box(narrow)).x, 0);
    await group.close();

    // A paragraph in orange whose links are green-cyan (the block's own link colour).
    const paragraph = await open(browser, '/paragraph/');
    const link = body(paragraph.page).getByRole('link', { name: 'with a link' }).first();
    expect(await style(link, 'color')).toBe('rgb(0, 208, 132)');
    await paragraph.close();
  });

  test("the theme's presets come from WordPress through the project's plugin", async ({
    browser,
  }) => {
    const { page, close } = await open(browser, '/columns/');
    const presets = page.locator('link[rel="stylesheet"][href^="/api/block-presets/?v="]');
    await expect(presets).toHaveCount(1);
    // Twenty Twenty-Five's own colour, which the site's defaults do not have.
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--wp--preset--color--accent-1'),
    );
    expect(accent.trim().toUpperCase()).toBe('#FFEE58');
    const sheet = await page.request.get((await presets.getAttribute('href'))!);
    expect(sheet.headers()['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await close();
  });

  test('block pages load only their blocks’ sheets, and pass axe', async ({ browser }) => {
    const { page, close } = await open(browser, '/columns/');
    const sheets = await page
      .locator('link[rel="stylesheet"][href^="/wp-block-styles/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop()));
    const names = sheets.map((name) => name?.replace(/\.[0-9a-f]{10}\.css$/, ''));
    expect(names).toEqual(expect.arrayContaining(['common', 'site', 'columns', 'paragraph']));
    expect(names).not.toContain('cover');
    const sheet = await page.request.get(`/wp-block-styles/${sheets[0]}`);
    expect(sheet.headers()['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await close();
  });
});
