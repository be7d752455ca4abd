import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite } from '../test/site';
import { createContext, type RequestContext } from '../context';
import { postById } from '../model/loaders';
import { writeOption } from '../../store/options';
import { type Store } from '../../store/open-store';
import { postSeo } from './post-seo';

let db: Store;
let ctx: RequestContext;

function insertPage(id: number, slug: string, title: string, parent = 0): void {
  db.prepare(
    `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_parent,
       post_date, post_date_gmt, post_modified, post_modified_gmt, comment_status)
     VALUES (?, 'page', 'publish', ?, ?, ?, ?, ?, ?, ?, 'closed')`,
  ).run(id, slug, title, parent, ...Array(4).fill('2020-01-02 03:04:05'));
}

beforeEach(() => {
  db = blankSite({
    blogname: 'Site',
    blog_public: '1',
    faustwp_settings: { frontend_uri: 'http://front.test', enable_rewrites: '1' },
    wpseo_titles: { separator: 'sc-pipe', 'breadcrumbs-home': 'Start' },
    wpseo_social: { opengraph: true },
  });
  insertPage(1, 'parent', 'Parent');
  insertPage(2, 'child', 'Child &amp; co', 1);
  db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (1, ?, ?)`).run(
    '_yoast_wpseo_metadesc',
    'Parent description',
  );
  ctx = createContext(db);
});

describe('PostTypeSEO of a post row', () => {
  it('renders title, canonical and the trail from the page hierarchy', () => {
    const seo = postSeo(ctx, postById(ctx, 2)!);
    expect(seo.title).toBe('Child & co | Site');
    expect(seo.canonical).toBe('http://wp.test/parent/child/');
    expect(seo.metaRobotsNoindex).toBe('index');
    // The parent's Yoast fields were saved outside GraphQL: its indexable has the front-end URL.
    expect(seo.breadcrumbs).toEqual([
      { text: 'Start', url: 'http://wp.test/' },
      { text: 'Parent', url: 'http://front.test/parent/' },
      { text: 'Child &amp; co', url: 'http://wp.test/parent/child/' },
    ]);
    expect(postSeo(ctx, postById(ctx, 1)!).canonical).toBe('http://front.test/parent/');
  });

  it('answers empty values for a preview, which has no indexable', () => {
    const preview = { ...postById(ctx, 2)!, ID: 3, previewOf: postById(ctx, 2)! };
    expect(postSeo(ctx, preview)).toMatchObject({
      title: '',
      metaDesc: '',
      canonical: '',
      breadcrumbs: [],
      opengraphImage: null,
      schema: { pageType: [], articleType: [], raw: '[]' },
    });
  });

  it('answers empty values for an attachment while attachment pages redirect to the file', () => {
    db.prepare(
      `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_mime_type, guid)
       VALUES (5, 'attachment', 'inherit', 'photo', 'Photo', 'image/jpeg',
               'http://wp.test/wp-content/uploads/photo.jpg')`,
    ).run();
    db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (5, ?, ?)`).run(
      '_wp_attached_file',
      'photo.jpg',
    );
    const attachment = () => postSeo(createContext(db), postById(createContext(db), 5)!);
    // Attachment pages on: Yoast builds the attachment's indexable.
    writeOption(db, 'wpseo_titles', { separator: 'sc-pipe', 'disable-attachment': false });
    expect(attachment().title).toBe('Photo | Site');
    expect(attachment().canonical).not.toBe('');
    // Redirected to the file (Yoast's default).
    writeOption(db, 'wpseo_titles', { separator: 'sc-pipe' });
    expect(attachment()).toMatchObject({
      title: '',
      canonical: '',
      opengraphUrl: '',
      fullHead: '',
      readingTime: 0,
      schema: { pageType: [], articleType: [], raw: '[]' },
    });
  });

  it("lists an Article's keywords by name as MariaDB compares them (case aside)", () => {
    db.prepare(
      `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_date,
         post_date_gmt, post_modified, post_modified_gmt)
       VALUES (7, 'post', 'publish', 'tagged', 'Tagged', ?, ?, ?, ?)`,
    ).run(...Array(4).fill('2020-01-02 03:04:05'));
    for (const [id, name] of [
      [21, 'link'],
      [22, 'Post Formats'],
      [23, 'aside'],
    ] as const) {
      db.prepare('INSERT INTO terms (term_id, name, slug) VALUES (?, ?, ?)').run(id, name, name);
      db.prepare(
        `INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy) VALUES (?, ?, 'post_tag')`,
      ).run(id, id);
      db.prepare('INSERT INTO term_relationships (object_id, term_taxonomy_id) VALUES (7, ?)').run(
        id,
      );
    }
    const schema = postSeo(ctx, postById(ctx, 7)!).schema as () => { raw: string };
    const graph = JSON.parse(schema().raw) as { '@graph': { keywords?: string[] }[] };
    const article = graph['@graph'].find((node) => node.keywords);
    expect(article?.keywords).toEqual(['aside', 'link', 'Post Formats']);
  });

  it("captions the Article's main image with its attachment's caption, else its alt text", () => {
    db.prepare(
      `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_excerpt, guid)
       VALUES (8, 'attachment', 'inherit', 'photo', 'Photo', 'A <em>caption</em>', 'http://wp.test/p.jpg')`,
    ).run();
    db.prepare(
      `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_date,
         post_date_gmt, post_modified, post_modified_gmt)
       VALUES (9, 'post', 'publish', 'pictured', 'Pictured', ?, ?, ?, ?)`,
    ).run(...Array(4).fill('2020-01-02 03:04:05'));
    db.prepare(
      `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (9, '_thumbnail_id', '8')`,
    ).run();
    const primary = () => {
      const schema = postSeo(createContext(db), postById(createContext(db), 9)!).schema as () => {
        raw: string;
      };
      const graph = JSON.parse(schema().raw) as { '@graph': Record<string, unknown>[] };
      return graph['@graph'].find((node) => String(node['@id']).endsWith('#primaryimage'));
    };
    expect(primary()).toMatchObject({ caption: 'A caption' });
    db.prepare(`UPDATE posts SET post_excerpt = '' WHERE ID = 8`).run();
    db.prepare(
      `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (8, '_wp_attachment_image_alt', 'Alt')`,
    ).run();
    expect(primary()).toMatchObject({ caption: 'Alt' });
  });
});
