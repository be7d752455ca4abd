import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite } from '../test/site';
import { type Store } from '../../store/open-store';
import { createContext, type RequestContext } from '../context';
import { postById, userById } from '../model/loaders';
import { articleWordCount, postSeo } from './post-seo';
import { userSeo } from './user-seo';

/** Pieces of Yoast's schema graph the imported exports showed (tests/differential/wxr). */
let db: Store;
let ctx: RequestContext;

interface GraphNode {
  '@type': string | string[];
  '@id'?: string;
  url?: string;
  mainEntityOfPage?: { '@id': string };
}

function graphOf(seo: Record<string, unknown>): GraphNode[] {
  const schema = (seo.schema as () => { raw: string })();
  return (JSON.parse(schema.raw) as { '@graph': GraphNode[] })['@graph'];
}

beforeEach(() => {
  db = blankSite({
    blogname: 'Site',
    blog_public: '1',
    wpseo_titles: { separator: 'sc-dash' },
  });
  db.prepare(
    "INSERT INTO users (ID, user_login, user_nicename, display_name) VALUES (4, 'kana', 'kana', 'Kana')",
  ).run();
  db.prepare(
    `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_author, post_content,
       post_date, post_date_gmt, post_modified, post_modified_gmt, comment_status)
     VALUES (9, 'post', 'publish', '%e3%83%9b%e3%83%bc%e3%83%a0', 'ホーム', 4, '<p>Hi</p>', ?, ?, ?, ?, 'closed')`,
  ).run(...Array(4).fill('2020-01-02 03:04:05'));
  ctx = createContext(db);
});

describe("Yoast's schema graph", () => {
  it("keeps a post's non-ASCII permalink percent-encoded in its @ids, as the canonical is not", () => {
    const seo = postSeo(ctx, postById(ctx, 9)!);
    expect(seo.canonical).toBe('http://wp.test/ホーム/');
    const [article, webPage] = graphOf(seo);
    expect(article?.['@id']).toBe('http://wp.test/%e3%83%9b%e3%83%bc%e3%83%a0/#article');
    expect(webPage).toMatchObject({
      '@id': 'http://wp.test/%e3%83%9b%e3%83%bc%e3%83%a0/',
      url: 'http://wp.test/%e3%83%9b%e3%83%bc%e3%83%a0/',
    });
  });

  it('makes the Person the main entity of their own archive, without a url', () => {
    const person = graphOf(userSeo(ctx, userById(ctx, 4)!)).find((n) => n['@type'] === 'Person');
    expect(person?.mainEntityOfPage).toEqual({ '@id': 'http://wp.test/author/kana/' });
    expect(person).not.toHaveProperty('url');
    // On a post the same Person links to the archive instead.
    const onPost = graphOf(postSeo(ctx, postById(ctx, 9)!)).find((n) => n['@type'] === 'Person');
    expect(onPost?.url).toBe('http://wp.test/author/kana/');
    expect(onPost).not.toHaveProperty('mainEntityOfPage');
  });

  it("counts an Article's words as Yoast does: adjacent tags apart, quotes and & split words", () => {
    // "Don't stop one two &amp; three" → Don, t, stop, one, two, amp, three.
    expect(articleWordCount("Don't stop", '<p>one</p><p>two &amp; three</p>')).toBe(7);
    expect(articleWordCount('Title', '<p>a</p><pre>not <b>counted</b></pre><code>x</code>')).toBe(
      2,
    );
  });
});
