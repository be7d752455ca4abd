import { describe, expect, it } from 'vitest';
import { MAX_EXTRA_PATHS, parseRevalidateRequest } from './revalidate-request';

describe('parseRevalidateRequest', () => {
  it('takes a node by its path, normalised as the site routes it', () => {
    expect(parseRevalidateRequest({ uri: '/2024/05/hello' })).toEqual({
      target: { uri: '/2024/05/hello/' },
      paths: [],
    });
  });

  it('takes a node by WordPress ID; the type defaults to post', () => {
    expect(parseRevalidateRequest({ id: 123 })).toEqual({
      target: { id: 123, type: 'post' },
      paths: [],
    });
    expect(parseRevalidateRequest({ id: 7, type: 'category', paths: ['/category/old/'] })).toEqual({
      target: { id: 7, type: 'category' },
      paths: ['/category/old/'],
    });
  });

  it('an empty body or object is a site-wide change', () => {
    expect(parseRevalidateRequest(undefined)).toEqual({ target: null, paths: [] });
    expect(parseRevalidateRequest('')).toEqual({ target: null, paths: [] });
    expect(parseRevalidateRequest({})).toEqual({ target: null, paths: [] });
  });

  it.each([
    [[], 'the body must be a JSON object'],
    ['text', 'the body must be a JSON object'],
    [{ uri: 'https://cms.example.com/a/' }, 'uri must be a path starting with "/"'],
    [{ uri: '//evil.example/a/' }, 'uri must be a path starting with "/"'],
    [{ uri: '/a/?p=1' }, 'uri must be a path without a query or fragment'],
    [{ uri: '/a/../b/' }, 'uri is not a path WordPress can have'],
    [{ uri: '/a/', id: 1 }, 'give either "uri" or "id", not both'],
    [{ id: '12' }, '"id" must be a positive whole number'],
    [{ id: 0 }, '"id" must be a positive whole number'],
    [{ id: 1, type: 'user' }, '"type" must be one of post, page, category'],
    [{ type: 'post' }, '"type" needs an "id"'],
    [{ paths: '/a/' }, `"paths" must be a list of at most ${MAX_EXTRA_PATHS} paths`],
    [{ paths: ['/a/', 5] }, 'paths[1] must be a path starting with "/"'],
    [{ secret: 'x' }, 'unknown field "secret"'],
  ])('refuses %j: %s', (body, message) => {
    expect(() => parseRevalidateRequest(body)).toThrow(message);
  });

  it('refuses more extra paths than the limit', () => {
    const paths = Array.from({ length: MAX_EXTRA_PATHS + 1 }, (_, i) => `/p${i}/`);
    expect(() => parseRevalidateRequest({ paths })).toThrow('"paths" must be a list');
  });
});
