import { expect, test } from '../support/fixtures';

// Robots, sitemaps and feeds on the real WordPress (the theme unit test content).
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test.describe('the real WordPress: robots, sitemaps and feeds', () => {
  test('robots.txt names the sitemap on the site origin', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the sitemap indexes tags and authors beside posts, pages and categories', async ({
    request,
    baseURL,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    const children = locs(await index.text());
    for (const type of ['post', 'page', 'category', 'tag', 'author']) {
      expect(children).toContain(`${baseURL}/sitemaps/${type}-1.xml`);
    }
    const tags = locs(await (await request.get('/sitemaps/tag-1.xml')).text());
    expect(tags).toContain(`${baseURL}/tag/content-2/`);
    expect(tags).toContain(`${baseURL}/tag/mustread/`);
    // Tags without posts are not listed.
    expect(tags).not.toContain(`${baseURL}/tag/xanthopsia/`);
    const authors = locs(await (await request.get('/sitemaps/author-1.xml')).text());
    // Only authors with published posts: not admin.
    expect(authors.sort()).toEqual([
      `${baseURL}/author/themedemos/`,
      `${baseURL}/author/themereviewteam/`,
    ]);
  });

  test('the sitemap leaves out the password-protected post, listed beside its neighbours', async ({
    request,
    baseURL,
  }) => {
    const index = locs(await (await request.get('/sitemap.xml')).text());
    const posts: string[] = [];
    for (const child of index.filter((loc) => /\/sitemaps\/post-\d+\.xml$/.test(loc ?? ''))) {
      posts.push(...locs(await (await request.get(child!)).text()).map(String));
    }
    expect(posts).toContain(`${baseURL}/markup-image-alignment/`);
    expect(posts).not.toContain(`${baseURL}/template-password-protected/`);
  });

  for (const [name, path, title] of [
    ['category', '/category/block/', 'Block'],
    ['tag', '/tag/content-2/', 'content περιεχόμενο'],
    ['author', '/author/themedemos/', 'Theme Buster'],
  ] as const) {
    test(`a ${name} has its own feed of its latest posts`, async ({ request, baseURL }) => {
      const response = await request.get(`${path}feed.xml`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const xml = await response.text();
      expect(xml).toContain(`<title>RealWP Test Site – ${title}</title>`);
      expect(xml).toContain(`<link>${baseURL}${path}</link>`);
      const items = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
      expect(items).toHaveLength(10);
      for (const link of items) expect(link?.startsWith(`${baseURL}/`)).toBe(true);
    });
  }

  test('an author who is not one, or a tag that does not exist, has no feed', async ({
    request,
  }) => {
    for (const path of ['/author/no-such-author/feed.xml', '/tag/no-such-tag/feed.xml']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});
