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
