/** Longest GET address SPEC.md allows; longer requests are POSTed. */
export const MAX_GET_URL_LENGTH = 2047;

export interface GraphQLPayload {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

export interface HttpRequest {
  url: string;
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
}

const ACCEPT = 'application/graphql-response+json, application/json';

export interface HttpRequestOptions {
  /** Sent with the request (an editor's Authorization). */
  headers?: Record<string, string>;
  /** A mutation: WordPress answers a GET with "GET supports only query operation". */
  mutation?: boolean;
}

/**
 * A GET when the whole address fits in 2047 characters (cacheable by proxies in front of
 * WordPress), otherwise a POST with a JSON body. Mutations are always POSTed, and so are requests
 * with headers (an editor's token): an answer for one editor must never sit in a shared cache
 * under a GET address.
 */
export function buildHttpRequest(
  endpoint: string,
  payload: GraphQLPayload,
  { headers = {}, mutation = false }: HttpRequestOptions = {},
): HttpRequest {
  const post = (): HttpRequest => ({
    url: endpoint,
    init: {
      method: 'POST',
      headers: { ...headers, accept: ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    },
  });
  if (mutation || Object.keys(headers).length > 0) return post();
  const url = new URL(endpoint);
  url.searchParams.set('query', payload.query);
  if (payload.operationName) url.searchParams.set('operationName', payload.operationName);
  if (Object.keys(payload.variables).length > 0) {
    url.searchParams.set('variables', JSON.stringify(payload.variables));
  }
  if (url.href.length <= MAX_GET_URL_LENGTH) {
    return { url: url.href, init: { method: 'GET', headers: { accept: ACCEPT } } };
  }
  return post();
}
