import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from '../../../tests/e2e/support/content-services';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import { getContentRoute } from './content-route';
import { getHomeRoute } from './home-route';
import { getLayoutData } from './layout';
import { forgetPostsPerPage } from './posts-per-page';
import { getSearchResults } from './search';

/**
 * The seam against the real content service with the project's demo content: what each route
 * gets, and how many requests an uncached render makes (the note in the issue asks for it).
 */
let service: RunningContentService;
let requests: string[] = [];
let backend: Backend;

beforeAll(async () => {
  service = await startContentService(demoSource);
  const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: service.url });
  const countingFetch: typeof fetch = (input, init) => {
    requests.push(String(input).split('?')[0] ?? '');
    return fetch(input, init);
  };
  backend = {
    env,
    now: Date.now,
    client: createWordPressClient({ endpoint: env.graphqlUrl, fetch: countingFetch }),
  };
});

afterAll(() => service.close());

beforeEach(() => {
  requests = [];
  forgetPostsPerPage();
});

describe('the seam on the demo content', () => {
  it('renders a post in one request, with the layout', async () => {
    const { layout, route } = await getContentRoute(
      '/news/company/lavanda-turns-five/',
      0,
      backend,
    );
    expect(requests).toHaveLength(1);
    expect(route.kind).toBe('post');
    if (route.kind !== 'post') return;
    expect(route.post).toMatchObject({
      title: 'Lavanda turns five',
      categoryLabel: 'COMPANY',
      featuredImage: { width: 1200, height: 675 },
      stickyHeader: false,
    });
    // Links in the content on WordPress's host are site paths now.
    expect(route.post.contentHtml).toContain('href="/news/company/lavanda-opens-porto-office/"');
    expect(route.seo.title).toBe('Lavanda turns five - Lavanda');
    expect(layout.siteName).toBe('Lavanda');
    expect(layout.headerMenu.length).toBeGreaterThan(20);
    expect(layout.footerMenu.length).toBeGreaterThan(10);
    expect(layout.siteOptions.contactUsLink).toEqual({
      url: '/contact/',
      title: 'Contact us',
      target: null,
    });
  });

  it('renders a page with its flexible blocks in one request', async () => {
    const { route } = await getContentRoute('/products/', 0, backend);
    expect(requests).toHaveLength(1);
    expect(route.kind === 'page' && route.page.blocks.map((block) => block.typename)).toEqual([
      'PageContentFlexibleLayoutPageHeroLayout',
      'PageContentFlexibleLayoutProductCardsLayout',
      'PageContentFlexibleLayoutTwoColumnLayout',
      'PageContentFlexibleLayoutIframeLayout',
      'PageContentFlexibleLayoutPreFooterLayout',
    ]);
  });

  it('renders a category page in two requests (its posts need its id)', async () => {
    const { route } = await getContentRoute('/category/news/', 1, backend);
    expect(requests).toHaveLength(2);
    expect(route.kind).toBe('archive');
    if (route.kind !== 'archive') return;
    expect(route.archive).toMatchObject({ kind: 'category', name: 'News' });
    expect(route.list.posts).toHaveLength(6);
    expect(route.list.pagination).toMatchObject({ offset: 1, hasPrevious: true, hasMore: true });
    expect(route.list.pagination.pageCount).toBeGreaterThanOrEqual(3);
  });

  it("renders a tag archive in two requests, listing the tag's posts by page", async () => {
    const { route } = await getContentRoute('/tag/studio/', 1, backend);
    expect(requests).toHaveLength(2);
    expect(route.kind === 'archive' && route.archive).toMatchObject({
      kind: 'tag',
      uri: '/tag/studio/',
    });
    if (route.kind !== 'archive') return;
    expect(route.list.posts.length).toBeGreaterThan(0);
    expect(route.list.pagination).toMatchObject({ offset: 1, hasPrevious: true });
    expect(route.archive.name).not.toBe('');
  });

  it("renders an author archive with the author's posts only", async () => {
    const { route } = await getContentRoute('/author/jonas/', 0, backend);
    expect(requests).toHaveLength(2);
    expect(route.kind === 'archive' && route.archive).toMatchObject({
      kind: 'author',
      name: 'Jonas Feld',
      uri: '/author/jonas/',
    });
    if (route.kind !== 'archive') return;
    expect(route.list.posts.length).toBeGreaterThan(0);
    expect(route.list.pagination.offset).toBe(0);
  });

  it('answers not-found for a listing page past the last post, and the first page of any archive', async () => {
    expect((await getContentRoute('/category/news/', 9999, backend)).route.kind).toBe('not-found');
    expect((await getContentRoute('/tag/studio/', 50, backend)).route.kind).toBe('not-found');
    expect((await getHomeRoute(9999, backend)).route.kind).not.toBe('latest-posts');
    expect((await getContentRoute('/tag/studio/', 0, backend)).route.kind).toBe('archive');
  });

  it('renders an archive page in one request once the page size is known, the same page', async () => {
    const cold = await getContentRoute('/category/news/', 1, backend);
    expect(requests).toHaveLength(2);
    for (const [uri, kind] of [
      ['/category/news/', 'category'],
      ['/tag/studio/', 'tag'],
      ['/author/jonas/', 'author'],
    ] as const) {
      requests = [];
      const { route } = await getContentRoute(uri, 1, backend);
      expect(requests, uri).toHaveLength(1);
      expect(route.kind === 'archive' && route.archive.kind).toBe(kind);
      if (uri === '/category/news/') expect(route).toEqual(cold.route);
    }
    requests = [];
    expect((await getContentRoute('/tag/studio/', 99, backend)).route.kind).toBe('not-found');
    expect(requests).toHaveLength(1);
    // A nested category goes by its own slug; a post or a page costs nothing more.
    requests = [];
    const { route: child } = await getContentRoute('/category/news/company/', 0, backend);
    expect(child.kind === 'archive' && child.list.posts.length).toBeGreaterThan(0);
    expect(
      (await getContentRoute('/news/company/lavanda-turns-five/', 0, backend)).route.kind,
    ).toBe('post');
    expect(requests).toHaveLength(2);
  });

  it('answers not-found for an unknown path in one request', async () => {
    expect((await getContentRoute('/no-such-page/', 0, backend)).route).toEqual({
      kind: 'not-found',
    });
    expect(requests).toHaveLength(1);
  });

  it('shows the page with slug home at / in one request', async () => {
    const { route } = await getHomeRoute(0, backend);
    expect(requests).toHaveLength(1);
    expect(route.kind === 'page' && route.page.title).toBe('Home');
  });

  it('searches in two requests cold, one once the page size is known', async () => {
    const cold = await getSearchResults('workflow', 0, backend);
    expect(requests).toHaveLength(2);
    expect(cold.list.posts.length).toBe(6);
    expect(cold.layout.siteName).toBe('Lavanda');
    requests = [];
    const none = await getSearchResults('zzzz-nothing-matches', 0, backend);
    expect(requests).toHaveLength(1);
    expect(none.list.posts).toEqual([]);
  });

  it('gets the layout alone in one request', async () => {
    const layout = await getLayoutData(backend);
    expect(requests).toHaveLength(1);
    expect(layout.siteOptions.logo?.url).toContain('/wp-content/uploads/');
  });
});
