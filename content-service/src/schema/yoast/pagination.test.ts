import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite } from '../test/site';
import { createContext, type RequestContext } from '../context';
import { postById } from '../model/loaders';
import { type Store } from '../../store/open-store';
import { numberOfPages, paginatedUrl, schemaTrail } from './pagination';
import { postSeo } from './post-seo';

describe('numberOfPages', () => {
  it('counts the <!--nextpage--> markers, null for a post of one page', () => {
    expect(numberOfPages('a')).toBeNull();
    expect(numberOfPages('a<!--nextpage-->b<!--nextpage-->c')).toBe(3);
  });
});

describe('paginatedUrl', () => {
  it('adds the page as a path segment, with the structure’s trailing slash', () => {
    expect(paginatedUrl('http://wp.test/post/', 2, '/%postname%/')).toBe('http://wp.test/post/2/');
    expect(paginatedUrl('http://wp.test/post', 2, '/%postname%')).toBe('http://wp.test/post/2');
    expect(paginatedUrl('http://wp.test/post/?a=1', 2, '/%postname%/')).toBe(
      'http://wp.test/post/2/?a=1',
    );
  });

  it('uses the page query argument without pretty permalinks', () => {
    expect(paginatedUrl('http://wp.test/?p=5', 2, '')).toBe('http://wp.test/?p=5&page=2');
  });
});

describe('schemaTrail', () => {
  const crumbs = [
    { text: 'Home', url: 'h' },
    { text: 'Post', url: 'p' },
  ];
  it('drops the last crumb of a paginated post, not of the posts page or a lone crumb', () => {
    expect(schemaTrail(crumbs, true, false)).toEqual([crumbs[0]]);
    expect(schemaTrail(crumbs, false, false)).toEqual(crumbs);
    expect(schemaTrail(crumbs, true, true)).toEqual(crumbs);
    expect(schemaTrail([crumbs[0]!], true, false)).toEqual([crumbs[0]]);
  });
});

describe('fullHead of a post split into pages', () => {
  let db: Store;
  let ctx: RequestContext;
  beforeEach(() => {
    db = blankSite({ blogname: 'Site', blog_public: '1', wpseo_social: { opengraph: true } });
    db.prepare(
      `INSERT INTO posts (ID, post_type, post_status, post_name, post_title, post_content,
         post_date, post_date_gmt, post_modified, post_modified_gmt)
       VALUES (7, 'post', 'publish', 'split', 'Split', 'one<!--nextpage-->two',
         '2020-01-02 03:04:05', '2020-01-02 03:04:05', '2020-01-02 03:04:05', '2020-01-02 03:04:05')`,
    ).run();
    ctx = createContext(db);
  });
  const head = () => (postSeo(ctx, postById(ctx, 7)!).fullHead as () => string)();

  it('links its second page after the canonical and lists no breadcrumb of one crumb', () => {
    const lines = head().split('\n');
    const canonical = lines.indexOf('<link rel="canonical" href="http://wp.test/split/" />');
    expect(canonical).toBeGreaterThan(0);
    expect(lines[canonical + 1]).toBe('<link rel="next" href="http://wp.test/split/2/" />');
    expect(head()).not.toContain('BreadcrumbList');
    expect(head()).not.toContain('#breadcrumb');
  });

  it('has no rel="next" when the post is noindex', () => {
    db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (7, ?, '1')`).run(
      '_yoast_wpseo_meta-robots-noindex',
    );
    expect(head()).not.toContain('rel="next"');
  });
});
