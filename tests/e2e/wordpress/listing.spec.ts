import { expect, test } from '../support/fixtures';

// Listings on the real WordPress (../shared/wordpress-live, the theme unit test content;
// posts_per_page is 10): categories, tags, authors, the latest posts and search.
const q = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

const cards = (page: import('@playwright/test').Page) => page.locator('main article');
const pager = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Pagination' });

test.describe('the real WordPress: listings', () => {
  test('a category lists ten cards with its description, and its second page the rest', async ({
    page,
  }) => {
    // Block: 18 posts.
    expect((await page.goto('/category/block/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block');
    await expect(page.getByText(/Items in the block category have been created/)).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    await pager(page).getByRole('link', { name: 'Go to page number 2' }).click();
    // A cold WordPress answers the first data request of a run slowly.
    await expect(page).toHaveURL(new RegExp(`/category/block/\\?q=${q(1)}$`), { timeout: 30_000 });
    await expect(cards(page)).toHaveCount(8);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    // No third page is offered.
    await expect(pager(page).getByRole('link', { name: 'Go to page number 3' })).toHaveCount(0);
  });

  test('a later page is its own canonical address; past the last page is a 404', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(`/category/block/?q=${q(1)}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/category/block/?q=${q(1)}`,
    );
    for (const offset of [2, 9999]) {
      const past = await request.get(`/category/block/?q=${q(offset)}`);
      expect(past.status(), `offset ${offset}`).toBe(404);
    }
    expect((await request.get(`/?q=${q(9999)}`)).status()).toBe(404);
    expect((await request.get(`/tag/content-2/?q=${q(2)}`)).status()).toBe(404);
    expect((await request.get(`/author/themedemos/?q=${q(4)}`)).status()).toBe(404);
  });

  test("WordPress's paginated addresses answer 301 to the listing page, under locales too", async ({
    request,
  }) => {
    const redirects: [string, string][] = [
      ['/page/2/', `/?q=${q(1)}`],
      ['/page/1/', '/'],
      ['/category/block/page/2/', `/category/block/?q=${q(1)}`],
      ['/tag/content-2/page/2/', `/tag/content-2/?q=${q(1)}`],
      ['/author/themedemos/page/3/', `/author/themedemos/?q=${q(2)}`],
      ['/de-DE/category/block/page/2/', `/de-DE/category/block/?q=${q(1)}`],
      ['/fr-FR/page/1/', '/fr-FR/'],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location ?? '', 'http://site.invalid');
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
  });

  test('following /page/2/ shows the second page of the latest posts', async ({ page }) => {
    const response = await page.goto('/page/2/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/\\?q=${q(1)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RealWP Test Site');
    await expect(cards(page)).toHaveCount(10);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
  });

  test('a tag archive has its banner, cards and pagination', async ({ page }) => {
    // "content περιεχόμενο" (content-2): 12 posts.
    expect((await page.goto('/tag/content-2/'))?.status()).toBe(200);
    const banner = page.locator('main header').first();
    await expect(banner.getByText('Tag', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('content περιεχόμενο');
    await expect(cards(page)).toHaveCount(10);
    await pager(page).getByRole('link', { name: 'Go to page number 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/tag/content-2/\\?q=${q(1)}$`));
    await expect(cards(page)).toHaveCount(2);
  });

  test('a tag shows its description; the menu links to a tag archive that answers', async ({
    page,
    request,
  }) => {
    await page.goto('/tag/mustread/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Must Read');
    await expect(page.getByText('Tags posts about articles you must read.')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    // The header menu of the theme unit test links /tag/content/.
    expect((await request.get('/tag/content/')).status()).toBe(200);
  });

  test("an author archive lists the author's posts, four pages of them", async ({ page }) => {
    // Theme Buster (themedemos): 37 posts.
    expect((await page.goto('/author/themedemos/'))?.status()).toBe(200);
    await expect(page.locator('main header').first().getByText('Posts by')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme Buster');
    await expect(cards(page)).toHaveCount(10);
    await expect(pager(page).getByRole('link', { name: 'Go to page number 4' })).toBeVisible();
    await page.goto(`/author/themedemos/?q=${q(3)}`);
    await expect(cards(page)).toHaveCount(7);
  });

  test('an author without posts has an empty archive that is not indexed', async ({ page }) => {
    expect((await page.goto('/author/admin/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('admin');
    await expect(page.getByText('There are no results here yet!')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an author archive in another locale speaks that language', async ({ page }) => {
    await page.goto('/de-DE/author/themedemos/');
    await expect(page.locator('main header').first().getByText('Beiträge von')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme Buster');
  });

  test('search lists matching posts with pagination; past the last page is a 404', async ({
    page,
    request,
  }) => {
    // "template": 12 posts.
    expect((await page.goto('/search/template/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: template');
    await expect(cards(page)).toHaveCount(10);
    await pager(page).getByRole('link', { name: 'Go to page number 2' }).click();
    await expect(cards(page)).toHaveCount(2);
    expect((await request.get(`/search/template/?q=${q(5)}`)).status()).toBe(404);
    await page.goto('/search/nothing-matches-this-zzqx/');
    await expect(page.getByText('No results found with your search')).toBeVisible();
  });

  test("a listing's JSON-LD is on the site's origin", async ({ page, baseURL }) => {
    await page.goto('/tag/content-2/');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts.length).toBeGreaterThan(0);
    const graph = scripts.flatMap((text) => {
      const data = JSON.parse(text) as { '@graph'?: Record<string, unknown>[] };
      return data['@graph'] ?? [data as Record<string, unknown>];
    });
    const collection = graph.find((node) => node['@type'] === 'CollectionPage');
    expect(collection).toMatchObject({
      '@id': `${baseURL}/tag/content-2/`,
      url: `${baseURL}/tag/content-2/`,
    });
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as
      { itemListElement: { item?: string }[] } | undefined;
    expect(crumbs?.itemListElement[0]?.item).toBe(`${baseURL}/`);
  });
});
