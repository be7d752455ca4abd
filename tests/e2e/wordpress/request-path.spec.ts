import { expect, test } from '../support/fixtures';
import { directiveOf, effectivePolicy, foreignContentViolations } from '../support/page-policy';

/**
 * The real WordPress, with no proxy: a page's Content-Security-Policy is the header rule this
 * server wrote at start for its WordPress (lib/next/served-header-rules.ts); other methods are
 * refused by Next on stored pages and by the page itself on those rendered per request;
 * WordPress's paginated addresses are answered by the listing route.
 */
test.describe('the real WordPress: what a page carries with no proxy', () => {
  test("a stored page's policy names this server's WordPress and blocks everything foreign", async ({
    page,
    baseURL,
  }) => {
    const wordpress = new URL(process.env.E2E_WORDPRESS_BACKEND_URL!).origin;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/about/page-image-alignment/', '/category/block/', '/login/']) {
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status(), path).toBe(200);
      const policies = await effectivePolicy(response);
      expect(directiveOf(policies, 'img-src'), path).toEqual([expect.stringContaining(wordpress)]);
      expect(directiveOf(policies, 'script-src'), path).toEqual([
        expect.stringMatching(/^'self' 'sha256-/),
      ]);
      expect(policies, path).toHaveLength(1);
      expect(directiveOf(policies, 'frame-ancestors'), path).toHaveLength(1);
    }
    await page.goto(`${baseURL}/about/page-image-alignment/`);
    const image = page.locator('article img').first();
    await image.scrollIntoViewIfNeeded();
    // Straight from WordPress's uploads: allowed by the policy's img-src, as this server wrote it.
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^${wordpress}/wp-content/`));
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(await foreignContentViolations(page)).toEqual([
      'img-src https://foreign.example/pixel.png',
      'script-src-elem https://foreign.example/evil.js',
      'script-src-elem inline',
    ]);
  });

  test('a stored page refuses other methods than GET and HEAD, as a rendered one does', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/', '/about/', '/search/template/', '/category/block/?q=2']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const response = await request.fetch(`${baseURL}${path}`, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
      }
    }
  });

  test("WordPress's paginated addresses still reach the listing page", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`${baseURL}/category/block/page/2/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/category\/block\/\?q=/);
  });
});
