import { describe, expect, it } from 'vitest';
import { describeDifference, firstDifference } from './json-diff';

describe('firstDifference', () => {
  it('ignores key order and finds nothing in equal values', () => {
    expect(
      firstDifference(
        { a: 1, b: [1, { c: null }] },
        { b: [1, { c: null }], a: 1 },
        { mode: 'exact' },
      ),
    ).toBeNull();
  });

  it('reports the first differing path with both values', () => {
    const diff = firstDifference(
      { data: { posts: { nodes: [{ id: 1 }, { id: 2, title: 'a/b' }] } } },
      { data: { posts: { nodes: [{ id: 1 }, { id: 2, title: 'a-b' }] } } },
      { mode: 'exact' },
    );
    expect(diff).toEqual({
      path: '$.data.posts.nodes[1].title',
      expected: 'a/b',
      actual: 'a-b',
      kind: 'value',
    });
    expect(describeDifference(diff!)).toBe(
      '$.data.posts.nodes[1].title: expected "a/b", got "a-b"',
    );
  });

  it('reports missing and unexpected keys, types and lengths', () => {
    expect(firstDifference({ a: 1 }, {}, { mode: 'exact' })).toMatchObject({
      path: '$.a',
      kind: 'missing',
    });
    expect(firstDifference({}, { a: 1 }, { mode: 'exact' })).toMatchObject({
      path: '$.a',
      kind: 'unexpected',
    });
    expect(firstDifference({ a: null }, { a: 'x' }, { mode: 'exact' })).toMatchObject({
      path: '$.a',
      kind: 'type',
    });
    expect(firstDifference([1, 2], [1], { mode: 'exact' })).toMatchObject({
      path: '$',
      kind: 'length',
    });
  });

  it('compares shape only: keys, types and array lengths', () => {
    expect(
      firstDifference({ code: 'abc', n: [1, 2] }, { code: 'xyz', n: [3, 4] }, { mode: 'shape' }),
    ).toBeNull();
    expect(firstDifference({ n: [1, 2] }, { n: [1] }, { mode: 'shape' })).toMatchObject({
      path: '$.n',
      kind: 'length',
    });
    expect(firstDifference({ code: 'abc' }, { code: 1 }, { mode: 'shape' })).toMatchObject({
      kind: 'type',
    });
  });

  it('honours shape_paths inside an exact comparison', () => {
    const expected = { data: { nodes: [{ content: 'a' }, { content: 'b' }] } };
    const actual = { data: { nodes: [{ content: 'changed' }, { content: 'b' }] } };
    expect(
      firstDifference(expected, actual, { mode: 'exact', shapePaths: ['$.data.nodes[0].content'] }),
    ).toBeNull();
    expect(
      firstDifference(expected, actual, { mode: 'exact', shapePaths: ['$.data.nodes[1].content'] }),
    ).not.toBeNull();
  });
});
