import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * msw's fake network for one test file (Node only: tests, never a browser bundle). A request no
 * handler answers fails the test, so nothing reaches the real network by accident; handlers
 * added with `server.use()` last for one test.
 */
export function fakeNetwork(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** What a handler saw of one request: enough for assertions after the call. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  cache: RequestCache;
  /** The body as text, '' when there is none. */
  body: string;
  /** The fake clock's reading when the request arrived. */
  at: number;
}

export async function seen(request: Request): Promise<SeenRequest> {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    cache: request.cache,
    body: request.body === null ? '' : await request.clone().text(),
    at: Date.now(),
  };
}
