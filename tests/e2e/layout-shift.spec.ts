import { expect, test } from './support/fixtures';
import { SCREENS, layoutShiftsAfterVisit, openAt, watchLayoutShifts } from './support/page-speed';

/** Home, a post, a page with blocks (images, an embed, a video), a category, a search, the 404. */
/**
 * Issue 11 wants CLS 0, which `npm run bench:site` reports. What this spec holds every build to:
 * no image, embed or video moves anything (each reserves its box), and nothing else moves more
 * than a late web font can (Barlow arriving after the first paint under load rewraps a line of
 * the header by a few pixels: measured up to 0.008 on this machine, 0 when it is idle).
 */
const FONT_SWAP_TOLERANCE = 0.01;
const MEDIA = /^(img|iframe|video|picture)\b/;
const PAGES = [
  '/',
  '/news/company/lavanda-turns-five/',
  '/products/',
  '/category/news/',
  '/search/workflow/',
  '/no-such-page/at-all/',
];

test.describe('nothing moves as a page loads (CLS 0)', () => {
  for (const screen of SCREENS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${screen.name}, ${colorScheme}`, async ({ browser, baseURL }) => {
        const { context, page } = await openAt(browser, baseURL, {
          viewport: screen.viewport,
          colorScheme,
        });
        await watchLayoutShifts(page);
        for (const path of PAGES) {
          await page.goto(path);
          const shifts = await layoutShiftsAfterVisit(page);
          const media = shifts.flatMap((shift) => shift.sources).filter((s) => MEDIA.test(s));
          expect(media, path).toEqual([]);
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(
            FONT_SWAP_TOLERANCE,
          );
        }
        await context.close();
      });
    }
  }
});

test("a phone's hero calls to action stand one under the other, so no font can rewrap them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The row of links the home's PageHero ends with (CSS Modules' class names are hashed).
  const boxes = await page
    .locator('section[data-block="PageHero"]')
    .first()
    .evaluate((hero) => {
      const row = [...hero.querySelectorAll('div')].find(
        (div) => div.children.length > 1 && [...div.children].every((c) => c.tagName === 'A'),
      );
      return row ? [...row.children].map((link) => link.getBoundingClientRect().toJSON()) : [];
    });
  expect(boxes).toHaveLength(2);
  const [first, second] = boxes as [DOMRect, DOMRect];
  expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  expect(second.left).toBe(first.left);
  expect(second.width).toBe(first.width);
});

test("a slow phone's first frame shows the whole page, so its footer cannot grow upwards", async ({
  browser,
  baseURL,
}) => {
  // A short page pins the footer to the viewport's bottom: painted while its HTML was half
  // parsed, the footer grew upwards as the rest arrived (CLS 0.11 to 0.2 on a throttled CPU).
  for (let visit = 0; visit < 5; visit++) {
    const { context, page } = await openAt(browser, baseURL, SCREENS[0]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen = window as unknown as { __firstFrame?: { footer: boolean; end: boolean } };
      requestAnimationFrame(() => {
        const footer = document.querySelector('footer');
        // An element after the footer: the parser is past the footer's end.
        seen.__firstFrame = { footer: Boolean(footer), end: Boolean(footer?.nextElementSibling) };
      });
    });
    await page.goto('/no-such-page/at-all/');
    const firstFrame = await page.evaluate(
      () => (window as unknown as { __firstFrame?: unknown }).__firstFrame,
    );
    expect(firstFrame, `visit ${visit + 1}`).toEqual({ footer: true, end: true });
    await context.close();
  }
});
