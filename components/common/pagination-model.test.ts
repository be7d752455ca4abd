import { describe, expect, it } from 'vitest';
import { paginationModel } from './pagination-model';

const model = (
  offset: number,
  pageCount: number,
  hasPrevious = offset > 0,
  hasMore = offset + 1 < pageCount,
) => paginationModel({ offset, pageCount, hasMore, hasPrevious });

describe('paginationModel', () => {
  it('shows offset+1 as current, with next and last only while there is more', () => {
    expect(model(0, 3)).toEqual({
      current: 1,
      pages: [1, 2, 3],
      first: null,
      previous: null,
      next: 2,
      last: 3,
    });
  });

  it('activates previous and first only with hasPrevious', () => {
    expect(model(2, 3)).toEqual({
      current: 3,
      pages: [1, 2, 3],
      first: 1,
      previous: 2,
      next: null,
      last: null,
    });
  });

  it('shows five page numbers around the current page', () => {
    expect(model(0, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(model(9, 20).pages).toEqual([8, 9, 10, 11, 12]);
    expect(model(19, 20).pages).toEqual([16, 17, 18, 19, 20]);
  });

  it('follows WPGraphQL even when the counts disagree', () => {
    // A page past the end: nothing more, but the way back is open.
    expect(model(30, 3, true, false)).toMatchObject({
      current: 31,
      previous: 30,
      next: null,
      last: null,
    });
    // More posts than the total said: next still works.
    expect(model(0, 1, false, true)).toMatchObject({ next: 2, last: 2 });
  });
});
