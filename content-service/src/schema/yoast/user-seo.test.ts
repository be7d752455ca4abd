import { beforeEach, describe, expect, it } from 'vitest';
import { addTestUser, blankSite } from '../test/site';
import { createContext, type RequestContext } from '../context';
import { userById } from '../model/loaders';
import { type Store } from '../../store/open-store';
import { gravatarUrl } from './people';
import { userSeo } from './user-seo';

let db: Store;
let ctx: RequestContext;

beforeEach(() => {
  db = blankSite({
    blogname: 'Site',
    blog_public: '1',
    wpseo_titles: { separator: 'sc-dash' },
    wpseo_social: { opengraph: true, twitter: true, twitter_site: 'example' },
  });
  addTestUser(db, 3, 'writer', 'The Writer');
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title)
     VALUES (10, 3, 'post', 'publish', 'hello', 'Hello')`,
  ).run();
  ctx = createContext(db);
});

const field = (name: string) => {
  const value = userSeo(ctx, userById(ctx, 3)!)[name];
  return typeof value === 'function' ? (value as () => unknown)() : value;
};

describe("SEOUser of an author's archive", () => {
  it('has the head Yoast prints for the archive: profile, Gravatar at 500px, Twitter site', () => {
    const head = field('fullHead') as string;
    const avatar = gravatarUrl('writer@example.com', 500);
    expect(head).toContain('<link rel="canonical" href="http://wp.test/author/writer/" />');
    expect(head).toContain('<meta property="og:type" content="profile" />');
    expect(head).toContain('<meta property="og:title" content="The Writer, Author at Site" />');
    // The image presenter escapes in the attribute context: `&` is left as it is.
    expect(avatar).toContain('&d=mm');
    expect(head).toContain(`<meta property="og:image" content="${avatar}" />`);
    expect(head).toContain('<meta name="twitter:site" content="@example" />');
    expect(head).toMatch(/<script type="application\/ld\+json" class="yoast-schema-graph">/);
  });

  it("makes the author's Person the page's main entity, without the archive URL", () => {
    const graph = JSON.parse((field('schema') as { raw: string }).raw) as {
      '@graph': Record<string, unknown>[];
    };
    const person = graph['@graph'].find((node) => node['@type'] === 'Person');
    expect(person).toMatchObject({
      name: 'The Writer',
      mainEntityOfPage: { '@id': 'http://wp.test/author/writer/' },
    });
    expect(person).not.toHaveProperty('url');
  });

  it('has no breadcrumb title, language or region of its own', () => {
    expect([field('breadcrumbTitle'), field('language'), field('region')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('prints the JSON-LD in the head with its non-ASCII letters as they are, as Yoast does', () => {
    db.prepare(`UPDATE users SET display_name = 'Zoë' WHERE ID = 3`).run();
    expect(field('fullHead')).toContain('"name":"Zoë"');
    // WPGraphQL Yoast's schema.raw keeps json_encode's \\uXXXX escapes.
    expect((field('schema') as { raw: string }).raw).toContain('"name":"Zo\\u00eb"');
  });
});

describe('SEOUser.social', () => {
  it("gives the author's Yoast contact methods, trimmed and entity-decoded, '' when unset", () => {
    db.prepare(`INSERT INTO usermeta (user_id, meta_key, meta_value) VALUES (3, ?, ?)`).run(
      'facebook',
      ' https://facebook.com/a&amp;b ',
    );
    db.prepare(`INSERT INTO usermeta (user_id, meta_key, meta_value) VALUES (3, ?, ?)`).run(
      'linkedin',
      'https://linkedin.com/in/w',
    );
    expect(field('social')).toEqual({
      facebook: 'https://facebook.com/a&b',
      twitter: '',
      instagram: '',
      linkedIn: 'https://linkedin.com/in/w',
      mySpace: '',
      pinterest: '',
      youTube: '',
      soundCloud: '',
      wikipedia: '',
    });
  });

  it('is null for a user without published posts (no indexable), as every other field', () => {
    db.prepare(`UPDATE posts SET post_status = 'draft'`).run();
    expect(field('social')).toBeNull();
  });
});

describe("SEOUser's schema types", () => {
  it("are Yoast's author context's: no page type list, the article type with its empty default", () => {
    expect(field('schema')).toMatchObject({ pageType: [], articleType: ['Article', ''] });
  });
});
