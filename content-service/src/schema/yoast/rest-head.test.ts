import { beforeEach, describe, expect, it } from 'vitest';
import { createContext, type RequestContext } from '../context';
import { blankSite } from '../test/site';
import type { Store } from '../../store/open-store';
import { headForUrl } from './rest-head';
import { dateRewriteRules, headRouteUrl, isDateArchivePath, isValidHeadUrl } from './rest-url';

/*
 * Yoast's REST head on a site whose address has no port (https://example.com), where Yoast's
 * rebuilt URL can equal a stored permalink: posts, pages and terms answer 200 there. The reference
 * site (with a port) is compared with the live WordPress in
 * tests/differential/yoast-rest-head.test.ts.
 */

let db: Store;
let ctx: RequestContext;

function insertPost(id: number, type: string, slug: string, title: string, parent = 0): void {
  db.prepare(
    `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_parent,
       post_date, post_date_gmt, post_modified, post_modified_gmt, comment_status)
     VALUES (?, ?, 'publish', ?, ?, ?, ?, ?, ?, ?, 'closed')`,
  ).run(id, type, slug, title, parent, ...Array(4).fill('2020-01-02 03:04:05'));
}

beforeEach(() => {
  db = blankSite({
    home: 'https://example.com',
    siteurl: 'https://example.com',
    blogname: 'Site',
    blogdescription: 'Tagline',
    blog_public: '1',
    faustwp_settings: { frontend_uri: 'http://front.test', enable_rewrites: '1' },
    wpseo_titles: {
      separator: 'sc-pipe',
      'breadcrumbs-home': 'Home',
      'title-home-wpseo': '%%sitename%% %%page%% %%sep%% %%sitedesc%%',
      'title-archive-wpseo': '%%date%% %%page%% %%sep%% %%sitename%%',
      'noindex-archive-wpseo': true,
    },
    wpseo_social: { opengraph: true, twitter: true, twitter_card_type: 'summary_large_image' },
  });
  insertPost(1, 'post', 'hello', 'Hello');
  insertPost(2, 'page', 'parent', 'Parent');
  insertPost(3, 'page', 'child', 'Child', 2);
  db.prepare(`INSERT INTO terms (term_id, name, slug) VALUES (5, 'News', 'news')`).run();
  db.prepare(
    `INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy, count) VALUES (5, 5, 'category', 1)`,
  ).run();
  ctx = createContext(db);
});

/** The head for `url` as the route hands it over (get_head's esc_url_raw + utf8_uri_encode). */
const head = (url: string) => headForUrl(ctx, headRouteUrl(url));

describe('Yoast REST get_head on a site without a port', () => {
  it("answers 200 with a post's head for its URL", () => {
    const answer = head('https://example.com/hello/');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      title: 'Hello | Site',
      canonical: 'https://example.com/hello/',
      og_type: 'article',
    });
    expect(answer.html).toContain('<title>Hello | Site</title>');
  });

  it('drops the query string, the fragment and the port before comparing', () => {
    const expected = head('https://example.com/hello/');
    for (const url of [
      'https://example.com/hello/?x=1',
      'https://example.com/hello/#top',
      'https://example.com:8443/hello/',
      // The scheme is site_url()'s whatever the URL says.
      'http://example.com/hello/',
    ]) {
      expect(head(url), url).toEqual(expected);
    }
  });

  it('finds nested pages and terms by their stored permalinks', () => {
    expect(head('https://example.com/parent/child/').json.title).toBe('Child | Site');
    const category = head('https://example.com/category/news/');
    expect(category.status).toBe(200);
    expect(category.json.canonical).toBe('https://example.com/category/news/');
  });

  it('answers 404 where no stored permalink is the URL', () => {
    for (const url of [
      // Another host: the front end (FaustWP frontend_uri), a sub-domain.
      'http://front.test/hello/',
      'https://www.example.com/hello/',
      // Not the permalink as stored: no trailing slash, a page without its parent.
      'https://example.com/hello',
      'https://example.com/child/',
      'https://example.com/no-such-page/',
    ]) {
      expect(head(url).status, url).toBe(404);
    }
  });

  it('answers 404 for a post whose indexable was built with the front-end permalink', () => {
    // Yoast fields saved outside a GraphQL request, under FaustWP's rewrites (indexable.ts).
    db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (1, ?, ?)`).run(
      '_yoast_wpseo_metadesc',
      'Described',
    );
    expect(head('https://example.com/hello/').status).toBe(404);
  });

  it("gives the home URL, exactly, the home page's head", () => {
    const home = head('https://example.com/');
    expect(home.status).toBe(200);
    expect(home.json).toMatchObject({
      title: 'Site | Tagline',
      description: 'Tagline',
      canonical: 'https://example.com/',
      og_type: 'website',
      og_url: 'https://example.com/',
    });
    const graph = (home.json.schema as { '@graph': { '@type': string }[] })['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual([
      'CollectionPage',
      'BreadcrumbList',
      'WebSite',
    ]);
    // Through Meta_Surface::for_url the home-page indexable's permalink matches too.
    // (so a query-string address such as ?p=1 is the home page, not post 1).
    expect(head('https://example.com/?x=1')).toEqual(home);
    expect(head('https://example.com/?p=1')).toEqual(home);
    expect(head('https://example.com').status).toBe(404);
  });

  it('gives date archive paths the date archive head, without a URL of its own', () => {
    const archive = head('https://example.com/2020/01/');
    expect(archive.status).toBe(200);
    expect(archive.json).toMatchObject({
      title: '| Site',
      robots: { index: 'noindex', follow: 'follow' },
      og_type: 'website',
    });
    expect(archive.json.canonical).toBeUndefined();
    const page = (archive.json.schema as { '@graph': Record<string, unknown>[] })['@graph'][0];
    expect(page).toMatchObject({ '@type': 'CollectionPage', '@id': null, url: '' });
    expect(head('https://example.com/2020/01/02/page/3/')).toEqual(archive);
  });
});

describe('the URL handling of the REST head', () => {
  it('accepts http and https URLs with a host, as is_valid_url does', () => {
    expect(isValidHeadUrl('http://127.0.0.1:8080')).toBe(true);
    expect(isValidHeadUrl('HTTPS://example.com/x')).toBe(true);
    for (const url of ['', 'not a url', '//example.com/', 'ftp://example.com/', 'http:///x']) {
      expect(isValidHeadUrl(url), url).toBe(false);
    }
  });

  it('percent-encodes non-ASCII characters in lower case (utf8_uri_encode)', () => {
    expect(headRouteUrl('https://example.com/επ/ x')).toBe('https://example.com/%ce%b5%cf%80/%20x');
  });

  it("matches WordPress's date rewrite rules, under date/ when %post_id% leads", () => {
    expect(dateRewriteRules('/%postname%/')).toContain('([0-9]{4})/?$');
    expect(isDateArchivePath('/2013/', '/%postname%/')).toBe(true);
    expect(isDateArchivePath('/2013/01/10/feed/', '/%postname%/')).toBe(true);
    expect(isDateArchivePath('/2013/01/10/page/2/', '/%postname%/')).toBe(true);
    expect(isDateArchivePath('/2013/01/10/hello/', '/%postname%/')).toBe(false);
    expect(isDateArchivePath('/hello/', '/%postname%/')).toBe(false);
    expect(isDateArchivePath('/2013/', '/%post_id%/')).toBe(false);
    expect(isDateArchivePath('/date/2013/', '/%post_id%/')).toBe(true);
    expect(isDateArchivePath('/blog/2013/01/', '/blog/%postname%/')).toBe(true);
    expect(isDateArchivePath('/2013/', '')).toBe(false);
  });
});
