import { expect, test } from './support/fixtures';

/** The demo's Yoast redirects (content-service/demo/source/redirects.ts), asked over plain HTTP. */
async function get(baseURL: string | undefined, path: string) {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
  const location = response.headers.get('location');
  return {
    status: response.status,
    // Next may send a site-relative Location; what a client follows is the resolved URL.
    location: location ? new URL(location, baseURL).href : null,
    body: await response.text(),
  };
}

test.describe('Yoast redirects', () => {
  test('plain 301, 302 and 307 redirect with their status, whatever the case of the path', async ({
    baseURL,
  }) => {
    expect(await get(baseURL, '/about-us/')).toMatchObject({
      status: 301,
      location: `${baseURL}/about/`,
    });
    expect(await get(baseURL, '/About-Us/')).toMatchObject({
      status: 301,
      location: `${baseURL}/about/`,
    });
    // Stored relative, without a leading slash: a path on this site.
    expect(await get(baseURL, '/newsroom/')).toMatchObject({
      status: 302,
      location: `${baseURL}/news/welcome-to-the-lavanda-newsroom/`,
    });
    expect(await get(baseURL, '/status/')).toMatchObject({
      status: 307,
      location: 'https://status.lavanda.example/',
    });
  });

  test('410 and 451 answer 404 on a statically generated page, that status on one rendered per request', async ({
    baseURL,
  }) => {
    // A stored page cannot carry a status of its own (docs/site-content.md, redirects): not found, not a redirect.
    for (const path of ['/products/legacy-sync/', '/reports/2019-audit/']) {
      const stored = await get(baseURL, path);
      expect(stored.status, path).toBe(404);
      expect(stored.location, path).toBeNull();
      expect(stored.body, path).toContain('noindex');
    }
    // A page rendered per request (here a listing's later page) keeps the rule's own status.
    const gone = await get(baseURL, '/products/legacy-sync/?q=2');
    expect(gone.status).toBe(410);
    expect(gone.location).toBeNull();
    expect(gone.body).toContain('This page has been removed');
    expect(gone.body).toContain('noindex');

    const withheld = await get(baseURL, '/reports/2019-audit/?q=2');
    expect(withheld.status).toBe(451);
    expect(withheld.location).toBeNull();
    expect(withheld.body).toContain('This page is not available');
  });

  test('a regex rule substitutes its capture into the target', async ({ baseURL }) => {
    const found = await get(baseURL, '/blog/series-a-funding/');
    expect(found).toMatchObject({
      status: 301,
      location: `${baseURL}/news/company/series-a-funding/`,
    });
    expect((await get(baseURL, found.location!)).status).toBe(200);
    // Beyond what the pattern allows: no rule applies, the site answers as usual.
    expect((await get(baseURL, '/blog/a/b/')).status).toBe(404);
  });

  test('each rule applies under a locale prefix, and the visitor stays in that locale', async ({
    baseURL,
  }) => {
    expect(await get(baseURL, '/de-DE/about-us/')).toMatchObject({
      status: 301,
      location: `${baseURL}/de-DE/about/`,
    });
    expect(await get(baseURL, '/es-ES/blog/series-a-funding/')).toMatchObject({
      status: 301,
      location: `${baseURL}/es-ES/news/company/series-a-funding/`,
    });
    const gone = await get(baseURL, '/fr-FR/products/legacy-sync/?q=2');
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('Cette page a été supprimée');
  });

  test('a redirect is stored like the page and answered again from the store', async ({
    baseURL,
  }) => {
    // getStaticProps answers it once; later views come from Next's page store, same answer.
    for (let view = 0; view < 3; view++) {
      expect(await get(baseURL, '/status/')).toMatchObject({
        status: 307,
        location: 'https://status.lavanda.example/',
      });
    }
    const data = await fetch(new URL('/about-us/', baseURL), { redirect: 'manual' });
    expect(data.headers.get('cache-control') ?? '').toContain('s-maxage');
  });

  test('paths without a rule are not touched', async ({ baseURL }) => {
    expect((await get(baseURL, '/about/')).status).toBe(200);
    expect((await get(baseURL, '/robots.txt')).status).toBe(200);
  });
});
