import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceSite } from '../schema/test/reference-site';
import type { Store } from '../store/open-store';
import { startTestServer, type TestServer } from './test/test-server';
import { needsShared } from '../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/*
 * Core's /wp/v2/posts and /wp/v2/categories and the RSS feed over the reference site: links on
 * the front end (FaustWP), paging headers, and WordPress's errors for bad arguments.
 */

const invalid = (name: string, code: string, message: string, data: unknown = null) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: {
    status: 400,
    params: { [name]: message },
    details: { [name]: { code, message, data } },
  },
});

describe.skipIf(!hasReference)('wp/v2 REST routes and feed', () => {
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

  it('filters by search as WordPress does: every word, in title, excerpt or content, newest first', async () => {
    // The answers of the live WordPress on the same data (127.0.0.1:8080, per_page=100).
    const ids = async (search: string) => {
      const res = await server.send(
        'GET',
        `/wp-json/wp/v2/posts?search=${encodeURIComponent(search)}&per_page=100&_fields=id`,
      );
      expect(res.status).toBe(200);
      return {
        ids: (res.json() as { id: number }[]).map((p) => p.id),
        total: res.headers['x-wp-total'],
      };
    };
    expect(await ids('template sticky')).toEqual({ ids: [51, 1241], total: '2' });
    expect(await ids('ipsum dolor')).toEqual({ ids: [1784, 1786, 1782], total: '3' });
    expect(await ids('Hello')).toEqual({ ids: [1778], total: '1' });
    expect(await ids('zzzz')).toEqual({ ids: [], total: '0' });
    const block = await ids('BLOCK');
    expect(block.total).toBe('20');
    expect(block.ids.slice(0, 8)).toEqual([163, 150, 51, 34, 24, 21, 8, 1787]);
    expect((await ids('post')).total).toBe('43');
    // An empty search is no search.
    expect((await ids('')).total).toBe('56');
  });

  it('pages posts newest first with front-end links and a next Link', async () => {
    const res = await server.send('GET', '/wp-json/wp/v2/posts?per_page=2&_fields=id,link,status');
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      '[{"id":163,"status":"publish","link":"http:\\/\\/localhost:3000\\/wp-6-1-font-size-scale\\/"},' +
        '{"id":150,"status":"publish","link":"http:\\/\\/localhost:3000\\/wp-6-1-spacing-presets\\/"}]',
    );
    expect(res.headers['x-wp-total']).toBe('56');
    expect(res.headers['x-wp-totalpages']).toBe('28');
    expect(res.headers.link).toBe(
      '<http://127.0.0.1:8080/wp-json/wp/v2/posts?per_page=2&_fields=id%2Clink%2Cstatus&page=2>; rel="next"',
    );
    const last = await server.send('GET', '/wp-json/wp/v2/posts?per_page=2&page=28&_fields=id');
    // add_query_arg replaces `page` where the request had it.
    expect(last.headers.link).toBe(
      '<http://127.0.0.1:8080/wp-json/wp/v2/posts?per_page=2&page=27&_fields=id>; rel="prev"',
    );
  });

  // The live WordPress's answers on the same data (127.0.0.1:8080).
  it.each([
    [
      'posts?_fields=id&offset=3&per_page=2',
      [34, 24],
      '56',
      '<http://127.0.0.1:8080/wp-json/wp/v2/posts?_fields=id&offset=3&per_page=2&page=2>; rel="next"',
    ],
    [
      'posts?_fields=id&orderby=title&order=asc&per_page=3',
      [1169, 1777, 1780],
      '56',
      '<http://127.0.0.1:8080/wp-json/wp/v2/posts?_fields=id&orderby=title&order=asc&per_page=3&page=2>; rel="next"',
    ],
    ['posts?_fields=id&include=1241,1000,1787&orderby=include', [1241, 1000, 1787], '3', undefined],
    [
      'posts?_fields=id&sticky=false&exclude=1000&per_page=1',
      [163],
      '54',
      '<http://127.0.0.1:8080/wp-json/wp/v2/posts?_fields=id&sticky&exclude%5B0%5D=1000&per_page=1&page=2>; rel="next"',
    ],
    [
      'posts?_fields=id&categories=32&tags=39&tax_relation=OR&per_page=1',
      [1178],
      '6',
      '<http://127.0.0.1:8080/wp-json/wp/v2/posts?_fields=id&categories%5B0%5D=32&tags%5B0%5D=39&tax_relation=OR&per_page=1&page=2>; rel="next"',
    ],
    [
      'posts?_fields=id&before=2013-01-01T00:00:00Z&after=2012-03-15T15:15:12&order=asc',
      [1016],
      '1',
      undefined,
    ],
    ['categories?_fields=id&post=1241', [16, 1], '2', undefined],
    [
      'categories?_fields=id&search=CHILD&hide_empty=1&per_page=2&page=2',
      [62, 63],
      '8',
      '<http://127.0.0.1:8080/wp-json/wp/v2/categories?_fields=id&search=CHILD&hide_empty=1&per_page=2&page=1>; rel="prev", <http://127.0.0.1:8080/wp-json/wp/v2/categories?_fields=id&search=CHILD&hide_empty=1&per_page=2&page=3>; rel="next"',
    ],
  ])('reads the collection arguments: %s', async (query, ids, total, link) => {
    const res = await server.send('GET', `/wp-json/wp/v2/${query}`);
    expect(res.status).toBe(200);
    expect((res.json() as { id: number }[]).map((item) => item.id)).toEqual(ids);
    expect(res.headers['x-wp-total']).toBe(total);
    expect(res.headers.link).toBe(
      link ?? '<http://127.0.0.1:8080/wp-json/>; rel="https://api.w.org/"',
    );
    expect(res.headers.allow).toBe('GET');
  });

  it("gives a published post's front-end permalink as its alternate link, its title as REST renders it", async () => {
    const res = await server.send(
      'GET',
      '/wp-json/wp/v2/posts/1168?_fields=id,title&password=enter',
    );
    expect(res.headers.link).toBe(
      '<http://localhost:3000/template-password-protected/>; rel="alternate"; type=text/html',
    );
    expect(res.text).toBe(
      '{"id":1168,"title":{"rendered":"Template: Password Protected (the password is &#8220;enter&#8221;)"}}',
    );
  });

  it('reports every invalid argument at once, and refuses what an anonymous reader may not ask', async () => {
    const bad = await server.send(
      'GET',
      '/wp-json/wp/v2/posts?before=2013-01-01&after=x&order=up&status=draft',
    );
    expect([bad.status, bad.headers.allow]).toEqual([400, 'GET']);
    expect(bad.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): before, after, order, status',
      data: {
        status: 400,
        params: {
          before: 'Invalid date.',
          after: 'Invalid date.',
          order: 'order is not one of asc and desc.',
          status: 'Status is forbidden.',
        },
        details: {
          before: { code: 'rest_invalid_date', message: 'Invalid date.', data: null },
          after: { code: 'rest_invalid_date', message: 'Invalid date.', data: null },
          order: {
            code: 'rest_not_in_enum',
            message: 'order is not one of asc and desc.',
            data: null,
          },
          status: {
            code: 'rest_forbidden_status',
            message: 'Status is forbidden.',
            data: { status: 401 },
          },
        },
      },
    });
    const relevance = await server.send('GET', '/wp-json/wp/v2/posts?orderby=relevance');
    expect([relevance.status, (relevance.json() as { code: string }).code]).toEqual([
      400,
      'rest_no_search_term_defined',
    ]);
    // A failed permission check: no method is allowed, so no Allow header.
    const edit = await server.send('GET', '/wp-json/wp/v2/posts?context=edit');
    expect([edit.status, edit.headers.allow, (edit.json() as { code: string }).code]).toEqual([
      401,
      undefined,
      'rest_forbidden_context',
    ]);
    const post = await server.send('GET', '/wp-json/wp/v2/categories?post=1');
    expect([post.status, post.headers.allow, (post.json() as { code: string }).code]).toEqual([
      400,
      undefined,
      'rest_post_invalid_id',
    ]);
    const create = await server.send('POST', '/wp-json/wp/v2/categories');
    expect([create.status, create.headers.allow, (create.json() as { code: string }).code]).toEqual(
      [400, 'GET', 'rest_missing_callback_param'],
    );
  });

  it('finds posts and categories by slug, also through ?rest_route=', async () => {
    const post = await server.send('GET', '/wp-json/wp/v2/posts?slug=template-sticky&_fields=id');
    expect(post.json()).toEqual([{ id: 1241 }]);
    const category = await server.send(
      'GET',
      '/?rest_route=/wp/v2/categories&slug=markup&_fields=id,link',
    );
    expect(category.json()).toEqual([{ id: 32, link: 'http://localhost:3000/category/markup/' }]);
    expect(category.headers['x-wp-total']).toBe('1');
    expect(category.headers.link).toBe(
      '<http://127.0.0.1:8080/wp-json/>; rel="https://api.w.org/"',
    );
  });

  it.each([
    [
      'per_page=0',
      invalid(
        'per_page',
        'rest_out_of_bounds',
        'per_page must be between 1 (inclusive) and 100 (inclusive)',
      ),
    ],
    [
      'per_page=101',
      invalid(
        'per_page',
        'rest_out_of_bounds',
        'per_page must be between 1 (inclusive) and 100 (inclusive)',
      ),
    ],
    [
      'per_page=abc',
      invalid('per_page', 'rest_invalid_type', 'per_page is not of type integer.', {
        param: 'per_page',
      }),
    ],
    ['page=0', invalid('page', 'rest_out_of_bounds', 'page must be greater than or equal to 1')],
  ])('refuses %s with rest_invalid_param 400', async (query, expected) => {
    const res = await server.send('GET', `/wp-json/wp/v2/posts?${query}`);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('refuses a page past the last one, creation and unknown routes', async () => {
    const far = await server.send('GET', '/wp-json/wp/v2/posts?page=99');
    expect([far.status, (far.json() as { code: string }).code]).toEqual([
      400,
      'rest_post_invalid_page_number',
    ]);
    const create = await server.send('POST', '/wp-json/wp/v2/posts');
    expect([create.status, (create.json() as { code: string }).code]).toEqual([
      401,
      'rest_cannot_create',
    ]);
    expect((await server.send('DELETE', '/wp-json/wp/v2/categories')).status).toBe(404);
    expect((await server.send('GET', '/wp-json/wp/v2/nothing')).status).toBe(404);
  });

  it('serves the latest posts as RSS 2.0', async () => {
    const res = await server.send('GET', '/feed/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=UTF-8');
    expect(res.text.match(/<item>/g)).toHaveLength(10);
    expect(res.text.match(/<\/item>/g)).toHaveLength(10);
    expect(res.text).toContain('<link>http://localhost:3000/wp-6-1-font-size-scale/</link>');
    expect(res.text).toContain('<pubDate>Mon, 16 Jan 2023 07:08:31 +0000</pubDate>');
    expect(res.text.trimEnd().endsWith('</rss>')).toBe(true);
    expect((await server.send('GET', '/?feed=rss2')).text).toBe(res.text);
  });
});
