import { http } from 'msw';
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
  /** The address's path, for requests the browser sends to its own site. */
  path: string;
  headers: Headers;
  cache: RequestCache;
  /** The body as text, '' when there is none. */
  body: string;
  /** The (possibly fake) clock's reading when the request arrived. */
  at: number;
}

async function seen(request: Request): Promise<SeenRequest> {
  return {
    method: request.method,
    url: request.url,
    path: new URL(request.url).pathname,
    headers: request.headers,
    cache: request.cache,
    body: request.body === null ? '' : await request.clone().text(),
    at: Date.now(),
  };
}

/** An answer to a request; it may look at the request to choose. */
export type Answer = (request: SeenRequest) => Response;

/**
 * Answers every request to `url` (an msw pattern, any method): with `answer`, or with `answers`
 * one after the other (a request beyond them fails the test). Returns the requests as they come.
 */
export function answerRequests(
  network: SetupServer,
  url: string,
  answers: Answer | Answer[],
): SeenRequest[] {
  const requests: SeenRequest[] = [];
  network.use(
    http.all(url, async ({ request }) => {
      const seenRequest = await seen(request);
      requests.push(seenRequest);
      const next = typeof answers === 'function' ? answers : answers.shift();
      if (!next) throw new Error(`no answer left for ${request.method} ${request.url}`);
      return next(seenRequest);
    }),
  );
  return requests;
}
