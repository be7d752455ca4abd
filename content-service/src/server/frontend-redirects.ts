import type { ServerResponse } from 'node:http';
import type { RequestContext } from '../schema/context';
import { faustSettings } from '../schema/acf/faust-content';
import { option } from '../schema/model/loaders';
import { homeUrl, siteUrl } from '../schema/model/permalinks';
import { send } from './graphql-handler';
import type { HeaderList } from './headers';
import { configuredLocation } from './location-header';

/*
 * What WordPress does with the URLs a theme would render. FaustWP (redirects on) sends every
 * one of them to the same path and query on `faustwp_settings.frontend_uri`, whatever the path
 * resolves to (drafts and missing pages too; the front end decides). The routes WordPress
 * serves itself (GraphQL, REST, feeds, robots.txt, wp-login.php, uploads) are dispatched before
 * this; wp-admin sends anonymous visitors to the login form.
 */

const NO_CACHE: HeaderList = [
  ['Expires', 'Wed, 11 Jan 1984 05:00:00 GMT'],
  ['Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private'],
];

export function isAdminPath(pathname: string): boolean {
  return pathname === '/wp-admin' || pathname.startsWith('/wp-admin/');
}

/** auth_redirect(): anonymous visitors of wp-admin go to wp-login.php with a way back. */
export function sendAdminRedirect(res: ServerResponse, ctx: RequestContext, rawUrl: string): void {
  const site = siteUrl(ctx);
  const back = encodeURIComponent(`${site}${rawUrl}`);
  const location = configuredLocation(`${site}/wp-login.php?redirect_to=${back}&reauth=1`);
  send(
    res,
    302,
    [
      ...NO_CACHE,
      ['X-Redirect-By', 'WordPress'],
      ['Location', location],
      ['Content-Type', 'text/html; charset=UTF-8'],
    ],
    '',
  );
}

/** The front-end URL FaustWP redirects a theme URL to, or null when redirects are off. */
export function frontendRedirectTarget(ctx: RequestContext, rawUrl: string): string | null {
  const raw = option<Record<string, unknown>>(ctx, 'faustwp_settings');
  const enabled = raw && typeof raw === 'object' ? raw.enable_redirects : undefined;
  const frontend = faustSettings(ctx).frontendUri;
  if (!(enabled === true || enabled === 1 || enabled === '1') || frontend === '') return null;
  // The request's path is already ASCII (Node's parser refuses other bytes); the setting may not be.
  return configuredLocation(`${frontend}${rawUrl.startsWith('/') ? rawUrl : `/${rawUrl}`}`);
}

export function sendFrontendRedirect(
  res: ServerResponse,
  ctx: RequestContext,
  location: string,
): void {
  send(
    res,
    302,
    [
      ['Content-Type', 'text/html; charset=UTF-8'],
      ['Link', `<${homeUrl(ctx)}/wp-json/>; rel="https://api.w.org/"`],
      ['X-Redirect-By', 'WP Engine Headless plugin'],
      ['Location', location],
    ],
    '',
  );
}
