import { describe, expect, it } from 'vitest';
import { toCursor } from './global-id';
import { paginate, type ConnectionArgs } from './paginate';

/** Expected values: what WPGraphQL 2.20 + WPGraphQL Offset Pagination answer on the live kit. */
const ids = Array.from({ length: 56 }, (_, i) => i + 1);
const page = (args: ConnectionArgs, users = false) => {
  const connection = paginate(ids, args, (id) => id, { users });
  const { total, ...offset } = connection.pageInfo.offsetPagination;
  return {
    nodes: connection.nodes,
    hasNextPage: connection.pageInfo.hasNextPage,
    offset: { ...offset, total: total() },
  };
};

describe('paginate as WPGraphQL', () => {
  it('reads first: 0 and last: 0 as the default page of 10', () => {
    expect(page({ first: 0 }).nodes).toEqual(ids.slice(0, 10));
    expect(page({ last: 0 }).nodes).toEqual(ids.slice(0, 10));
    // hasNextPage only when `first` asked for a page (or `before` cut the list).
    expect(page({ first: 0 }).hasNextPage).toBe(false);
    expect(page({}).hasNextPage).toBe(false);
    expect(page({ first: 10 }).hasNextPage).toBe(true);
    expect(page({ last: 0, before: toCursor(2) })).toMatchObject({ nodes: [1], hasNextPage: true });
  });

  it('refuses a negative first or last, and first with last, with WPGraphQL texts', () => {
    expect(() => page({ first: -1 })).toThrow('first must be a positive integer.');
    expect(() => page({ last: -2 })).toThrow('last must be a positive integer.');
    expect(() => page({ first: 2, last: 2 })).toThrow(
      'The `first` and `last` connection args cannot be used together. For forward pagination, use `first` &amp; `after`.',
    );
  });

  it('answers offset pagination as the plugin: hasNextPage only with first, hasMore from size + 1', () => {
    const where = (offset: number, size?: number) => ({
      where: { offsetPagination: { offset, size } },
    });
    expect(page(where(2, 3))).toEqual({
      nodes: [3, 4, 5],
      hasNextPage: false,
      offset: { hasMore: true, hasPrevious: true, total: 56 },
    });
    expect(page({ first: 3, ...where(2, 3) }).hasNextPage).toBe(true);
    expect(page({ first: 2, ...where(2) })).toEqual({
      nodes: [],
      hasNextPage: true,
      offset: { hasMore: true, hasPrevious: true, total: 56 },
    });
    expect(page(where(54, 3)).offset.hasMore).toBe(false);
    // WP_Query takes the offset's absolute value; WP_User_Query finds nothing.
    expect(page(where(-1, 3)).nodes).toEqual([2, 3, 4]);
    expect(page(where(-1, 3)).offset.hasPrevious).toBe(false);
    expect(page(where(-1, 3), true).nodes).toEqual([]);
    expect(page(where(1000, 3)).offset.total).toBe(0);
    expect(page(where(1000, 3), true).offset.total).toBe(56);
  });

  it('counts only the ids on the cursor side in offsetPagination of a cursor page', () => {
    expect(page({ first: 5 }).offset).toEqual({ hasMore: true, hasPrevious: false, total: 56 });
    expect(page({ last: 2, before: toCursor(2) }).offset).toEqual({
      hasMore: true,
      hasPrevious: false,
      total: 1,
    });
    expect(page({ first: 2, after: toCursor(56) }).offset.hasMore).toBe(false);
  });
});

describe('last without a cursor, where an explicit order is kept (lastFromHead)', () => {
  it("is the list's first N, last to first, with hasPreviousPage when more follow", () => {
    const page = paginate([1, 2, 3, 4], { last: 2 }, (id) => id, { lastFromHead: true });
    expect(page.nodes).toEqual([2, 1]);
    expect(page.pageInfo.hasPreviousPage).toBe(true);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(paginate([1, 2, 3, 4], { last: 2 }, (id) => id).nodes).toEqual([3, 4]);
  });
});
