import type { ServerResponse } from 'node:http';
import type { RequestContext } from '../schema/context';
import { option } from '../schema/model/loaders';
import { homeUrl } from '../schema/model/permalinks';
import { send } from './graphql-handler';

/*
 * WordPress's virtual robots.txt (do_robots) as Yoast SEO rewrites it: on a public site Yoast
 * replaces core's rules with its own block naming its sitemap index; when search engines are
 * discouraged (blog_public 0) Yoast leaves core's "Disallow: /" alone.
 */

export const ROBOTS_PATH = '/robots.txt';

export function robotsTxt(ctx: RequestContext): string {
  const isPublic = String(option(ctx, 'blog_public') ?? '1') !== '0';
  if (!isPublic) return 'User-agent: *\nDisallow: /\n';
  return [
    '# START YOAST BLOCK',
    '# ---------------------------',
    'User-agent: *',
    'Disallow:',
    '',
    `Sitemap: ${homeUrl(ctx)}/sitemap_index.xml`,
    '# ---------------------------',
    '# END YOAST BLOCK',
  ].join('\n');
}

export function sendRobotsTxt(res: ServerResponse, ctx: RequestContext): void {
  const headers: [string, string][] = [
    ['X-Robots-Tag', 'noindex, follow'],
    ['Link', `<${homeUrl(ctx)}/wp-json/>; rel="https://api.w.org/"`],
    ['Content-Type', 'text/plain; charset=utf-8'],
  ];
  send(res, 200, headers, robotsTxt(ctx));
}
