import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { RunningSetUp } from '../support/wordpress-matrix';

/**
 * A WordPress set up as many are (tests/e2e/support/wordpress-matrix.ts, OTHER_SETTINGS):
 * date-based permalinks, /topics/ and /keyword/ as category and tag bases, a static front page
 * with a posts page, and a public custom post type. The site follows WordPress's addresses.
 */
const setUp = (JSON.parse(process.env.E2E_MATRIX ?? '[]') as RunningSetUp[]).find(
  (running) => running.settings,
);

test.describe('a WordPress with its own permalinks, front page and post type', () => {
  let site: APIRequestContext;
  test.beforeAll(async () => {
    expect(setUp, 'global-setup starts the settings set-up').toBeDefined();
    site = await playwrightRequest.newContext({ baseURL: setUp?.siteUrl });
  });
  test.afterAll(async () => site.dispose());

  const get = async (path: string) => {
    const response = await site.get(path, { maxRedirects: 0 });
    return { status: response.status(), html: await response.text() };
  };
  const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  test('a date-based post address, and the category and tag bases', async () => {
    const post = await get('/2023/01/wp-6-1-font-size-scale/');
    expect(post.status).toBe(200);
    expect(heading(post.html)).toBe('WP 6.1 Font size scale');
    const category = await get('/topics/classic/');
    expect(category.status).toBe(200);
    expect(heading(category.html)).toBe('Classic');
    const secondPage = await get(
      `/topics/classic/?q=${Buffer.from('{"offset":1}').toString('base64')}`,
    );
    expect(secondPage.status).toBe(200);
    expect(secondPage.html).toContain('cardTitle');
    const tag = await get('/keyword/post-formats/');
    expect(tag.status).toBe(200);
    expect(heading(tag.html)).toBe('Post Formats');
    // The default bases are not this WordPress's addresses.
    expect((await get('/category/classic/')).status).toBe(404);
  });

  test('the static front page at /, the posts page listing the posts', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(heading(home.html)).toBe('About The Tests');
    expect(home.html).toContain('This site is using the standard WordPress Theme Unit Test');
    const blog = await get('/blog/');
    expect(blog.status).toBe(200);
    expect(blog.html).toContain('WP 6.1 Font size scale');
  });

  test("a custom post type's entry is shown through the single template", async () => {
    const book = await get('/books/the-test-book/');
    expect(book.status).toBe(200);
    expect(book.html).toMatch(/<h1[^>]*>The Test Book<\/h1>/);
    expect(book.html).toContain('A book about testing.');
    expect(book.html).toMatch(/<meta name="description" content="About testing\."/);
  });

  test("the custom post type's archive lists its entries", async () => {
    const archive = await get('/books/');
    expect(archive.status).toBe(200);
    expect(heading(archive.html)).toBe('Books');
    expect(archive.html).toMatch(/<title[^>]*>Books - RealWP Test Site<\/title>/);
    expect(archive.html).toContain('The Test Book');
    expect(archive.html).toContain('href="/books/the-test-book/"');
    const sitemap = await (await site.get('/sitemaps/entry-1.xml')).text();
    expect(sitemap).toContain('/books/the-test-book/</loc>');
    // One entry: its second page does not exist.
    const second = await get(`/books/?q=${Buffer.from('{"offset":1}').toString('base64')}`);
    expect(second.status).toBe(404);
  });
});
