import type { ServerResponse } from 'node:http';
import { send } from './graphql-handler';
import { JSON_CONTENT_TYPE, type HeaderList } from './headers';
import { phpJsonEncode } from './php-json';

/*
 * How WordPress's REST server answers (WP_REST_Server::serve_request): the JSON body as
 * json_encode writes it and the headers in the order the reference's REST *.http.txt show them.
 */

export interface RestAnswer {
  status: number;
  body: unknown;
  /** The route's methods (`Allow`); absent when no route matched. */
  allow?: string;
  /** Extra headers (X-WP-Total…); a `Link` here replaces the api.w.org one, as header() does. */
  headers?: HeaderList;
  /** Whether the route sends `Vary: Origin` (core's routes do; FaustWP's POST routes do not). */
  vary?: boolean;
}

/**
 * `signedIn`: WordPress sends a signed-in user's answers with its no-cache headers (after Allow)
 * and without `Vary: Origin` (cases faust_rest_users_me_bearer, faust_rest_draft_post_bearer).
 */
export function sendRest(
  res: ServerResponse,
  homeUrl: string,
  answer: RestAnswer,
  signedIn = false,
): void {
  const extra = answer.headers ?? [];
  const ownLink = extra.some(([name]) => name === 'Link');
  const headers: HeaderList = [
    ['Content-Type', JSON_CONTENT_TYPE],
    ['X-Robots-Tag', 'noindex'],
    ...(ownLink
      ? []
      : ([['Link', `<${homeUrl}/wp-json/>; rel="https://api.w.org/"`]] as HeaderList)),
    ['X-Content-Type-Options', 'nosniff'],
    ['Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, Link'],
    [
      'Access-Control-Allow-Headers',
      'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    ],
    ...extra,
  ];
  if (answer.allow) headers.push(['Allow', answer.allow]);
  if (signedIn) {
    headers.push(['Expires', 'Wed, 11 Jan 1984 05:00:00 GMT']);
    headers.push(['Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private']);
  } else if (answer.vary !== false) headers.push(['Vary', 'Origin']);
  send(res, answer.status, headers, phpJsonEncode(answer.body));
}

export function restError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): RestAnswer {
  return { status, body: { code, message, data: { status, ...extra } } };
}

/** WP_REST_Server's answer when no route matches the path and method. */
export function noRoute(): RestAnswer {
  return restError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
}

/** A parameter failing its schema, as rest_validate_request_arg reports it. */
export function invalidParam(name: string, code: string, message: string): RestAnswer {
  return restError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
    params: { [name]: message },
    details: { [name]: { code, message, data: null } },
  });
}
