/** Longest address sent as a GET; longer requests are POSTed. */
export const MAX_GET_URL_LENGTH = 2047;

/** What the site accepts from WordPress (sent with every request). */
const ACCEPT = 'application/graphql-response+json, application/json';

/** The parameters of GraphQL over HTTP's GET that HttpLink adds to the endpoint's address. */
const PAYLOAD_PARAMETERS = ['query', 'operationName', 'variables', 'extensions'] as const;

/** HttpLink's `variables` parameter (encodeURIComponent) for an empty variables map. */
const EMPTY_VARIABLES = /&variables=%7B%7D(?=&|#|$)/;

export interface HttpRequest {
  url: string;
  init: RequestInit & { method: string; headers: Record<string, string> };
}

/**
 * Apollo's HttpLink GETs every query (`useGETForQueries`: cacheable by proxies in front of
 * WordPress); this keeps the GET when the whole address fits in 2047 characters and otherwise
 * turns it into a POST with the same payload as JSON, as it does an editor's request (one with
 * an Authorization header). POSTs (mutations) pass unchanged.
 */
export function fitToGetLimit(url: string, init: RequestInit = {}): HttpRequest {
  const headers: Record<string, string> = {
    ...(init.headers as Record<string, string> | undefined),
    accept: ACCEPT,
  };
  const method = init.method ?? 'GET';
  if (method !== 'GET') return { url, init: { ...init, method, headers } };
  // A GET has no body: its content type would only make it a non-simple request.
  delete headers['content-type'];
  // HttpLink always adds `variables`, `{}` when there are none: a shorter address without.
  const short = url.replace(EMPTY_VARIABLES, '');
  // An editor's request (Authorization) is POSTed whatever its length: see access-token-link.ts.
  if (short.length <= MAX_GET_URL_LENGTH && !headers.authorization) {
    return { url: short, init: { ...init, method, headers } };
  }
  const address = new URL(short);
  const payload: Record<string, unknown> = {};
  for (const name of PAYLOAD_PARAMETERS) {
    const value = address.searchParams.get(name);
    if (value === null) continue;
    payload[name] = name === 'variables' || name === 'extensions' ? JSON.parse(value) : value;
    address.searchParams.delete(name);
  }
  return {
    url: address.href,
    init: {
      ...init,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    },
  };
}

/**
 * The fetch HttpLink uses: the GET limit and no Next.js data cache (ISR caches whole pages).
 * The call's deadline signal (deadline.ts) reaches it through HttpLink's fetch options.
 */
export function wordPressFetch(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const request = fitToGetLimit(String(input), init);
    return fetchImpl(request.url, { ...request.init, cache: 'no-store' });
  };
}
