import { type RunningDevServer, startNextDev } from '../support/next-dev';
import { expect, test } from '../support/fixtures';
import type { RunningSetUp } from '../support/wordpress-matrix';

// `next dev` against a real WordPress as most developers first have it, WPGraphQL and FaustWP only
// (the plugin matrix's set-up b): the locales' home pages, a post and a page render with their
// content, and the server prints no error. next dev compiles each route on its first request,
// hence the long timeouts.
test.describe('next dev against a WordPress with WPGraphQL and FaustWP only', () => {
  test.describe.configure({ timeout: 180_000 });
  let dev: RunningDevServer;

  test.beforeAll(async () => {
    const matrix: RunningSetUp[] = JSON.parse(process.env.E2E_MATRIX ?? '[]');
    const wordpress = matrix.find((setUp) => setUp.name === 'b')?.wordpressUrl;
    if (!wordpress) throw new Error("the plugin matrix's set-up b is not running (global setup)");
    dev = await startNextDev(wordpress);
  });

  test.afterAll(async () => {
    await dev?.stop();
  });

  test('the home pages, a post and a page render with their content', async ({ page }) => {
    const open = async (path: string) => {
      const response = await page.goto(`${dev.url}${path}`, { timeout: 120_000 });
      expect(response?.status(), path).toBe(200);
    };
    const siteTitle = page.getByRole('heading', { name: 'RealWP Test Site', level: 1 });

    await open('/');
    await expect(siteTitle).toBeVisible();
    await expect(page.getByRole('link', { name: 'WP 6.1 Font size scale' }).first()).toBeVisible();

    await open('/de-DE/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(siteTitle).toBeVisible();

    await open('/fr-FR/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(siteTitle).toBeVisible();

    await open('/markup-html-tags-and-formatting/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
      'Markup: HTML Tags and Formatting',
    );
    await expect(
      page.locator('article').getByRole('heading', { name: 'Header one' }),
    ).toBeVisible();

    await open('/about/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('About The Tests');

    const output = dev.output();
    expect(output).toMatch(/GET \/ 200/);
    expect(output).not.toMatch(/error|⨯|unhandled/i);
  });
});
