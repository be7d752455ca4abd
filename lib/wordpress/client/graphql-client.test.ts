import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, fakeNetwork } from '../../../tests/support/fake-network';
import { TypedDocumentString } from '../generated/graphql';
import { WordPressRequestError } from './errors';
import { createWordPressClient } from './graphql-client';
import { readGraphQLResponse } from './response';

const ENDPOINT = 'http://wp.test/graphql';
const network = fakeNetwork();

const document = new TypedDocumentString<{ viewer: null }, { id: string }>(`
  query Viewer($id: ID!) {
    viewer { id }
  }
`);

function respond(status: number, body: string, statusText = '') {
  return new HttpResponse(body, { status, statusText });
}

/** A refused connection, as the network reports it. */
const refused = () => HttpResponse.error();

/**
 * A client on a fake WordPress (msw) that gives `responses` in turn; `requests` are what it was
 * sent, with the (fake) clock's reading at each.
 */
function clientWith(responses: (() => Response)[]) {
  const requests = answerRequests(network, ENDPOINT, responses);
  const client = createWordPressClient({ endpoint: ENDPOINT });
  const waits = () =>
    requests.slice(1).map((request, index) => request.at - (requests[index]?.at ?? 0));
  return { client, requests, waits };
}

/** Runs a call to its end on fake timers, so the retries' real delays take no time. */
async function settle<T>(call: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([call]);
  await vi.runAllTimersAsync();
  const [result] = await settled;
  return result as PromiseSettledResult<T>;
}

function rejection(result: PromiseSettledResult<unknown>): Error {
  if (result.status !== 'rejected') throw new Error('the call succeeded');
  return result.reason as Error;
}

const ok = () => HttpResponse.json({ data: { viewer: null } });

describe('createWordPressClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GETs a compact query with its operation name and variables', async () => {
    const { client, requests } = clientWith([ok]);
    await expect(client(document, { id: '1' })).resolves.toEqual({ viewer: null });
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.cache).toBe('no-store');
    const params = new URL(request?.url ?? '').searchParams;
    expect(params.get('query')).toBe('query Viewer($id:ID!){viewer{id}}');
    expect(params.get('operationName')).toBe('Viewer');
    expect(params.get('variables')).toBe('{"id":"1"}');
  });

  it('asks WordPress again for every call: no answer is kept between calls', async () => {
    const { client, requests } = clientWith([
      () => HttpResponse.json({ data: { viewer: { id: 'a' } } }),
      () => HttpResponse.json({ data: { viewer: { id: 'b' } } }),
    ]);
    await expect(client(document, { id: '1' })).resolves.toEqual({ viewer: { id: 'a' } });
    await expect(client(document, { id: '1' })).resolves.toEqual({ viewer: { id: 'b' } });
    expect(requests).toHaveLength(2);
  });

  it('retries network failures 1000 and 2000 ms apart and reports [Network]', async () => {
    vi.useFakeTimers();
    const { client, requests, waits } = clientWith([refused, refused, refused]);
    const error = rejection(await settle(client(document, { id: '1' })));
    expect(error).toBeInstanceOf(WordPressRequestError);
    expect(error.message).toBe('[Network] Failed to fetch');
    expect(requests).toHaveLength(3);
    expect(waits()).toEqual([1000, 2000]);
  });

  it('retries a 5xx answer and succeeds on the next try', async () => {
    vi.useFakeTimers();
    const { client, requests, waits } = clientWith([
      () => respond(503, '<html>busy</html>', 'Service Unavailable'),
      ok,
    ]);
    const result = await settle(client(document, { id: '1' }));
    expect(result).toEqual({ status: 'fulfilled', value: { viewer: null } });
    expect(requests).toHaveLength(2);
    expect(waits()).toEqual([1000]);
  });

  it('reports the status text after three 5xx answers', async () => {
    vi.useFakeTimers();
    const busy = () => respond(502, 'bad gateway', 'Bad Gateway');
    const { client, requests } = clientWith([busy, busy, busy]);
    expect(rejection(await settle(client(document, { id: '1' }))).message).toBe('Bad Gateway');
    expect(requests).toHaveLength(3);
  });

  it('abandons a try that outlives the budget, as a network failure', async () => {
    network.use(
      http.all(ENDPOINT, async () => {
        await delay('infinite');
        return ok();
      }),
    );
    const client = createWordPressClient({ endpoint: ENDPOINT, tries: 1, budgetMs: 20 });
    await expect(client(document, { id: '1' })).rejects.toThrow(/^\[Network\] /);
  });

  it('does not retry a 4xx answer', async () => {
    const { client, requests } = clientWith([() => respond(403, 'no', 'Forbidden')]);
    await expect(client(document, { id: '1' })).rejects.toThrow('Forbidden');
    expect(requests).toHaveLength(1);
  });

  it('does not retry a validation error, even when WordPress answers it with 500', async () => {
    const syntax = () =>
      respond(500, JSON.stringify({ errors: [{ message: 'Syntax Error: Unexpected Name' }] }));
    const { client, requests } = clientWith([syntax]);
    await expect(client(document, { id: '1' })).rejects.toThrow(
      '[GraphQL] Syntax Error: Unexpected Name',
    );
    expect(requests).toHaveLength(1);
  });

  it("reports the catalogue's messages for answers without data", async () => {
    const answers = ['', 'not json', '{}', '{"data":null}', '[]'].map(
      (body) => () => respond(200, body),
    );
    const { client } = clientWith(answers);
    for (let index = 0; index < 5; index += 1) {
      await expect(client(document, { id: '1' })).rejects.toThrow('No Content');
    }
  });

  it('reports one GraphQL error of an answer with data and errors, with its details', async () => {
    const partial = () =>
      respond(
        200,
        JSON.stringify({
          data: { viewer: null },
          errors: [{ message: 'Denied', path: ['viewer'] }],
        }),
      );
    const { client } = clientWith([partial]);
    const error = (await client(document, { id: '1' }).catch(
      (e: unknown) => e,
    )) as WordPressRequestError;
    expect(error.message).toBe('[GraphQL] Denied');
    expect(error.details.graphQLErrors?.[0]?.path).toEqual(['viewer']);
  });
});

describe('readGraphQLResponse', () => {
  const read = (status: number, body: string, statusText = '') => {
    try {
      return readGraphQLResponse(status, statusText, body);
    } catch (error) {
      return error as WordPressRequestError;
    }
  };

  it('returns data', () => {
    expect(read(200, '{"data":{"a":1}}')).toEqual({ a: 1 });
  });

  it('names one GraphQL error [GraphQL] and keeps its details', () => {
    const error = read(200, '{"errors":[{"message":"Cannot query field","path":["a"]}]}');
    expect(error).toBeInstanceOf(WordPressRequestError);
    expect((error as WordPressRequestError).message).toBe('[GraphQL] Cannot query field');
    expect((error as WordPressRequestError).details.graphQLErrors?.[0]?.path).toEqual(['a']);
  });

  it('names several GraphQL errors "GraphQL Errors"', () => {
    const error = read(200, '{"errors":[{"message":"a"},{"message":"b"}],"data":{"x":null}}');
    expect((error as Error).message).toBe('GraphQL Errors');
    expect((error as WordPressRequestError).details.graphQLErrors).toHaveLength(2);
  });

  it('answers "No Content" for an empty, non-JSON or data-less answer', () => {
    for (const body of ['', 'not json', '{}', '{"data":null}', '[]']) {
      expect((read(200, body) as Error).message).toBe('No Content');
    }
  });

  it('uses the status text for a non-OK answer, or the status when there is none', () => {
    expect((read(404, 'nope', 'Not Found') as Error).message).toBe('Not Found');
    expect((read(500, '') as Error).message).toBe('HTTP 500');
  });

  it('reads an error entry without a message as "Unexpected error type"', () => {
    expect((read(200, '{"errors":[42]}') as Error).message).toBe('[GraphQL] Unexpected error type');
  });
});
