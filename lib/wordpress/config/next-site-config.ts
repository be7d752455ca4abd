import type { NextConfig } from 'next';
import type { SiteEnv } from './site-env';

/**
 * Where a paginated archive (`?q=`) is rendered on the server. Its name has a `~`, which a
 * WordPress slug cannot hold, so it never hides a WordPress path.
 */
export const PAGED_ROUTE = '/~paged';

type RemotePattern = NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>[number];

/** next/image may optimise images from WordPress's own host only. */
export function imageRemotePatterns(env: SiteEnv): RemotePattern[] {
  const url = new URL(env.wordpressUrl);
  return [
    {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    },
  ];
}

const PRIVATE_HOST =
  /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|\[?::1\]?)$/i;

/**
 * Next 16's image optimizer refuses hosts on private addresses (SSRF protection). The embedded
 * content service, and a WordPress on the same private network, live exactly there; since the
 * remote patterns admit WordPress's own host and port only, allowing it opens nothing else.
 */
export function wordpressOnPrivateHost(env: SiteEnv): boolean {
  return PRIVATE_HOST.test(new URL(env.wordpressUrl).hostname);
}

/**
 * Content paths are statically regenerated (ISR), which cannot see the query string; a request
 * with `q` (an archive page past the first) is sent to the server-rendered twin of the catch-all
 * route instead. Search has its own server-rendered route and keeps its path.
 */
export function pagedArchiveRewrites() {
  return {
    beforeFiles: [
      {
        source: '/:path((?!search(?:/|$)|~paged(?:/|$)|_next/|api/).*)',
        has: [{ type: 'query' as const, key: 'q' }],
        destination: `${PAGED_ROUTE}/:path`,
      },
    ],
    afterFiles: [],
    fallback: [],
  };
}

/**
 * The site's robots.txt, sitemaps and feeds are API routes (they answer XML or text, not pages).
 * Before the files: the optional catch-all page would otherwise take these addresses.
 * Without `locale: false`: in Next 16 such rules never matched (the catch-all page answered);
 * locale-prefixed addresses reach the same routes, which ignore the locale. Paths with a file extension are not given a
 * trailing slash by `trailingSlash: true`, so these addresses stay as written.
 */
export function xmlDocumentRewrites() {
  return [
    { source: '/robots.txt', destination: '/api/robots/' },
    { source: '/sitemap.xml', destination: '/api/sitemap/' },
    { source: '/sitemaps/:name.xml', destination: '/api/sitemap/:name/' },
    { source: '/feed.xml', destination: '/api/feed/' },
    { source: '/category/:slug/feed.xml', destination: '/api/feed/?category=:slug' },
    // A child category's archive is /category/parent/child/ (WordPress nests one level per parent).
    {
      source: '/category/:parent/:slug/feed.xml',
      destination: '/api/feed/?category=:parent/:slug',
    },
    { source: '/tag/:slug/feed.xml', destination: '/api/feed/?tag=:slug' },
    { source: '/author/:slug/feed.xml', destination: '/api/feed/?author=:slug' },
  ];
}

/** `/favicon.ico`: WordPress's site icon, else the project's (pages/api/favicon.ts). */
export function siteIconRewrites() {
  return [{ source: '/favicon.ico', destination: '/api/favicon/' }];
}
