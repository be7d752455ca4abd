import { describe, expect, it } from 'vitest';
import type { PostCardFieldsFragment, PostFieldsFragment } from '../generated/graphql';
import { pageTemplate, reshapePage } from './page';
import { reshapePost, reshapePostCard, reshapePostList } from './post';
import { reshapeSeo } from './seo';
import { toSiteHref } from '../../html/internal-links';
import { parseSiteEnv } from '../config/site-env';
import { createReshapeContext } from './context';
import { testContext } from './test/context';
import { reshapeYoastSchema } from './yoast-schema';

const { context } = testContext();

const post: PostFieldsFragment = {
  databaseId: 7,
  title: '',
  date: '2026-01-05T10:00:00',
  dateGmt: '2026-01-05T09:00:00',
  modifiedGmt: '2026-01-06T08:30:00',
  author: { node: { name: 'Ana &amp; Bo' } },
  uri: '/product-news/launch/',
  content: '<p>Body <a href="http://127.0.0.1:8080/about/">about</a></p><script>x</script>',
  blockSupportStyles: null,
  excerpt: '<p>The launch &amp; what it brings</p>',
  hasPassword: false,
  featuredImage: null,
  pageOptions: { stickyHeader: null },
  seo: null,
};

describe('reshapePost', () => {
  it('applies the title fallback, the category label and sanitises the content', () => {
    const reshaped = reshapePost(
      { ...post, seo: { title: 'Launch | Lavanda' } as PostFieldsFragment['seo'] },
      context,
    );
    expect(reshaped).toEqual({
      id: 7,
      title: 'Launch',
      date: '2026-01-05T10:00:00',
      publishedAt: '2026-01-05T09:00:00+00:00',
      modifiedAt: '2026-01-06T08:30:00+00:00',
      authorName: 'Ana & Bo',
      uri: '/product-news/launch/',
      categoryLabel: 'PRODUCT NEWS',
      contentHtml: '<p>Body <a href="/about/">about</a></p>',
      blockSheets: [],
      blockCss: '',
      passwordProtected: false,
      featuredImage: null,
      stickyHeader: false,
    });
  });

  it("names WordPress's stylesheets for the blocks its sanitised content holds", () => {
    const reshaped = reshapePost(
      {
        ...post,
        content:
          '<div class="wp-block-columns is-layout-flex"><div class="wp-block-column"></div></div>' +
          '<p class="x-wp-block-cover">not a block</p>',
      },
      context,
    );
    expect(reshaped.blockSheets.map((href) => href.split('/').pop()?.split('.')[0])).toEqual([
      'common',
      'site',
      'columns',
    ]);
  });

  it("adds WordPress's theme presets after the block sheets, and only where there are blocks", () => {
    const { context: withPresets } = testContext({ presetsSheet: '/api/block-presets/?v=abc' });
    const blocks = reshapePost(
      { ...post, content: '<div class="wp-block-columns"></div>' },
      withPresets,
    ).blockSheets;
    expect(blocks.at(-1)).toBe('/api/block-presets/?v=abc');
    expect(blocks).toHaveLength(4);
    expect(reshapePost({ ...post, content: '<p>Classic</p>' }, withPresets).blockSheets).toEqual(
      [],
    );
  });

  it("carries the rules of the content's generated classes, sanitised; none without the plugin", () => {
    const rules =
      '.wp-container-core-group-is-layout-81c2fcf1{flex-wrap:nowrap;}body{display:none}';
    const content = '<div class="wp-block-group wp-container-core-group-is-layout-81c2fcf1"></div>';
    expect(reshapePost({ ...post, content, blockSupportStyles: rules }, context).blockCss).toBe(
      '.wp-container-core-group-is-layout-81c2fcf1{flex-wrap:nowrap}',
    );
    expect(reshapePost({ ...post, content, blockSupportStyles: null }, context).blockCss).toBe('');
  });

  it('makes the header sticky only when the post asks for it', () => {
    expect(
      reshapePost({ ...post, pageOptions: { stickyHeader: true } }, context).stickyHeader,
    ).toBe(true);
    expect(reshapePost({ ...post, pageOptions: null }, context).stickyHeader).toBe(false);
  });
});

describe('reshapePostCard', () => {
  const card: PostCardFieldsFragment = {
    databaseId: 1,
    title: 'A &amp; B',
    date: null,
    uri: '/a/',
    excerpt: '<p>Short</p>',
    categories: { nodes: [{ name: 'News' }, { name: 'Other' }] },
  };

  it('keeps the first category and the sanitised excerpt', () => {
    expect(reshapePostCard(card, context)).toEqual({
      id: 1,
      title: 'A & B',
      date: null,
      uri: '/a/',
      categoryName: 'News',
      excerptHtml: '<p>Short</p>',
    });
  });

  it('has no excerpt or category when WordPress has none', () => {
    expect(reshapePostCard({ ...card, excerpt: '  ', categories: null }, context)).toMatchObject({
      excerptHtml: null,
      categoryName: null,
    });
  });
});

describe('reshapePostList', () => {
  it('counts pages from the total and keeps hasMore/hasPrevious', () => {
    const list = reshapePostList(
      {
        nodes: [],
        pageInfo: {
          hasNextPage: false,
          offsetPagination: { total: 13, hasMore: true, hasPrevious: true },
        },
      },
      1,
      6,
      context,
    );
    expect(list.pagination).toEqual({ offset: 1, pageCount: 3, hasMore: true, hasPrevious: true });
  });

  it('survives a page past the end, where WPGraphQL reports total 0', () => {
    const list = reshapePostList(
      {
        nodes: [],
        pageInfo: {
          hasNextPage: false,
          offsetPagination: { total: 0, hasMore: false, hasPrevious: true },
        },
      },
      9,
      6,
      context,
    );
    expect(list.pagination).toEqual({ offset: 9, pageCount: 9, hasMore: false, hasPrevious: true });
    expect(reshapePostList(null, 0, 6, context).pagination.pageCount).toBe(0);
  });
});

describe('reshapeSeo', () => {
  it('reads robots, canonical on the site and plain-text fields', () => {
    const seo = reshapeSeo(
      {
        title: 'T &amp; U',
        metaDesc: '',
        metaRobotsNoindex: 'noindex',
        metaRobotsNofollow: 'follow',
        focuskw: 'kw',
        canonical: 'http://127.0.0.1:8080/about/',
        opengraphTitle: null,
        opengraphDescription: 'OG',
        opengraphType: 'article',
        opengraphPublishedTime: '2026-01-01T00:00:00+00:00',
        opengraphModifiedTime: '',
        opengraphImage: null,
        twitterTitle: null,
        twitterDescription: null,
        twitterCardType: 'summary_large_image',
        twitterImage: null,
        breadcrumbs: [
          { text: 'Home', url: 'http://127.0.0.1:8080/' },
          { text: 'About &amp; us', url: 'http://localhost:3000/about/' },
          { text: '', url: null },
        ],
        schema: { raw: null },
      },
      context,
    );
    expect(seo.breadcrumbs).toEqual([
      { text: 'Home', url: '/' },
      { text: 'About & us', url: '/about/' },
    ]);
    expect(seo).toMatchObject({
      title: 'T & U',
      description: null,
      noindex: true,
      nofollow: false,
      canonical: '/about/',
      focusKeyword: 'kw',
      openGraph: {
        description: 'OG',
        type: 'article',
        publishedTime: '2026-01-01T00:00:00+00:00',
        modifiedTime: null,
      },
      twitter: { card: 'summary_large_image' },
    });
  });

  it('is empty without Yoast', () => {
    expect(reshapeSeo(null, context)).toMatchObject({
      title: null,
      noindex: false,
      canonical: null,
    });
  });

  it("without Yoast, describes a post by WordPress's own excerpt, as plain text", () => {
    expect(reshapeSeo(null, context, post.excerpt).description).toBe('The launch & what it brings');
  });

  it("with Yoast, Yoast's description (or none) wins over the excerpt", () => {
    const yoast = { metaDesc: '' } as Parameters<typeof reshapeSeo>[0];
    expect(reshapeSeo(yoast, context, post.excerpt).description).toBeNull();
  });
});

describe('pageTemplate', () => {
  it('maps WordPress template names to the five templates', () => {
    expect(pageTemplate('Page Large Header')).toBe('PageLargeHeader');
    expect(pageTemplate('page-no-separators')).toBe('PageNoSeparators');
    expect(pageTemplate('Single Post No Separators')).toBe('SinglePostNoSeparators');
    expect(pageTemplate('Blank')).toBe('Blank');
    expect(pageTemplate('Default')).toBe('Default');
    expect(pageTemplate('Page No Title')).toBe('Default');
    expect(pageTemplate(null)).toBe('Default');
  });
});

describe('reshapePage', () => {
  it('keeps the page’s own content, sanitised, and whether it is password-protected', () => {
    const page = reshapePage(
      {
        databaseId: 2,
        title: 'About',
        uri: '/about/',
        content: '<h2>Resources</h2><p onclick="x()">Text</p><script>x</script>',
        blockSupportStyles: null,
        hasPassword: true,
        template: { templateName: 'Default' },
        pageOptions: null,
        pageContent: null,
        seo: null,
      },
      context,
    );
    expect(page).toMatchObject({
      contentHtml: '<h2>Resources</h2><p>Text</p>',
      passwordProtected: true,
      blocks: [],
    });
  });
});

describe('createReshapeContext', () => {
  it("takes Faust's default front-end address for this site, wherever the site runs", () => {
    const env = parseSiteEnv({
      NEXT_PUBLIC_WORDPRESS_URL: 'http://127.0.0.1:4000',
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
    });
    const { links } = createReshapeContext(env, null);
    expect(toSiteHref('http://localhost:3000/about/', links)).toBe('/about/');
    expect(toSiteHref('http://localhost:3001/about/', links)).toBe('http://localhost:3001/about/');
  });
});

describe('reshapeYoastSchema', () => {
  it("moves WordPress's and the front end's addresses to the site's origin, files and other sites kept", () => {
    const raw = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebSite',
          '@id': 'http://127.0.0.1:8080/#website',
          url: 'http://127.0.0.1:8080/',
          name: 'http is not an address here',
        },
        {
          '@type': 'Article',
          mainEntityOfPage: { '@id': 'http://localhost:3000/launch/' },
          image: { url: 'http://127.0.0.1:8080/wp-content/uploads/a.png' },
          sameAs: ['https://x.com/example'],
        },
      ],
    });
    expect(reshapeYoastSchema(raw, context)).toEqual([
      {
        '@type': 'WebSite',
        '@id': 'https://www.example.com/#website',
        url: 'https://www.example.com/',
        name: 'http is not an address here',
      },
      {
        '@type': 'Article',
        mainEntityOfPage: { '@id': 'https://www.example.com/launch/' },
        image: { url: 'http://127.0.0.1:8080/wp-content/uploads/a.png' },
        sameAs: ['https://x.com/example'],
      },
    ]);
  });

  it('is null when Yoast gives nothing usable', () => {
    expect(reshapeYoastSchema(null, context)).toBeNull();
    expect(reshapeYoastSchema('[]', context)).toBeNull();
    expect(reshapeYoastSchema('{"@graph": "x"}', context)).toBeNull();
    expect(reshapeYoastSchema('{not json', testContext().context)).toBeNull();
  });
});

describe('reshapePostList without offset pagination (paged by cursor)', () => {
  const page = (hasNextPage: boolean, count: number) => ({
    nodes: Array.from({ length: count }, (_, index) => ({
      databaseId: index + 1,
      title: `Post ${index + 1}`,
      date: '2026-01-05T10:00:00',
      uri: `/post-${index + 1}/`,
      excerpt: null,
      categories: null,
    })),
    pageInfo: { hasNextPage, offsetPagination: null },
  });

  it('knows the pages up to this one and the next', () => {
    expect(reshapePostList(page(true, 2), 2, 2, context).pagination).toEqual({
      offset: 2,
      pageCount: 4,
      hasMore: true,
      hasPrevious: true,
    });
  });

  it('the last page has no next one; the first no previous one', () => {
    expect(reshapePostList(page(false, 1), 0, 2, context).pagination).toEqual({
      offset: 0,
      pageCount: 1,
      hasMore: false,
      hasPrevious: false,
    });
  });
});
