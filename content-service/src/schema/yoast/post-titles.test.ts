import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite } from '../test/site';
import { createContext, type RequestContext } from '../context';
import { postById } from '../model/loaders';
import { type Store } from '../../store/open-store';
import { smartStripTags } from './php-text';
import { postSeo } from './post-seo';

describe('smartStripTags', () => {
  it('strips tags as Yoast does: block ends and breaks are spaces, list items get bullets', () => {
    expect(smartStripTags('Title <em>With</em> <b>Mark<sup>up</sup></b>')).toBe(
      'Title With Markup',
    );
    expect(smartStripTags('<p>a</p><p>b</p>\nc<br/>d')).toBe('a b c d');
    expect(smartStripTags('<ul><li>x</li><li>y</li></ul>')).toBe('• x• y');
  });
});

describe("a post's title in Yoast's output", () => {
  let db: Store;
  let ctx: RequestContext;
  beforeEach(() => {
    db = blankSite({ blogname: 'Site', blog_public: '1', wpseo_social: { opengraph: true } });
    ctx = createContext(db);
  });
  const post = (id: number, title: string, excerpt = '') =>
    db
      .prepare(
        `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_excerpt,
           post_content, post_date, post_date_gmt, post_modified, post_modified_gmt)
         VALUES (?, 'post', 'publish', ?, ?, ?, 'Body', '2020-01-02 03:04:05',
           '2020-01-02 03:04:05', '2020-01-02 03:04:05', '2020-01-02 03:04:05')`,
      )
      .run(id, `p-${id}`, title, excerpt);
  const graph = (id: number) =>
    JSON.parse((postSeo(ctx, postById(ctx, id)!).schema as () => { raw: string })().raw) as {
      '@graph': Record<string, unknown>[];
    };
  const piece = (id: number, type: string) => graph(id)['@graph'].find((n) => n['@type'] === type);

  it('is the texturized title, tags stripped, in the headline and the breadcrumbs', () => {
    post(1, 'Quotes "here" <em>and</em> & there');
    expect(piece(1, 'Article')?.headline).toBe('Quotes &#8220;here&#8221; and &#038; there');
    expect(postSeo(ctx, postById(ctx, 1)!).breadcrumbs).toEqual([
      { text: 'Home', url: 'http://wp.test/' },
      { text: 'Quotes &#8220;here&#8221; and &#038; there', url: 'http://wp.test/p-1/' },
    ]);
  });

  it('is "No title" in the headline of an untitled post, which lists no breadcrumb', () => {
    post(2, '');
    expect(piece(2, 'Article')?.headline).toBe('No title');
    expect(piece(2, 'BreadcrumbList')).toBeUndefined();
    expect(piece(2, 'WebPage')).not.toHaveProperty('breadcrumb');
  });

  it("describes Open Graph with the hand-written excerpt's text, without its tags", () => {
    post(3, 'T', 'An <em>excerpt</em>.');
    expect(postSeo(ctx, postById(ctx, 3)!).opengraphDescription).toBe('An excerpt.');
  });
});
