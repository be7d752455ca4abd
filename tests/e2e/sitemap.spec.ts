import { schemaErrors } from '../schemas/validate-xml';
import { expect, test } from './support/fixtures';

/** The demo's first post, published and indexable. */
const KNOWN_POST = '/news/company/lavanda-turns-five/';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

test.describe('robots, sitemaps and feeds', () => {
  test('robots.txt allows crawling and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).not.toContain('Disallow: /');
  });

  test('the sitemap index leads to a child listing a known post', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const indexXml = await index.text();
    expect(await schemaErrors(indexXml, 'siteindex')).toEqual([]);
    const children = locs(indexXml);
    expect(children).toContain(`${baseURL}/sitemaps/post-1.xml`);
    expect(children).toContain(`${baseURL}/sitemaps/page-1.xml`);

    const child = await request.get('/sitemaps/post-1.xml', { maxRedirects: 0 });
    expect(child.status()).toBe(200);
    expect(child.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await child.text();
    expect(await schemaErrors(xml, 'sitemap')).toEqual([]);
    expect(locs(xml)).toContain(`${baseURL}${KNOWN_POST}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00<\/lastmod>/);

    expect((await request.get('/sitemaps/post-99.xml', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/sitemaps/user-1.xml', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the feed lists the latest posts on the site origin', async ({ request, baseURL }) => {
    const response = await request.get('/feed.xml', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(await schemaErrors(xml, 'rss')).toEqual([]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${baseURL}${KNOWN_POST}</link>`);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });

  test('a category has its own feed; an unknown one has none', async ({ request, baseURL }) => {
    const response = await request.get('/category/news/company/feed.xml', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(await schemaErrors(xml, 'rss')).toEqual([]);
    expect(xml).toContain(`<link>${baseURL}/category/news/company/</link>`);
    // The demo files eight posts under Company; a feed shows up to ten.
    expect(xml.match(/<item>/g)).toHaveLength(8);
    expect(xml).toContain('<category>Company</category>');
    for (const path of ['/category/no-such-category/feed.xml', '/category/company/feed.xml']) {
      // The second is a real category at the wrong address (its archive is under news/).
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });

  test('a document is the one its address names, whatever the query asks', async ({ request }) => {
    // The rewrite passes the address in `path`; a visitor's own `path` does not pick another.
    const feed = await request.get('/feed.xml?path=robots.txt', { maxRedirects: 0 });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const robots = await request.get('/de-DE/robots.txt', { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
    for (const path of ['/api/site-document/?path=../package.json', '/api/site-document/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toBe('Not found\n');
    }
  });
});
