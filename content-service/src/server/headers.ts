/**
 * The headers WPGraphQL sends, in the order it sends them (see the reference's `*.http.txt`).
 * Its router first sets `Content-Type: application/json ; charset=UTF-8` (the space is WPGraphQL's);
 * `wp_send_json` then replaces it with `application/json; charset=UTF-8`, which PHP moves last.
 * Preflight answers exit before `wp_send_json`, so they keep the first form in its place.
 */
export type HeaderList = [name: string, value: string][];

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';
const PREFLIGHT_CONTENT_TYPE = 'application/json ; charset=UTF-8';

const CORS: HeaderList = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Headers', 'Authorization, Content-Type'],
  ['Access-Control-Max-Age', '600'],
];

/** WordPress's wp_get_nocache_headers(), sent when a user is signed in (no shared caching). */
const NO_CACHE: HeaderList = [
  ['Expires', 'Wed, 11 Jan 1984 05:00:00 GMT'],
  ['Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private'],
  ['Last-Modified', ''],
];

function robots(graphqlUrl: string): HeaderList {
  return [
    ['X-Robots-Tag', 'noindex'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-GraphQL-URL', graphqlUrl],
  ];
}

/** Headers of every GraphQL answer (success or error). */
export function graphqlHeaders(graphqlUrl: string, authenticated: boolean): HeaderList {
  return [
    ...CORS,
    ...robots(graphqlUrl),
    ...(authenticated ? NO_CACHE : []),
    ['Content-Type', JSON_CONTENT_TYPE],
  ];
}

/** Headers of the answer to an OPTIONS preflight (status 200, empty body). */
export function preflightHeaders(graphqlUrl: string): HeaderList {
  return [...CORS, ['Content-Type', PREFLIGHT_CONTENT_TYPE], ...robots(graphqlUrl)];
}

/**
 * `X-GraphQL-URL` is WordPress's endpoint URL without its scheme (`127.0.0.1:8080/graphql`). WordPress
 * takes it from its configured site URL; here it is the address the server listens on, or the
 * request's Host when listening on every interface.
 */
export function graphqlUrlFor(listenHost: string, port: number, requestHost?: string): string {
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '';
  if (wildcard && requestHost) return `${requestHost}/graphql`;
  const host = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  return `${wildcard ? 'localhost' : host}:${port}/graphql`;
}
