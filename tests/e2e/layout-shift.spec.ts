import { expect, test } from './support/fixtures';
import { SCREENS, layoutShiftsAfterVisit, openAt, watchLayoutShifts } from './support/page-speed';

/** Home, a post, a page with blocks (images, an embed, a video), a category, a search, the 404. */
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
          expect(shifts, path).toEqual([]);
        }
        await context.close();
      });
    }
  }
});
