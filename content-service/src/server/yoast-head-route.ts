import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContext } from '../schema/context';
import { option } from '../schema/model/loaders';
import { headForUrl } from '../schema/yoast/rest-head';
import { headRouteUrl, isValidHeadUrl } from '../schema/yoast/rest-url';
import type { Store } from '../store/open-store';
import { send } from './graphql-handler';
import { JSON_CONTENT_TYPE, type HeaderList } from './headers';
import { phpJsonEncode } from './php-json';

/*
 * Yoast SEO's REST route `GET /wp-json/yoast/v1/get_head?url=URL`: the head of the page at URL
 * as `{html, json, status}`, with the HTTP status of that page, and the headers WordPress's REST
 * server sends (see the reference's yoast_rest_get_head_*.http.txt).
 */

export const YOAST_HEAD_PATH = '/wp-json/yoast/v1/get_head';

export interface YoastHeadOptions {
  db: Store;
  now?: () => Date;
}

function restHeaders(siteUrl: string, allow: string | null): HeaderList {
  const headers: HeaderList = [
    ['Content-Type', JSON_CONTENT_TYPE],
    ['X-Robots-Tag', 'noindex'],
    ['Link', `<${siteUrl}/wp-json/>; rel="https://api.w.org/"`],
    ['X-Content-Type-Options', 'nosniff'],
    ['Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, Link'],
    [
      'Access-Control-Allow-Headers',
      'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    ],
  ];
  if (allow) headers.push(['Allow', allow]);
  headers.push(['Vary', 'Origin']);
  return headers;
}

export function isYoastHeadRoute(pathname: string): boolean {
  return pathname === YOAST_HEAD_PATH || pathname === `${YOAST_HEAD_PATH}/`;
}

export function handleYoastHead(
  req: IncomingMessage,
  res: ServerResponse,
  search: URLSearchParams,
  options: YoastHeadOptions,
): void {
  const ctx = createContext(options.db, null, { requestUri: req.url ?? '/', now: options.now });
  const siteUrl = (option<string>(ctx, 'siteurl') ?? option<string>(ctx, 'home') ?? '').replace(
    /\/+$/,
    '',
  );
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    };
    send(res, 404, restHeaders(siteUrl, null), phpJsonEncode(body));
    return;
  }
  const url = search.get('url');
  if (url === null) {
    const body = {
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): url',
      data: { status: 400, params: ['url'] },
    };
    send(res, 400, restHeaders(siteUrl, 'GET'), phpJsonEncode(body));
    return;
  }
  if (!isValidHeadUrl(url)) {
    // The route's validate_callback (is_valid_url) refused it: the REST server's answer.
    const body = {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): url',
      data: { status: 400, params: { url: 'Invalid parameter.' }, details: [] },
    };
    send(res, 400, restHeaders(siteUrl, 'GET'), phpJsonEncode(body));
    return;
  }
  const head = headForUrl(ctx, headRouteUrl(url));
  const body = phpJsonEncode({ html: head.html, json: head.json, status: head.status });
  send(res, head.status, restHeaders(siteUrl, 'GET'), req.method === 'HEAD' ? '' : body);
}
