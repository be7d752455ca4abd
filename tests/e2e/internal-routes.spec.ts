import { expect, test } from './support/fixtures';

/**
 * The targets of the site's rewrites (pages/~paged/, /api/site-document/) over plain HTTP of the
 * demo site: 404 when asked for by their own address, still answering through the rewrites
 * (lib/routing/internal-route.ts).
 */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What every answer carries (README, "Security headers and failure answers"). */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
};

test('the paged route asked for by its own address is the site’s 404 page', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/~paged/about/',
    '/~paged/',
    // /status/ has a Yoast redirect (307): not run from here.
    '/~paged/status/',
    '/~paged/category/news/',
    `/~paged/category/news/?q=${encode({ offset: 1 })}`,
    '/de-DE/~paged/about/',
    '/%7Epaged/about/?q=2',
  ]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers().location, path).toBeUndefined();
    expect(response.headers(), path).toMatchObject(SECURITY_HEADERS);
    const html = await response.text();
    // The site's own 404 page, not the About page rendered per request.
    expect(html, path).toContain('noindex');
    expect(html, path).not.toMatch(/<h1[^>]*>About/);
  }
});

test('the site documents route asked for by its own address answers 404', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/api/site-document/?path=robots.txt',
    '/api/site-document/?path=sitemap.xml',
    '/api/site-document/?path=feed.xml',
    '/api/site-document/?path=category/news/company/feed.xml',
  ]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe('Not found\n');
    expect(response.headers(), path).toMatchObject(SECURITY_HEADERS);
  }
  // API routes have no locale: under a locale prefix it is no route at all, the site's 404 page.
  const localised = await request.get(`${baseURL}/de-DE/api/site-document/?path=robots.txt`, {
    maxRedirects: 0,
  });
  expect(localised.status()).toBe(404);
  expect(await localised.text()).not.toContain('Sitemap:');
});

test('the rewrites that use the internal routes keep answering', async ({ request, baseURL }) => {
  // A listing's later page (?q=), rendered per request by the paged route.
  const later = await request.get(`${baseURL}/category/news/?q=${encode({ offset: 1 })}`);
  expect(later.status()).toBe(200);
  expect(await later.text()).toMatch(/aria-current="page"[^>]*>2</);
  const german = await request.get(`${baseURL}/de-DE/category/news/?q=${encode({ offset: 1 })}`);
  expect(german.status()).toBe(200);
  // A Yoast rule with its own status, answered by the paged route for a ?q= address.
  expect((await request.get(`${baseURL}/products/legacy-sync/?q=2`)).status()).toBe(410);

  // robots.txt, the sitemaps and the feeds, by the site documents route.
  for (const path of [
    '/robots.txt',
    '/de-DE/robots.txt',
    '/sitemap.xml',
    '/sitemaps/post-1.xml',
    '/feed.xml',
    '/category/news/company/feed.xml',
  ]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  // The icon: the project's, or a redirect to WordPress's.
  expect((await request.get(`${baseURL}/favicon.ico`, { maxRedirects: 0 })).status()).toBeLessThan(
    400,
  );
});

test('the paged route’s page data answers only what a later page’s link asks for', async ({
  request,
  baseURL,
}) => {
  const buildId = /"buildId":"([^"]+)"/.exec(await (await request.get(`${baseURL}/`)).text())?.[1];
  expect(buildId).toBeDefined();
  const data = (path: string) =>
    request.get(`${baseURL}/_next/data/${buildId}/en-US/~paged/${path}`, {
      headers: { 'x-nextjs-data': '1' },
      maxRedirects: 0,
    });
  // Without the `q` of the rewrite: an ordinary page's data, which its own address serves from
  // the static cache; here it would be rendered (and WordPress asked) on every request.
  for (const path of ['about.json', 'category/news.json', 'index.json']) {
    expect((await data(path)).status(), path).toBe(404);
  }
  // What Next's client router asks for on a click to a listing's second page.
  const later = await data(`category/news.json?q=${encode({ offset: 1 })}`);
  expect(later.status()).toBe(200);
  expect(JSON.stringify(await later.json())).toContain('"pageProps"');
});
