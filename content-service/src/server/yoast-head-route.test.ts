import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceSite } from '../schema/test/reference-site';
import type { Store } from '../store/open-store';
import { startTestServer, type TestServer } from './test/test-server';
import { needsShared } from '../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/*
 * `GET /wp-json/yoast/v1/get_head?url=` on the reference site, whose address has a port
 * (http://127.0.0.1:8080): Yoast drops the port before comparing a URL with stored permalinks, so
 * posts, pages and terms answer the 404 head (recorded: yoast_rest_get_head_missing, _post,
 * _post_frontend_url); only the home URL and date archives get a head of their own. Every answer
 * is compared with the live WordPress in tests/differential/yoast-rest-head.test.ts; a site
 * without a port is tested in schema/yoast/rest-head.test.ts.
 */

const path = (url: string) => `/wp-json/yoast/v1/get_head?url=${encodeURIComponent(url)}`;

interface Head {
  html: string;
  json: Record<string, unknown>;
  status: number;
}

describe.skipIf(!hasReference)('Yoast REST get_head', () => {
  let db: Store;
  let server: TestServer;
  beforeAll(async () => {
    const site = await loadReferenceSite();
    db = site.db;
    server = await startTestServer({ db, schema: site.schema });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    db?.close();
  });

  it("answers 200 with the home page's head for the home URL with its slash", async () => {
    const res = await server.send('GET', path('http://127.0.0.1:8080/'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers.link).toBe('<http://127.0.0.1:8080/wp-json/>; rel="https://api.w.org/"');
    expect(res.headers.allow).toBe('GET');
    // PHP's json_encode escapes slashes.
    expect(res.text).toContain('"html":"<!-- This site is optimized with the Yoast SEO plugin');
    expect(res.text).toContain('https:\\/\\/yoast.com');
    const head = res.json() as Head;
    expect(head.status).toBe(200);
    expect(head.html.split('\n')[1]).toBe('<title>RealWP Test Site -</title>');
    expect(head.json).toMatchObject({
      title: 'RealWP Test Site -',
      robots: { index: 'index', follow: 'follow' },
      canonical: 'http://127.0.0.1:8080/',
      og_type: 'website',
      og_title: 'RealWP Test Site',
      og_url: 'http://127.0.0.1:8080/',
      twitter_card: 'summary_large_image',
    });
    expect(head.json.schema).toMatchObject({ '@context': 'https://schema.org' });
  });

  it('answers 200 with the date archive head for date archive paths', async () => {
    for (const url of ['http://127.0.0.1:8080/2013/', 'http://127.0.0.1:8080/2013/01/10/page/2/']) {
      const res = await server.send('GET', path(url));
      expect(res.status, url).toBe(200);
      expect((res.json() as Head).json).toMatchObject({
        title: '- RealWP Test Site',
        robots: { index: 'noindex', follow: 'follow' },
      });
    }
  });

  it('answers the 404 head for posts, pages, terms, front-end URLs, other hosts and unknown paths', async () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://127.0.0.1:8080/template-sticky/',
      'http://localhost:3000/template-sticky/',
      'http://127.0.0.1:8080/about/',
      'http://127.0.0.1:8080/category/markup/',
      'http://127.0.0.1:8080/no-such-page/',
      'https://example.com/template-sticky/',
      'http://127.0.0.1:8080/?p=1164',
    ]) {
      const res = await server.send('GET', path(url));
      expect(res.status, url).toBe(404);
      const head = res.json() as Head;
      expect(head.status).toBe(404);
      expect(head.json.title).toBe('Page not found - RealWP Test Site');
    }
  });

  it("refuses an invalid url as the route's validate_callback does", async () => {
    const res = await server.send('GET', path('not a url'));
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): url',
      data: { status: 400, params: { url: 'Invalid parameter.' }, details: [] },
    });
  });

  it('refuses a missing url and other methods as the REST server does', async () => {
    const missing = await server.send('GET', '/wp-json/yoast/v1/get_head');
    expect(missing.status).toBe(400);
    expect(missing.json()).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): url',
      data: { status: 400, params: ['url'] },
    });
    const post = await server.send('POST', path('http://127.0.0.1:8080/template-sticky/'));
    expect(post.status).toBe(404);
    expect((post.json() as { code: string }).code).toBe('rest_no_route');
  });
});
