import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { FLEXIBLE_LAYOUTS } from '../../support/flexible-layouts';
import { expect, test } from '../support/fixtures';
import { wpEval } from '../support/wordpress-live';
import type { RunningSetUp } from '../support/wordpress-matrix';

/**
 * The plugin matrix (issue 28): one build of the site against WordPress set-ups with fewer
 * plugins than the kit's, as users have them (tests/e2e/support/wordpress-matrix.ts). In each,
 * every kind of route answers with its content and none with a 5xx; what a set-up lacks turns
 * off only what depends on it.
 */
const running: RunningSetUp[] = JSON.parse(process.env.E2E_MATRIX ?? '[]');
/** The settings and block set-ups have specs of their own (real-world-settings, blocks). */
const matrix = running.filter((setUp) => !setUp.settings && !setUp.content);

/** WordPress's own answer to a GraphQL query, to compare the site's pages with. */
async function wordpressGraphQL<T>(wordpressUrl: string, query: string): Promise<T> {
  const response = await fetch(`${wordpressUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The visible text of an HTML page's cards' titles (post cards are h2s in the listing). */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*cardTitle[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .trim(),
  );
}

const secondPage = (path: string) =>
  `${path}?q=${Buffer.from(JSON.stringify({ offset: 1 })).toString('base64')}`;

for (const setUp of matrix) {
  test.describe(`plugin matrix (${setUp.name}): ${setUp.plugins ?? 'the full kit'}${
    setUp.projectPlugin ? ' + lavanda-headless' : ''
  }`, () => {
    let site: APIRequestContext;
    test.beforeAll(async () => {
      site = await playwrightRequest.newContext({ baseURL: setUp.siteUrl });
    });
    test.afterAll(async () => site.dispose());

    const get = async (path: string) => {
      const response = await site.get(path, { maxRedirects: 0 });
      return { status: response.status(), html: await response.text() };
    };

    test('home, a post, a page, a category, a tag and search answer 200 with their content', async () => {
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(cardTitles(home.html).length).toBeGreaterThan(0);

      const post = await get('/wp-6-1-font-size-scale/');
      expect(post.status).toBe(200);
      expect(post.html).toMatch(/<h1[^>]*>WP 6\.1 Font size scale<\/h1>/);
      expect(post.html).toMatch(/<title[^>]*>[^<]*WP 6\.1 Font size scale[^<]*<\/title>/);
      expect(post.html).toContain('<link rel="canonical"');
      expect(post.html).toMatch(/<meta name="description" content="[^"]+"/);

      const page = await get('/about/');
      expect(page.status).toBe(200);
      expect(page.html).toContain('This site is using the standard WordPress Theme Unit Test');

      const category = await get('/category/classic/');
      expect(category.status).toBe(200);
      expect(category.html).toContain('Classic');
      expect(cardTitles(category.html)).toHaveLength(10);

      const tag = await get('/tag/post-formats/');
      expect(tag.status).toBe(200);
      expect(cardTitles(tag.html).length).toBeGreaterThan(0);

      const search = await get('/search/image%20alignment/');
      expect(search.status).toBe(200);
      expect(search.html).toContain('Markup: Image Alignment');
    });

    test("a listing's second page shows WordPress's posts 11 to 20, at the same address", async () => {
      const listed = await wordpressGraphQL<{ posts: { nodes: { title: string }[] } }>(
        setUp.wordpressUrl,
        '{ posts(first: 20, where: { categoryName: "classic" }) { nodes { title } } }',
      );
      const page = await get(secondPage('/category/classic/'));
      expect(page.status).toBe(200);
      expect(cardTitles(page.html)).toEqual(listed.posts.nodes.slice(10).map((post) => post.title));
      // The pagination offers the first page back.
      expect(page.html).toMatch(/aria-label="Go to page number 1"/);
    });

    test('an unknown path is a 404; the feed and the sitemap answer', async () => {
      expect((await get('/no-such-path/at-all/')).status).toBe(404);
      const feed = await get('/feed.xml');
      expect(feed.status).toBe(200);
      expect(feed.html).toContain('<rss');
      expect(feed.html).toContain('<item>');
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.html).toMatch(/<(urlset|sitemapindex)/);
    });

    test('the health route names what this WordPress has and lacks', async () => {
      const response = await site.get('/api/health/');
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ status: 'ok', wordpress: 'up' });
      expect(body.capabilities).toMatchObject({
        yoast: { present: setUp.has.yoast },
        acf: { present: setUp.has.contentModel },
        offsetPagination: { present: setUp.has.offsetPagination },
        faustwp: { present: setUp.has.faustwp },
        blockSupportStyles: { present: setUp.projectPlugin },
      });
    });

    if (setUp.has.contentModel) {
      test('the flexible layouts, the site options and both menus', async () => {
        const page = await get('/flexible-layout-test/');
        expect(page.status).toBe(200);
        const blocks = new Set(
          [...page.html.matchAll(/data-block="(\w+)"/g)].map((match) => match[1]),
        );
        expect([...blocks].sort()).toEqual([...FLEXIBLE_LAYOUTS]);
        const home = await get('/');
        expect(home.html).toContain('© 2026 RealWP Test Site. All rights reserved.');
        // Header and footer menus' items.
        expect(home.html).toContain('>About The Tests<');
        expect(home.html).toContain('>Lorem Ipsum<');
      });
    } else {
      test('without the content model: the page shows its block content, the footer the year', async () => {
        const page = await get('/flexible-layout-test/');
        expect(page.status).toBe(200);
        expect(page.html).toContain('Page body (the ACF flexible layout holds the real content).');
        expect(page.html).not.toContain('data-block=');
        const home = await get('/');
        expect(home.html).toContain(String(new Date().getFullYear()));
        expect(home.html).toContain('RealWP Test Site');
      });
    }

    if (setUp.has.faustwp) {
      test('previews are offered: the preview route takes a preview link', async () => {
        const preview = await get('/preview/?p=1&preview=true');
        expect(preview.status).toBe(200);
        expect(preview.html).not.toContain('need the FaustWP plugin');
      });
    } else {
      test('without FaustWP, /login/ and /preview/ say that previews need it (no 5xx)', async () => {
        const preview = await get('/preview/?p=1&preview=true');
        expect(preview.status).toBe(404);
        expect(preview.html).toContain('need the FaustWP plugin');
        // /login/ was generated from the full kit at build time: regenerated on its next view.
        await expect
          .poll(async () => {
            const login = await get('/login/');
            expect(login.status).toBe(200);
            return login.html.includes('need the FaustWP plugin');
          })
          .toBe(true);
      });
    }
  });
}

const fullKit = matrix.find((setUp) => setUp.name === 'd');

test("an edit in WordPress shows on the site's next request, told by the project's plugin", async () => {
  expect(fullKit).toBeDefined();
  if (!fullKit) return;
  const site = await playwrightRequest.newContext({ baseURL: fullKit.siteUrl });
  const title = async () =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await site.get('/wp-6-1-spacing-presets/')).text())?.[1];
  const before = await title();
  expect(before).toBe('WP 6.1 spacing presets');
  const edit = (to: string) =>
    wpEval(
      fullKit,
      `wp_update_post(['ID' => get_page_by_path('wp-6-1-spacing-presets', OBJECT, 'post')->ID, 'post_title' => ${JSON.stringify(to)}]);`,
    );
  try {
    edit('WP 6.1 spacing presets, edited');
    // REVALIDATE_SECONDS is 60 on this site: only the plugin's call makes the page new sooner.
    await expect.poll(title, { timeout: 15_000 }).toBe('WP 6.1 spacing presets, edited');
  } finally {
    edit('WP 6.1 spacing presets');
    await site.dispose();
  }
});

const withContentModel = matrix.find((setUp) => setUp.name === 'c');

// Last of (c)'s tests: the site relearns a plugin that comes back only within 5 minutes.
test('a plugin switched off in a running WordPress: the next regeneration is the reduced mode', async () => {
  expect(withContentModel).toBeDefined();
  if (!withContentModel) return;
  const site = await playwrightRequest.newContext({ baseURL: withContentModel.siteUrl });
  const flexible = async () => {
    const response = await site.get('/flexible-layout-test/');
    expect(response.status()).toBe(200);
    return (await response.text()).includes('data-block=');
  };
  expect(await flexible()).toBe(true);
  wpEval(withContentModel, "deactivate_plugins('wpgraphql-acf/wpgraphql-acf.php');");
  try {
    // Stored pages are served meanwhile (never a 5xx); REVALIDATE_SECONDS is 1 on this site.
    await expect.poll(flexible, { timeout: 20_000 }).toBe(false);
    const page = await (await site.get('/flexible-layout-test/')).text();
    expect(page).toContain('Page body (the ACF flexible layout holds the real content).');
    const health = await (await site.get('/api/health/')).json();
    expect(health).toMatchObject({ status: 'ok', capabilities: { acf: { present: false } } });
  } finally {
    wpEval(withContentModel, "activate_plugin('wpgraphql-acf/wpgraphql-acf.php');");
    await site.dispose();
  }
});

test('the plugin matrix ran: four set-ups', () => {
  expect(matrix.map((setUp) => setUp.name).sort()).toEqual(['a', 'b', 'c', 'd']);
});
