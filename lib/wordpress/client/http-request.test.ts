import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerRequests, fakeNetwork } from '../../../tests/support/fake-network';
import { TypedDocumentString } from '../generated/graphql';
import { createWordPressClient } from './graphql-client';
import { MAX_GET_URL_LENGTH } from './http-request';

const endpoint = 'http://wp.test/graphql';
const network = fakeNetwork();

/** A client on a fake WordPress (msw) that answers every request and records what was sent. */
function recordingClient() {
  const requests = answerRequests(network, endpoint, () => HttpResponse.json({ data: { a: 1 } }));
  return { client: createWordPressClient({ endpoint }), requests };
}

const fieldQuery = (size: number) =>
  new TypedDocumentString<{ a: number }, Record<string, never>>(`{ ${'a'.repeat(size)} }`);

/** The query whose GET address (as Apollo's HttpLink writes it) is exactly `length` long. */
async function queryOfUrlLength(length: number) {
  const { client, requests } = recordingClient();
  await client(fieldQuery(1), {});
  const oneCharacter = requests[0]?.url.length ?? 0;
  return fieldQuery(1 + length - oneCharacter);
}

describe('GET or POST', () => {
  it('sends a GET when the address is exactly 2047 characters', async () => {
    const query = await queryOfUrlLength(MAX_GET_URL_LENGTH);
    const { client, requests } = recordingClient();
    await expect(client(query, {})).resolves.toEqual({ a: 1 });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toHaveLength(2047);
    expect(requests[0]?.body).toBe('');
  });

  it('sends a POST with a JSON body when the address would be 2048 characters', async () => {
    const query = await queryOfUrlLength(MAX_GET_URL_LENGTH + 1);
    const { client, requests } = recordingClient();
    await expect(client(query, {})).resolves.toEqual({ a: 1 });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(endpoint);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      query: `{${'a'.repeat(query.toString().length - 4)}}`,
    });
  });

  it('POSTs long queries with their operation name and variables', async () => {
    const { client, requests } = recordingClient();
    const long = new TypedDocumentString<{ a: number }, { uri: string }>(
      `query Long($uri: String!) { a(uri: $uri) ${'b '.repeat(1100)} }`,
    );
    await client(long, { uri: '/x/' });
    const body = JSON.parse(requests[0]?.body ?? '');
    expect(requests[0]?.method).toBe('POST');
    expect(body.operationName).toBe('Long');
    expect(body.variables).toEqual({ uri: '/x/' });
  });

  it('puts operation name and variables in the GET address', async () => {
    const { client, requests } = recordingClient();
    await client(
      new TypedDocumentString<{ a: number }, { uri: string }>(
        'query Q($uri: String!) { nodeByUri(uri: $uri) { uri } }',
      ),
      { uri: '/a b/?x=1&y' },
    );
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('operationName')).toBe('Q');
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ uri: '/a b/?x=1&y' });
    expect(requests[0]?.headers.get('accept')).toContain('application/json');
  });

  it('leaves variables out of the address when there are none', async () => {
    const { client, requests } = recordingClient();
    await client(fieldQuery(1), {});
    expect(new URL(requests[0]?.url ?? '').searchParams.has('variables')).toBe(false);
  });

  it('POSTs a request that carries an editor’s token, however short', async () => {
    const { client, requests } = recordingClient();
    await client(fieldQuery(1), {}, { accessToken: 't0ken' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(endpoint);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer t0ken');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ query: '{a}' });
  });

  it("names a sign-in's visitor beside FaustWP's secret, and only with the secret", async () => {
    const { client, requests } = recordingClient();
    vi.stubEnv('FAUST_SECRET_KEY', 'faust-secret-key');
    await client(fieldQuery(1), {}, { clientAddress: '203.0.113.9' });
    expect(requests[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(requests[0]?.headers.get('x-faustwp-secret')).toBe('faust-secret-key');
    await client(fieldQuery(1), {});
    expect(requests[1]?.headers.has('x-forwarded-for')).toBe(false);
    vi.stubEnv('FAUST_SECRET_KEY', '');
    await client(fieldQuery(1), {}, { clientAddress: '203.0.113.9' });
    expect(requests[2]?.headers.has('x-forwarded-for')).toBe(false);
    vi.unstubAllEnvs();
  });

  it('sends the token with its own call only: the next visitor’s call is a plain GET', async () => {
    const { client, requests } = recordingClient();
    await client(fieldQuery(1), {}, { accessToken: 't0ken' });
    await client(fieldQuery(1), {});
    expect(requests[1]?.method).toBe('GET');
    expect(requests[1]?.headers.has('authorization')).toBe(false);
  });

  it('POSTs a mutation, however short (WordPress refuses mutations by GET)', async () => {
    const { client, requests } = recordingClient();
    await client(new TypedDocumentString<{ a: number }, object>('mutation M { a }'), {});
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(requests[0]?.body ?? '').query).toBe('mutation M{a}');
  });
});
