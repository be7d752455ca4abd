import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthOptions } from '../auth/auth-options';
import { createContext } from '../schema/context';
import { homeUrl } from '../schema/model/permalinks';
import type { Store } from '../store/open-store';
import {
  FAUST_NAMESPACE,
  handleFaustRest,
  handleLegacyRest,
  LEGACY_NAMESPACE,
} from './faust-rest-routes';
import { handleRevokeRest, REVOKE_NAMESPACE } from './faust-revoke';
import { readBody } from './http-body';
import { noRoute, restError, sendRest, type RestAnswer } from './rest-response';
import type { ViewerResolver } from './viewer';
import { handleWpV2 } from './wp-v2-routes';

/*
 * WordPress's REST entry points: `/wp-json/ROUTE` and, as WordPress also allows with pretty
 * permalinks, `/?rest_route=ROUTE` (or `/index.php?rest_route=`). The Yoast route keeps its own
 * module and is dispatched before this one.
 */

const PREFIX = '/wp-json';

export interface RestRouterOptions {
  db: Store;
  maxBodyBytes: number;
  now?: () => Date;
  auth: AuthOptions;
  resolveViewer: ViewerResolver;
}

/** The REST route a request addresses (`/faustwp/v1`), or null when it is not a REST request. */
export function restRouteOf(pathname: string, search: URLSearchParams): string | null {
  if (pathname === PREFIX || pathname.startsWith(`${PREFIX}/`)) {
    return pathname.slice(PREFIX.length) || '/';
  }
  const viaQuery = search.get('rest_route');
  if ((pathname === '/' || pathname === '/index.php') && viaQuery !== null) {
    return viaQuery.startsWith('/') ? viaQuery : `/${viaQuery}`;
  }
  return null;
}

type BodyParams = { ok: true; params: Record<string, unknown> } | { ok: false; answer: RestAnswer };

/** JSON or form bodies, as WP_REST_Request reads them (JSON only with a JSON Content-Type). */
async function bodyParams(req: IncomingMessage, maxBytes: number): Promise<BodyParams> {
  if (req.method !== 'POST') return { ok: true, params: {} };
  const read = await readBody(req, maxBytes);
  if (!read.ok)
    return { ok: false, answer: restError(413, 'rest_too_large', 'Request too large.') };
  const text = read.body.toString('utf8');
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    if (text.trim() === '') return { ok: true, params: {} };
    try {
      const parsed = JSON.parse(text) as unknown;
      const params =
        parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      return { ok: true, params };
    } catch {
      const answer = restError(400, 'rest_invalid_json', 'Invalid JSON body passed.', {
        json_error_code: 4,
        json_error_message: 'Syntax error',
      });
      return { ok: false, answer };
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { ok: true, params: Object.fromEntries(new URLSearchParams(text)) };
  }
  return { ok: true, params: {} };
}

/** A body's scalar parameters as text, as the query string's are. */
function textParams(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([name, value]) => [name, String(value)]),
  );
}

export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  search: URLSearchParams,
  options: RestRouterOptions,
): Promise<void> {
  const viewer = await options.resolveViewer(req);
  const ctx = createContext(options.db, viewer, {
    requestUri: req.url ?? '/',
    now: options.now,
    auth: options.auth,
  });
  const method = req.method ?? 'GET';
  const query = Object.fromEntries([...search].filter(([name]) => name !== 'rest_route'));
  const body = await bodyParams(req, options.maxBodyBytes);
  const path = route.replace(/\/+$/, '') || '/';
  const faustRequest = (namespace: string, secretHeader: string) => {
    const secret = req.headers[secretHeader];
    return {
      method,
      route: path.slice(namespace.length + 2),
      secret: typeof secret === 'string' ? secret : undefined,
      params: { ...query, ...(body.ok ? body.params : {}) },
      auth: options.auth,
    };
  };
  let answer: RestAnswer;
  if (!body.ok) answer = body.answer;
  else if (path === `/${FAUST_NAMESPACE}` || path.startsWith(`/${FAUST_NAMESPACE}/`)) {
    answer = handleFaustRest(ctx, faustRequest(FAUST_NAMESPACE, 'x-faustwp-secret'));
  } else if (path.startsWith(`/${LEGACY_NAMESPACE}/`)) {
    answer = handleLegacyRest(ctx, faustRequest(LEGACY_NAMESPACE, 'x-wpe-headless-secret'));
  } else if (path.startsWith(`/${REVOKE_NAMESPACE}/`)) {
    answer = handleRevokeRest(ctx, faustRequest(REVOKE_NAMESPACE, 'x-faustwp-secret'));
  } else if (path.startsWith('/wp/v2/')) {
    // Core's collections repeat every query parameter in their Link, `rest_route` included.
    const params = { ...Object.fromEntries(search), ...textParams(body.params) };
    answer = handleWpV2(ctx, method, path.slice('/wp/v2'.length), params);
  } else {
    answer = noRoute();
  }
  // Core sends `Vary: Origin` on GET answers (rest_send_cors_headers); not on FaustWP's POSTs.
  const vary = method === 'GET' || method === 'HEAD';
  sendRest(res, homeUrl(ctx), { ...answer, vary }, viewer !== null);
}
