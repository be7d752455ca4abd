import { beforeEach, describe, expect, it } from 'vitest';
import { writeOption } from '../../store/options';
import { type Store } from '../../store/open-store';
import { addTestUser, blankSite, queryData } from '../test/site';

/*
 * nodeByUri's reading of a uri argument, as WPGraphQL's NodeResolver::resolve_uri() and
 * parse_request() read it (the cases checked against the live WordPress in
 * tests/differential/generate-corpus.ts, node_by_uri_*).
 */

let db: Store;

function post(id: number, type: string, name: string, date: string): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_status, post_type, post_name, post_title, post_date, post_date_gmt)
     VALUES (?, 1, 'publish', ?, ?, ?, ?, ?)`,
  ).run(id, type, name, name, date, date);
}

beforeEach(() => {
  db = blankSite({ sticky_posts: [10] });
  addTestUser(db, 1, 'admin');
  post(10, 'post', 'hello', '2024-01-01 00:00:00');
  post(11, 'post', 'newer', '2024-02-01 00:00:00');
  post(12, 'page', 'about', '2024-01-01 00:00:00');
  db.prepare(`INSERT INTO terms (term_id, name, slug) VALUES (5, 'News', 'news')`).run();
  db.prepare(
    `INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy) VALUES (5, 5, 'category')`,
  ).run();
  db.prepare(
    `INSERT INTO comments (comment_ID, comment_post_ID, comment_content, comment_approved)
     VALUES (7, 10, 'Hi', '1')`,
  ).run();
});

/** What nodeByUri answers for `uri`: the type and database id, or null. */
async function nodeAt(uri: string): Promise<string | null> {
  const data = await queryData(
    db,
    `{ nodeByUri(uri: ${JSON.stringify(uri)}) {
      __typename
      ... on DatabaseIdentifier { databaseId }
      ... on ContentType { name }
    } }`,
  );
  const node = data.nodeByUri as Record<string, unknown> | null;
  return node ? `${String(node.__typename)} ${String(node.databaseId ?? node.name)}` : null;
}

async function nodesAt(uris: string[]): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const uri of uris) out[uri] = await nodeAt(uri);
  return out;
}

describe('nodeByUri: the request WP::parse_request() leaves', () => {
  it('blanks index.php (any path ending in it): the home request, paged or not', async () => {
    expect(
      await nodesAt([
        '/index.php',
        '/index.php/',
        'index.php?paged=2',
        'http://wp.test/index.php?paged=2&x=1',
        '/hello/index.php',
      ]),
    ).toEqual({
      '/index.php': 'ContentType post',
      '/index.php/': 'ContentType post',
      'index.php?paged=2': 'ContentType post',
      'http://wp.test/index.php?paged=2&x=1': 'ContentType post',
      '/hello/index.php': 'ContentType post',
    });
  });

  it('is no home request with a query var naming content (WordPress 404s it)', async () => {
    expect(await nodesAt(['/index.php?p=10', '/index.php?cat=5', '/index.php?p=0'])).toEqual({
      '/index.php?p=10': null,
      '/index.php?cat=5': null,
      '/index.php?p=0': 'ContentType post',
    });
  });

  it("matches the query instead of the path when the path is empty or '/'", async () => {
    expect(await nodesAt(['/?', '?', '/?hello', '?category/news/', '/?p=10'])).toEqual({
      '/?': 'ContentType post',
      '?': 'ContentType post',
      '/?hello': 'Post 10',
      '?category/news/': 'Category 5',
      '/?p=10': null,
    });
  });

  it('matches the whole text when there is neither path nor query', async () => {
    expect(await nodesAt(['http://wp.test', '#foo', '', '/#foo'])).toEqual({
      'http://wp.test': null,
      '#foo': null,
      '': null,
      '/#foo': 'ContentType post',
    });
  });

  it('keeps spaces and percent escapes in the matched text', async () => {
    expect(await nodesAt(['/hello/ ', ' /hello/', '/hel%6co/', '/category/new%73/'])).toEqual({
      '/hello/ ': null,
      ' /hello/': null,
      '/hel%6co/': null,
      '/category/new%73/': null,
    });
  });

  it("passes a path's query vars to the query: only an id or type of another node fails it", async () => {
    expect(
      await nodesAt([
        '/hello/?paged=2',
        '/hello/?x=1',
        '/hello/?p=10',
        '/hello/?p=11',
        '/hello/?post_type=page',
        '/category/news/?x=1',
        '/category/news/?p=10',
      ]),
    ).toEqual({
      '/hello/?paged=2': 'Post 10',
      '/hello/?x=1': 'Post 10',
      '/hello/?p=10': 'Post 10',
      '/hello/?p=11': null,
      '/hello/?post_type=page': null,
      '/category/news/?x=1': 'Category 5',
      '/category/news/?p=10': null,
    });
  });

  it('strips the home path of a subdirectory install (is_home_request)', async () => {
    writeOption(db, 'home', 'http://wp.test/blog');
    expect(await nodesAt(['http://wp.test/blog/', '/blog/hello/', '/blog/index.php'])).toEqual({
      'http://wp.test/blog/': 'ContentType post',
      '/blog/hello/': 'Post 10',
      '/blog/index.php': 'ContentType post',
    });
  });
});

describe('nodeByUri: comments and other hosts', () => {
  it('answers the comment a #comment-{id} names, anywhere in the uri', async () => {
    expect(await nodesAt(['/hello/#comment-7', '#comment-7', '/#comment-99'])).toEqual({
      '/hello/#comment-7': 'Comment 7',
      '#comment-7': 'Comment 7',
      '/#comment-99': null,
    });
  });

  it("answers the front page query's first post, stickies first, for another host", async () => {
    const external = ['http://example.com/foo/', '//page/2/', 'http://localhost:3000/about/'];
    expect(Object.values(await nodesAt(external))).toEqual(['Post 10', 'Post 10', 'Post 10']);
    writeOption(db, 'sticky_posts', []);
    expect(await nodeAt('http://example.com/')).toBe('Post 11');
  });

  it("takes the site's host with any scheme or port as its own", async () => {
    expect(await nodesAt(['https://wp.test:8443/about/', 'http://wp.test/hello'])).toEqual({
      'https://wp.test:8443/about/': 'Page 12',
      'http://wp.test/hello': 'Post 10',
    });
  });
});

describe("nodeByUri: each kind's feeds, embeds and pages", () => {
  it('answer the node of their archive, post or page', async () => {
    expect(
      await nodesAt([
        '/category/news/feed/',
        '/category/news/feed/rss2/',
        '/category/news/page/2/',
        '/category/news/embed/',
        '/category/news/2/',
        '/author/admin/feed/',
        '/author/admin/trackback/',
        '/hello/feed/',
        '/hello/atom/',
        '/hello/2/',
        '/hello/trackback/',
        '/hello/comment-page-1/',
        '/about/page/2/',
        '/about/embed/',
        '/about/feed/rss3/',
        '/feed/',
      ]),
    ).toEqual({
      '/category/news/feed/': 'Category 5',
      '/category/news/feed/rss2/': 'Category 5',
      '/category/news/page/2/': 'Category 5',
      '/category/news/embed/': 'Category 5',
      '/category/news/2/': null,
      '/author/admin/feed/': 'User 1',
      '/author/admin/trackback/': null,
      '/hello/feed/': 'Post 10',
      '/hello/atom/': 'Post 10',
      '/hello/2/': 'Post 10',
      '/hello/trackback/': 'Post 10',
      '/hello/comment-page-1/': 'Post 10',
      '/about/page/2/': 'Page 12',
      '/about/embed/': 'Page 12',
      '/about/feed/rss3/': null,
      '/feed/': null,
    });
  });
});
