import { describe, expect, it } from 'vitest';
import type { RouteData } from '../wordpress/api';
import type { SeoData } from '../wordpress/types/content';
import type { LayoutData } from '../wordpress/types/layout';
import { contentPageProps } from './content-page-props';
import { encodePageState } from './page-state';

const layout: LayoutData = {
  siteName: 'Lavanda',
  siteDescription: '',
  icon: null,
  publisher: { name: 'Lavanda', logo: null, language: null },
  headerMenu: [],
  footerMenu: [],
  siteOptions: {
    logo: null,
    footerCopyright: null,
    cookieNoticeHtml: null,
    contactUsLink: null,
    footerSocialLinks: [],
    footerSubLinks: [],
  },
};

const seo: SeoData = {
  title: null,
  description: null,
  noindex: false,
  nofollow: false,
  canonical: '/category/news/',
  focusKeyword: null,
  openGraph: {
    title: null,
    description: null,
    type: null,
    image: null,
    publishedTime: null,
    modifiedTime: null,
  },
  twitter: { card: null, title: null, description: null, image: null },
  breadcrumbs: [],
  schema: null,
};

const list = {
  posts: [],
  pagination: { offset: 1, pageCount: 3, hasMore: true, hasPrevious: true },
};
const siteUrl = 'https://www.example.com';

describe('contentPageProps', () => {
  it("passes the post's stickyHeader to the layout; pages leave it to the default", () => {
    const post = {
      id: 1,
      title: 'P',
      date: null,
      publishedAt: null,
      modifiedAt: null,
      authorName: null,
      uri: '/p/',
      categoryLabel: null,
      contentHtml: '',
      blockSheets: [] as string[],
      blockCss: '',
      passwordProtected: false,
      featuredImage: null,
      stickyHeader: false,
    };
    const postProps = contentPageProps(
      { layout, route: { kind: 'post', post, seo } } as RouteData,
      '/p/',
      0,
      siteUrl,
    );
    expect(postProps?.stickyHeader).toBe(false);
    expect(postProps?.meta.openGraph.type).toBe('article');
    const page = {
      id: 2,
      title: 'A',
      uri: '/a/',
      template: 'Default' as const,
      contentHtml: '',
      blockSheets: [] as string[],
      blockCss: '',
      passwordProtected: false,
      blocks: [],
    };
    const pageProps = contentPageProps(
      { layout, route: { kind: 'page', page, seo: { ...seo, canonical: null } } },
      '/a/',
      0,
      siteUrl,
    );
    expect(pageProps).not.toHaveProperty('stickyHeader');
    expect(pageProps?.meta.canonical).toBe('https://www.example.com/a/');
  });

  it('keeps password-protected posts and pages out of search engines (noindex)', () => {
    const post = {
      id: 1,
      title: 'P',
      date: null,
      publishedAt: null,
      modifiedAt: null,
      authorName: null,
      uri: '/p/',
      categoryLabel: 'UNCATEGORIZED',
      contentHtml: '',
      blockSheets: [] as string[],
      blockCss: '',
      featuredImage: null,
      stickyHeader: false,
    };
    const page = {
      id: 2,
      title: 'A',
      uri: '/a/',
      template: 'Default' as const,
      blockSheets: [] as string[],
      blockCss: '',
      blocks: [],
    };
    const robots = (passwordProtected: boolean) => [
      contentPageProps(
        { layout, route: { kind: 'post', post: { ...post, passwordProtected }, seo } },
        '/p/',
        0,
        siteUrl,
      )?.meta.robots,
      contentPageProps(
        {
          layout,
          route: { kind: 'page', page: { ...page, contentHtml: '', passwordProtected }, seo },
        },
        '/a/',
        0,
        siteUrl,
      )?.meta.robots,
    ];
    expect(robots(true)).toEqual(['noindex, follow', 'noindex, follow']);
    expect(robots(false)).toEqual(['index, follow', 'index, follow']);
  });

  it('gives a later category page its own canonical address, with q', () => {
    const archive = {
      kind: 'category' as const,
      id: 3,
      name: 'News',
      uri: '/category/news/',
      descriptionHtml: null,
    };
    const props = contentPageProps(
      { layout, route: { kind: 'archive', archive, list, seo } },
      '/category/news/',
      1,
      siteUrl,
    );
    expect(props?.view).toMatchObject({
      kind: 'listing',
      listing: { mode: 'category', title: 'News', basePath: '/category/news/' },
    });
    expect(props?.meta.canonical).toBe(
      `https://www.example.com/category/news/?q=${encodePageState({ offset: 1 })}`,
    );
    const first = contentPageProps(
      { layout, route: { kind: 'archive', archive, list, seo } },
      '/category/news/',
      0,
      siteUrl,
    );
    expect(first?.meta.canonical).toBe('https://www.example.com/category/news/');
  });

  it('lists a tag or an author archive under its own name, mode and address', () => {
    for (const kind of ['tag', 'author'] as const) {
      const uri = kind === 'tag' ? '/tag/studio/' : '/author/jonas/';
      const archive = { kind, id: 7, name: 'Studio', uri, descriptionHtml: '<p>About</p>' };
      const props = contentPageProps(
        { layout, route: { kind: 'archive', archive, list, seo } },
        uri,
        2,
        siteUrl,
      );
      expect(props?.view).toMatchObject({
        kind: 'listing',
        listing: { mode: kind, title: 'Studio', descriptionHtml: '<p>About</p>', basePath: uri },
      });
      expect(props?.meta.canonical).toBe(
        `https://www.example.com${uri}?q=${encodePageState({ offset: 2 })}`,
      );
    }
  });

  it('keeps an archive without posts out of search engines, and one with posts in', () => {
    const archive = {
      kind: 'author' as const,
      id: 1,
      name: 'admin',
      uri: '/author/admin/',
      descriptionHtml: null,
    };
    const card = { id: 9, title: 'A post', date: null, uri: '/a/', categoryName: null };
    const some = { ...list, posts: [{ ...card, excerptHtml: null }] };
    const empty = contentPageProps(
      { layout, route: { kind: 'archive', archive, list, seo } },
      '/author/admin/',
      0,
      siteUrl,
    );
    expect(empty?.meta.robots).toBe('noindex, follow');
    const full = contentPageProps(
      { layout, route: { kind: 'archive', archive, list: some, seo } },
      '/author/admin/',
      0,
      siteUrl,
    );
    expect(full?.meta.robots).toBe('index, follow');
  });

  it("titles the latest posts with the site's name, and answers null for not-found", () => {
    const props = contentPageProps(
      { layout, route: { kind: 'latest-posts', list } },
      '/',
      0,
      siteUrl,
    );
    expect(props?.view).toMatchObject({
      listing: { mode: 'latest', title: 'Lavanda', basePath: '/' },
    });
    expect(props?.meta.title).toBe('Lavanda');
    expect(
      contentPageProps({ layout, route: { kind: 'not-found' } }, '/x/', 0, siteUrl),
    ).toBeNull();
  });

  it("describes the latest posts by the site's tagline, else by the first posts' titles", () => {
    const withTagline = contentPageProps(
      {
        layout: { ...layout, siteDescription: 'News from the coast' },
        route: { kind: 'latest-posts', list },
      },
      '/',
      0,
      siteUrl,
    );
    expect(withTagline?.meta.description).toBe('News from the coast');
    const many = {
      ...list,
      posts: ['One', 'Two', 'Three', 'Four'].map((title, id) => ({
        id,
        title,
        date: null,
        uri: `/${id}/`,
        categoryName: null,
        excerptHtml: null,
      })),
    };
    const untitled = contentPageProps(
      { layout, route: { kind: 'latest-posts', list: many } },
      '/',
      0,
      siteUrl,
    );
    expect(untitled?.meta.description).toBe('One · Two · Three');
    expect(untitled?.meta.openGraph.description).toBe('One · Two · Three');
  });
});
