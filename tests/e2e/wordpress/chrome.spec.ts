import { expect, test, watchPageErrors } from '../support/fixtures';

// The real WordPress (../shared/wordpress-live): the chrome around its pages.
test.describe('the real WordPress: 404 page, locales and site icon', () => {
  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(
      page.getByText('We are sorry but the page you were looking for was not found.'),
    ).toBeVisible();
    // Generated at build time: with this WordPress's chrome, not another backend's.
    await expect(page.getByRole('link', { name: 'RealWP Test Site home' }).first()).toBeVisible();
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute(
      'href',
      /\/wp-content\/uploads\//,
    );
  });

  test("the editors' login page carries this WordPress's name", async ({ page }) => {
    const response = await page.goto('/login/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/ - RealWP Test Site$/);
    await expect(page.getByText(/Lavanda/)).toHaveCount(0);
  });

  for (const { locale, skipLink, openSearch, more } of [
    {
      locale: 'de-DE',
      skipLink: 'Zum Inhalt springen',
      openSearch: 'Suche öffnen',
      more: 'Mehr: WP 6.1 Font size scale',
    },
    {
      locale: 'fr-FR',
      skipLink: 'Aller au contenu',
      openSearch: 'Ouvrir la recherche',
      more: 'Lire la suite : WP 6.1 Font size scale',
    },
  ]) {
    test(`/${locale}/ shows the home page in translated chrome`, async ({ page }) => {
      const errors = watchPageErrors(page);
      const response = await page.goto(`/${locale}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { name: 'RealWP Test Site', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: skipLink })).toBeAttached();
      await expect(page.getByRole('button', { name: openSearch })).toBeVisible();
      await expect(page.getByRole('link', { name: more, exact: true }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("every page names WordPress's site icon, and /favicon.ico leads to it", async ({
    page,
    request,
  }) => {
    const favicon = await request.get('/favicon.ico', { maxRedirects: 0 });
    expect(favicon.status()).toBe(302);
    const icon = favicon.headers()['location'] ?? '';
    expect(icon.startsWith(`${process.env.E2E_WORDPRESS_BACKEND_URL}/wp-content/uploads/`)).toBe(
      true,
    );
    const image = await request.get(icon);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    for (const path of ['/', '/markup-html-tags-and-formatting/', '/about/', '/de-DE/']) {
      await page.goto(path);
      await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', icon);
    }
  });
});
