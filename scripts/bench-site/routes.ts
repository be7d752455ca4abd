/**
 * What the bench asks for: one address per kind of public page, per backend. `cold` are other
 * addresses of the same kind, each asked once on a fresh server for the uncached render time.
 */
export interface BenchRoute {
  /** The kind of page, the key of every figure in the report. */
  name: RouteName;
  /** The pages-router route that serves it (for the build manifest). */
  route: string;
  url: string;
  cold: string[];
  /** Measured by Lighthouse (the six kinds issue 11 names); the others only by the server parts. */
  lighthouse: boolean;
}

export type RouteName = 'home' | 'post' | 'page' | 'category' | 'category p2' | 'search' | '404';

export interface BenchTargets {
  routes: BenchRoute[];
  /** Ten views a visitor might make, for the backend requests per page view. */
  pageViews: string[];
  /** The cached pages the throughput part loads with 32 connections. */
  throughput: RouteName[];
}

/** `?q=` of a listing's second page: the cursor `{"offset":1}` in base64. */
const SECOND_PAGE = '?q=eyJvZmZzZXQiOjF9';
/** Homes in the other locales: distinct addresses of the home, never asked before. */
const LOCALE_HOMES = ['/de-DE/', '/fr-FR/', '/es-ES/'];

function routes(paths: {
  post: string[];
  page: string[];
  category: string[];
  /** A category with more than one page of posts (its second page). */
  paged: string;
  search: string;
}): BenchRoute[] {
  const kind = (name: RouteName, urls: string[], lighthouse = true): BenchRoute => ({
    name,
    route: '/[[...uri]]',
    url: urls[0]!,
    cold: urls.slice(1),
    lighthouse,
  });
  return [
    // The first request after start is the home's; its uncached time is the locale homes'.
    { ...kind('home', ['/']), cold: LOCALE_HOMES },
    kind('post', paths.post),
    kind('page', paths.page),
    kind('category', paths.category),
    {
      ...kind('category p2', [`${paths.paged}${SECOND_PAGE}`], false),
      route: '/~paged/[[...uri]]',
    },
    { ...kind('search', [paths.search]), route: '/search/[[...term]]' },
    {
      ...kind('404', [
        '/no-such-page/',
        '/nothing-here-1/',
        '/nothing-here-2/',
        '/nothing-here-3/',
      ]),
      route: '/404',
    },
  ];
}

/** The demo content (content-service/demo/): its page with blocks is /products/. */
const demoTargets: BenchTargets = {
  routes: routes({
    post: [
      '/news/company/lavanda-turns-five/',
      '/guides/tutorials/api-v2-quickstart/',
      '/guides/best-practices/observability-checklist/',
      '/events/workflow-meetup-porto/',
      '/news/product-updates/iso-27001-certification/',
      '/events/conferences/lavanda-summit-2026/',
    ],
    page: ['/products/', '/about/', '/contact/', '/careers/', '/products/cloud/', '/about/team/'],
    category: [
      '/category/news/',
      '/category/guides/',
      '/category/events/',
      '/category/news/company/',
      '/category/guides/tutorials/',
      '/category/events/webinars/',
    ],
    paged: '/category/news/',
    search: '/search/workflow/',
  }),
  pageViews: [
    '/',
    '/news/company/lavanda-turns-five/',
    '/products/',
    '/category/news/',
    `/category/news/${SECOND_PAGE}`,
    '/search/workflow/',
    '/no-such-page/',
    '/guides/tutorials/api-v2-quickstart/',
    '/about/',
    '/de-DE/',
  ],
  throughput: ['post', 'home'],
};

/**
 * The real WordPress (theme unit test content, ../shared/wordpress-reference/): its page with
 * blocks (ACF flexible layouts) is /flexible-layout-test/.
 */
const wordpressTargets: BenchTargets = {
  routes: routes({
    post: [
      '/template-sticky/',
      '/markup-html-tags-and-formatting/',
      '/template-featured-image-horizontal/',
      '/markup-image-alignment/',
      '/post-format-standard/',
      '/template-comments/',
    ],
    page: [
      '/flexible-layout-test/',
      '/about/',
      '/about/page-markup-and-formatting/',
      '/about/page-image-alignment/',
      '/level-1/level-2/level-3a/',
    ],
    category: [
      '/category/markup/',
      '/category/block/',
      '/category/uncategorized/',
      '/category/post-formats/',
      '/category/template-2/',
    ],
    // The markup category (as issue 11's figures) has one page; classic has 37 posts.
    paged: '/category/classic/',
    search: '/search/template/',
  }),
  pageViews: [
    '/',
    '/template-sticky/',
    '/flexible-layout-test/',
    '/category/markup/',
    `/category/classic/${SECOND_PAGE}`,
    '/search/template/',
    '/no-such-page/',
    '/markup-html-tags-and-formatting/',
    '/about/',
    '/de-DE/',
  ],
  throughput: ['post', 'home'],
};

export function benchTargets(backend: 'demo' | 'wordpress'): BenchTargets {
  return backend === 'demo' ? demoTargets : wordpressTargets;
}
