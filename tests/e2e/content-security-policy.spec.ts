import { expect, test, watchPageErrors } from './support/fixtures';
import { directiveOf, effectivePolicy, foreignContentViolations } from './support/page-policy';

/**
 * Every kind of page under its Content-Security-Policy (a header, scripts allowed by hash, on
 * stored pages and pages rendered per request alike), in both colour modes: no violation
 * is reported, and the scripts the page needs did run (the colour mode was applied before paint,
 * React took over the page).
 */
const PAGES = [
  '/',
  '/news/company/lavanda-turns-five/',
  '/products/',
  '/about/',
  '/category/news/',
  '/category/news/?q=2',
  '/search/lavanda/',
  '/no-such-page/',
  '/products/legacy-sync/',
  '/login/',
  '/de-DE/about/',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no CSP violation on any kind of page (${colorScheme})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    for (const path of PAGES) {
      const response = await page.goto(`${baseURL}${path}`);
      const policies = await effectivePolicy(response);
      expect(directiveOf(policies, 'script-src'), path).toEqual([
        expect.stringMatching(/^'self' /),
      ]);
      expect(directiveOf(policies, 'frame-ancestors'), path).not.toEqual([]);
      // React hydrated: Next's router is there, and next-themes' inline script set the mode.
      await expect
        .poll(() => page.evaluate(() => 'next' in window && 'router' in (window.next as object)))
        .toBe(true);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await context.close();
  });
}

test('stored and rendered pages block foreign scripts and images, by hash, with no proxy', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/news/company/lavanda-turns-five/', '/no-such-page/', '/search/lavanda/']) {
    const response = await page.goto(`${baseURL}${path}`);
    expect(await foreignContentViolations(page), path).toEqual([
      'img-src https://foreign.example/pixel.png',
      'script-src-elem https://foreign.example/evil.js',
      'script-src-elem inline',
    ]);
    // The whole policy is the header the server wrote into the build's rules, by hash, the same
    // for a stored page and one rendered per request (search), and nothing of it is in the page
    // (as a <meta> it cost the home page about 0.3 s of LCP in Lighthouse).
    const policies = await effectivePolicy(response);
    expect(policies, path).toHaveLength(1);
    expect(directiveOf(policies, 'script-src'), path).toEqual([
      expect.stringMatching(/^'self' 'sha256-[^']+'( 'sha256-[^']+')+$/),
    ]);
    expect(directiveOf(policies, 'frame-ancestors'), path).toEqual(["'self'"]);
  }
});
