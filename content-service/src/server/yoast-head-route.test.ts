import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceSite } from '../schema/test/reference-site';
import type { Store } from '../store/open-store';
import { startTestServer, type TestServer } from './test/test-server';
import { needsShared } from '../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/*
 * `GET /wp-json/yoast/v1/get_head?url=`: the 404 answer is a recorded case
 * (yoast_rest_get_head_missing); the 200 answer for existing content is the content service's
 * own (the reference's Yoast answered 404 for every URL), so it is checked here against the
 * same post's GraphQL seo.fullHead.
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
  let fullHead = '';
  beforeAll(async () => {
    const site = await loadReferenceSite();
    db = site.db;
    server = await startTestServer({ db, schema: site.schema });
    const answer = await server.post({
      query: '{ post(id: 1241, idType: DATABASE_ID) { seo { fullHead } } }',
    });
    fullHead = (answer.json() as { data: { post: { seo: { fullHead: string } } } }).data.post.seo
      .fullHead;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    db?.close();
  });

  it('answers 200 with the head of a post: its fullHead plus the title and robots tags', async () => {
    const res = await server.send('GET', path('http://127.0.0.1:8080/template-sticky/'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers.link).toBe('<http://127.0.0.1:8080/wp-json/>; rel="https://api.w.org/"');
    expect(res.headers.allow).toBe('GET');
    // PHP's json_encode escapes slashes.
    expect(res.text).toContain('"html":"<!-- This site is optimized with the Yoast SEO plugin');
    expect(res.text).toContain('https:\\/\\/yoast.com');
    const head = res.json() as Head;
    expect(head.status).toBe(200);
    const lines = head.html.split('\n');
    expect(lines[1]).toBe('<title>Sticky post SEO title - RealWP Test Site</title>');
    expect(lines[2]).toBe(
      '<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1" />',
    );
    expect([lines[0], ...lines.slice(3)].join('\n')).toBe(fullHead);
    expect(head.json).toMatchObject({
      title: 'Sticky post SEO title - RealWP Test Site',
      description: 'Custom meta description for the sticky post.',
      robots: { index: 'index', follow: 'follow' },
      canonical: 'http://localhost:3000/template-sticky/',
      og_title: 'OG: Sticky post',
      og_url: 'http://localhost:3000/template-sticky/',
      twitter_card: 'summary_large_image',
    });
    expect(head.json.schema).toMatchObject({ '@context': 'https://schema.org' });
  });

  it('resolves a front-end URL like the WordPress one', async () => {
    const wordpress = await server.send('GET', path('http://127.0.0.1:8080/template-sticky/'));
    const frontEnd = await server.send('GET', path('http://localhost:3000/template-sticky/'));
    expect(frontEnd.status).toBe(200);
    expect(frontEnd.text).toBe(wordpress.text);
  });

  it('gives pages and category archives their heads too', async () => {
    const page = (await server.send('GET', path('http://127.0.0.1:8080/about/'))).json() as Head;
    expect(page.status).toBe(200);
    expect(page.json.og_type).toBe('article');
    const category = await server.send('GET', path('http://localhost:3000/category/markup/'));
    expect(category.status).toBe(200);
    expect((category.json() as Head).json.title).toBe('Markup archive - RealWP Test Site');
  });

  it('answers the 404 head for unknown paths, other hosts and drafts', async () => {
    for (const url of [
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
