import { expect, test } from './support/fixtures';

type Node = Record<string, unknown>;

/** The demo's first post (with a featured image) and one of its pages. */
const POST = '/news/company/lavanda-turns-five/';
const PAGE = '/about/';

/** Every JSON-LD script of a server-rendered page, parsed; and the site's own origin. */
async function structuredData(baseURL: string | undefined, path: string) {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
  expect(response.status).toBe(200);
  const html = await response.text();
  const scripts = [
    ...html.matchAll(/<script[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '') as { '@context': string; '@graph': Node[] });
  expect(scripts, html.slice(0, 4000)).toHaveLength(1);
  expect(scripts[0]!['@context']).toBe('https://schema.org');
  // The servers run with NEXT_PUBLIC_SITE_URL set to their own address.
  return { graph: scripts[0]!['@graph'], origin: new URL(baseURL!).origin };
}

function ofType(graph: Node[], type: string): Node {
  const node = graph.find((n) => {
    const t = n['@type'];
    return t === type || (Array.isArray(t) && t.includes(type));
  });
  expect(node, `a ${type} node`).toBeDefined();
  return node!;
}

/** A reference (`{ "@id" }`) resolved against the graph, or the node itself. */
function resolve(graph: Node[], value: unknown): Node {
  const ref = value as Node;
  return graph.find((n) => ref['@id'] && n['@id'] === ref['@id'] && n !== ref) ?? ref;
}

function expectSiteNodes(graph: Node[], origin: string) {
  const organization = ofType(graph, 'Organization');
  expect(organization.name).toEqual(expect.any(String));
  expect(organization.url).toBe(`${origin}/`);
  expect((organization.logo as Node).url).toMatch(/^https?:\/\//);
  const website = ofType(graph, 'WebSite');
  expect(website.url).toBe(`${origin}/`);
  expect(website.name).toBe('Lavanda');
  const search = (website.potentialAction as Node[]).find((a) => a['@type'] === 'SearchAction');
  expect(search).toMatchObject({
    target: { urlTemplate: `${origin}/search/{search_term_string}/` },
    'query-input': 'required name=search_term_string',
  });
}

/** No address in the graph is on WordPress's host, except its files (uploads). */
function expectAddressesOnSite(graph: Node[], origin: string) {
  const urls = JSON.stringify(graph).match(/https?:\/\/[^"\\]+/g) ?? [];
  for (const url of urls) {
    const own = url.startsWith(`${origin}/`) || url === origin;
    const file = url.includes('/wp-content/');
    const elsewhere = !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);
    expect(own || file || elsewhere, url).toBe(true);
  }
}

test.describe('structured data (JSON-LD)', () => {
  test('a post is an Article with the properties search engines require', async ({ baseURL }) => {
    const { graph, origin } = await structuredData(baseURL, POST);
    const article = ofType(graph, 'Article');
    expect(article.headline).toBe('Lavanda turns five');
    expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(article.dateModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(resolve(graph, article.author).name).toEqual(expect.any(String));
    expect(resolve(graph, article.publisher).name).toEqual(expect.any(String));
    expect((article.mainEntityOfPage as Node)['@id']).toBe(`${origin}${POST}`);
    // The post has a featured image.
    expect(article.image).toBeDefined();

    const breadcrumbs = ofType(graph, 'BreadcrumbList').itemListElement as Node[];
    expect(breadcrumbs.length).toBeGreaterThanOrEqual(2);
    breadcrumbs.forEach((crumb, index) => {
      expect(crumb.position).toBe(index + 1);
      expect(crumb.name).toEqual(expect.any(String));
      expect(crumb.item).toMatch(new RegExp(`^${origin}/`));
    });
    expectSiteNodes(graph, origin);
    expectAddressesOnSite(graph, origin);
  });

  test('a page is a WebPage with its name and address', async ({ baseURL }) => {
    const { graph, origin } = await structuredData(baseURL, PAGE);
    const webPage = ofType(graph, 'WebPage');
    expect(webPage.url).toBe(`${origin}${PAGE}`);
    expect(webPage.name).toEqual(expect.stringContaining('About'));
    expect(graph.some((n) => String(n['@type']).includes('Article'))).toBe(false);
    expectSiteNodes(graph, origin);
    expectAddressesOnSite(graph, origin);
  });

  test('the home page names the site, its publisher and its search', async ({ baseURL }) => {
    const { graph, origin } = await structuredData(baseURL, '/');
    expectSiteNodes(graph, origin);
  });

  test("travels once in a page's HTML, stays after hydration and follows client-side navigation", async ({
    page,
    baseURL,
  }) => {
    const html = await (await fetch(new URL(POST, baseURL))).text();
    const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(nextData).toContain('"pageProps"');
    expect(nextData).not.toContain('"jsonLd"');
    expect(nextData).not.toContain('schema.org');

    const graphTypes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
          (JSON.parse(script.textContent ?? '{}') as { '@graph': { '@type': unknown }[] })['@graph']
            .map((node) => node['@type'])
            .flat(),
        ),
      );
    await page.goto('/category/news/');
    await page.waitForLoadState('networkidle');
    // Hydrated: the server's JSON-LD is still the one in <head>.
    expect(await graphTypes()).toHaveLength(1);
    const [hydrated] = await graphTypes();
    expect(hydrated).toContain('CollectionPage');
    expect(hydrated).not.toContain('Article');

    // A client-side navigation to a post brings the post's own JSON-LD, and only it.
    await page.locator(`main a[href="${POST}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
    await expect.poll(async () => (await graphTypes()).flat()).toContain('Article');
    expect(await graphTypes()).toHaveLength(1);
  });
});
