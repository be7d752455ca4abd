import { describe, expect, it } from 'vitest';
import { MAX_GET_URL_LENGTH, buildHttpRequest } from './http-request';

const endpoint = 'http://wp.test/graphql';

function payloadOfUrlLength(length: number) {
  // Grow the query one character at a time until the GET address has exactly `length` characters.
  for (let size = 1; size < 4000; size += 1) {
    const payload = { query: `{${'a'.repeat(size)}}`, operationName: null, variables: {} };
    const url = new URL(endpoint);
    url.searchParams.set('query', payload.query);
    if (url.href.length === length) return payload;
  }
  throw new Error(`no payload of length ${length}`);
}

describe('buildHttpRequest', () => {
  it('sends a GET when the address is exactly 2047 characters', () => {
    const request = buildHttpRequest(endpoint, payloadOfUrlLength(MAX_GET_URL_LENGTH));
    expect(request.init.method).toBe('GET');
    expect(request.url).toHaveLength(2047);
    expect(request.init.body).toBeUndefined();
  });

  it('sends a POST with a JSON body when the address would be 2048 characters', () => {
    const payload = payloadOfUrlLength(MAX_GET_URL_LENGTH + 1);
    const request = buildHttpRequest(endpoint, payload);
    expect(request.init.method).toBe('POST');
    expect(request.url).toBe(endpoint);
    expect(request.init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.init.body ?? '')).toEqual(payload);
  });

  it('puts operation name and variables in the GET address', () => {
    const request = buildHttpRequest(endpoint, {
      query: 'query Q($uri: String!) { nodeByUri(uri: $uri) { uri } }',
      operationName: 'Q',
      variables: { uri: '/a b/?x=1&y' },
    });
    const url = new URL(request.url);
    expect(url.searchParams.get('operationName')).toBe('Q');
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ uri: '/a b/?x=1&y' });
    expect(request.init.headers.accept).toContain('application/json');
  });

  it('leaves variables out of the address when there are none', () => {
    const request = buildHttpRequest(endpoint, {
      query: '{ a }',
      operationName: null,
      variables: {},
    });
    expect(new URL(request.url).searchParams.has('variables')).toBe(false);
  });

  it('POSTs a request that carries headers, however short (an editor’s token)', () => {
    const request = buildHttpRequest(
      endpoint,
      { query: '{ viewer { databaseId } }', operationName: null, variables: {} },
      { headers: { authorization: 'Bearer t0ken' } },
    );
    expect(request.init.method).toBe('POST');
    expect(request.url).toBe(endpoint);
    expect(request.init.headers.authorization).toBe('Bearer t0ken');
  });

  it('POSTs a mutation, however short (WordPress refuses mutations by GET)', () => {
    const request = buildHttpRequest(
      endpoint,
      { query: 'mutation M { a }', operationName: 'M', variables: {} },
      { mutation: true },
    );
    expect(request.init.method).toBe('POST');
  });
});
