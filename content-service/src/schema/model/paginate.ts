import { GraphQLError } from 'graphql';
import { fromCursor, toCursor } from './global-id';

export interface OffsetArgs {
  offset?: number | null;
  size?: number | null;
}

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  where?: ({ offsetPagination?: OffsetArgs | null } & Record<string, unknown>) | null;
}

export interface Connection<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
    offsetPagination: { hasMore: boolean; hasPrevious: boolean; total: () => number };
  };
}

/** WPGraphQL's defaults: 10 items, at most 100 (a larger `first` is capped silently). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `first`/`last` of 0 (PHP's `empty()`) mean the default, as WPGraphQL reads them. */
function clampCount(n: number | null | undefined): number {
  if (n == null || n === 0) return DEFAULT_PAGE_SIZE;
  return Math.max(0, Math.min(MAX_PAGE_SIZE, Math.floor(n)));
}

/** WPGraphQL's argument checks (AbstractConnectionResolver), with its texts (`&` escaped). */
function validate(args: ConnectionArgs): void {
  if (args.first && args.last) {
    throw new GraphQLError(
      'The `first` and `last` connection args cannot be used together. For forward pagination, use `first` &amp; `after`. For backward pagination, use `last` &amp; `before`.',
    );
  }
  if (args.first && args.first < 0) throw new GraphQLError('first must be a positive integer.');
  if (args.last && args.last < 0) throw new GraphQLError('last must be a positive integer.');
}

export interface PaginateOptions {
  /**
   * Users are read with WP_User_Query, which counts its total whatever the offset and fails
   * (no rows) on a negative offset; posts use WP_Query, which takes the offset's absolute value
   * and counts nothing once past the end.
   */
  users?: boolean;
  /**
   * Drops ids from the rows the query fetched (the page and one more), as get_terms does with
   * empty terms of a hierarchical taxonomy after its SQL: the page can come back shorter, and
   * hasNextPage/hasPreviousPage count what is left of those rows.
   */
  pruneFetched?: (fetched: readonly number[]) => number[];
  /**
   * Term and comment connections keep an explicit `order` when paging backward: WordPress
   * queries the list in that order and WPGraphQL reverses what it fetched, so `last: N` without
   * a cursor is the list's first N, last to first (no flip as without `order`).
   */
  lastFromHead?: boolean;
}

/**
 * Cuts one page out of the ordered ids of a connection, as WPGraphQL does for cursor
 * (`first/after`, `last/before`) and offset (`where.offsetPagination`) pagination.
 * `offsetPagination` in pageInfo is what WPGraphQL Offset Pagination computes from the ids
 * WPGraphQL fetched (one more than the page): `hasMore` is "more ids than `size`" (size 0
 * without offsetPagination, so any id), `total` is what the query found (the cursor counts).
 */
export function paginate<T>(
  ids: readonly number[],
  args: ConnectionArgs,
  load: (id: number) => T | undefined,
  options: PaginateOptions = {},
): Connection<T> {
  validate(args);
  const total = ids.length;
  const offsetArgs = args.where?.offsetPagination;
  let slice: readonly number[];
  let hasNextPage = false;
  let hasPreviousPage = false;
  let offsetInfo: { hasMore: boolean; hasPrevious: boolean; total: () => number };

  if (offsetArgs) {
    const requested = Math.floor(offsetArgs.offset ?? 0);
    const failed = options.users === true && requested < 0;
    const offset = Math.abs(requested);
    // WPGraphQL Offset Pagination: without `size` nothing is returned; `size` overrides `first`.
    const size =
      offsetArgs.size == null ? 0 : Math.max(0, Math.min(MAX_PAGE_SIZE, offsetArgs.size));
    // The query fetches size + 1 (the plugin), else first + 1 (WPGraphQL), to see if more follow.
    const fetch = offsetArgs.size == null ? clampCount(args.first) + 1 : size + 1;
    const fetched = failed ? 0 : Math.max(0, Math.min(fetch, total - offset));
    slice = failed ? [] : ids.slice(offset, offset + size);
    hasNextPage = Boolean(args.first) && fetched > size;
    offsetInfo = {
      hasMore: fetched > size,
      hasPrevious: requested > 0,
      // Computed only when selected.
      total: () => (failed ? 0 : options.users ? total : offset >= total ? 0 : total),
    };
  } else {
    let start = 0;
    let end = total;
    if (args.after) {
      const id = fromCursor(args.after);
      const i = id === null ? -1 : ids.indexOf(id);
      if (i >= 0) start = i + 1;
    }
    if (args.before) {
      const id = fromCursor(args.before);
      const i = id === null ? -1 : ids.indexOf(id);
      if (i >= 0) end = i;
    }
    const prune = options.pruneFetched;
    if (args.last && !args.first && options.lastFromHead && !args.after && !args.before) {
      const count = clampCount(args.last);
      const fetched = (prune ?? ((list: readonly number[]) => [...list]))(ids.slice(0, count + 1));
      hasPreviousPage = fetched.length > count;
      slice = fetched.slice(0, count).reverse();
    } else if (args.last && !args.first) {
      const count = clampCount(args.last);
      const from = Math.max(start, end - count);
      hasPreviousPage = from > start;
      hasNextPage = args.before != null && end < total;
      slice = ids.slice(from, end);
      if (prune) {
        const fetched = prune(ids.slice(Math.max(start, end - count - 1), end));
        hasPreviousPage = fetched.length > count;
        slice = fetched.slice(-count);
      }
    } else {
      const count = clampCount(args.first);
      slice = ids.slice(start, Math.min(end, start + count));
      // WPGraphQL says so only when `first` was given (not 0), or a `before` cut the list.
      hasNextPage =
        (Boolean(args.first) && start + count < end) || (args.before != null && end < total);
      hasPreviousPage = args.after != null && start > 0;
      if (prune) {
        const fetched = prune(ids.slice(start, Math.min(end, start + count + 1)));
        hasNextPage = Boolean(args.first) && fetched.length > count;
        slice = fetched.slice(0, count);
      }
    }
    // The cursor is a condition of the query: it finds only the ids on its side.
    offsetInfo = { hasMore: end > start, hasPrevious: false, total: () => end - start };
  }

  const edges: { cursor: string; node: T }[] = [];
  for (const id of slice) {
    const node = load(id);
    if (node !== undefined) edges.push({ cursor: toCursor(id), node });
  }
  return {
    nodes: edges.map((e) => e.node),
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      offsetPagination: offsetInfo,
    },
  };
}

/**
 * A connection over a fixed list keyed by name (content types, taxonomies): WPGraphQL's cursors
 * there are `arrayconnection:<name>`. Pages as {@link paginate} does, over the list's positions.
 */
export function paginateNamed<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  args: ConnectionArgs,
): Connection<T> {
  const names = items.map(nameOf);
  const position = (cursor: string | null | undefined) => {
    if (!cursor) return cursor;
    const name = Buffer.from(cursor, 'base64')
      .toString('utf8')
      .replace(/^arrayconnection:/, '');
    const i = names.indexOf(name);
    return i < 0 ? null : toCursor(i);
  };
  const page = paginate(
    items.map((_, i) => i),
    { ...args, after: position(args.after), before: position(args.before), where: null },
    (i) => items[i],
  );
  const named = (item: T) => Buffer.from(`arrayconnection:${nameOf(item)}`).toString('base64');
  const edges = page.edges.map((e) => ({ node: e.node, cursor: named(e.node) }));
  return {
    ...page,
    edges,
    pageInfo: {
      ...page.pageInfo,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
