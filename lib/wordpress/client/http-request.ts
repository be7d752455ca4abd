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

/**
 * A GET when the whole address fits in 2047 characters (cacheable by proxies in front of
 * WordPress), otherwise a POST with a JSON body.
 */
export function buildHttpRequest(endpoint: string, payload: GraphQLPayload): HttpRequest {
  const url = new URL(endpoint);
  url.searchParams.set('query', payload.query);
  if (payload.operationName) url.searchParams.set('operationName', payload.operationName);
  if (Object.keys(payload.variables).length > 0) {
    url.searchParams.set('variables', JSON.stringify(payload.variables));
  }
  if (url.href.length <= MAX_GET_URL_LENGTH) {
    return { url: url.href, init: { method: 'GET', headers: { accept: ACCEPT } } };
  }
  return {
    url: endpoint,
    init: {
      method: 'POST',
      headers: { accept: ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    },
  };
}
