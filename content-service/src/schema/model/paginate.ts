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

function clampCount(n: number | null | undefined): number {
  if (n == null) return DEFAULT_PAGE_SIZE;
  return Math.max(0, Math.min(MAX_PAGE_SIZE, Math.floor(n)));
}

/**
 * Cuts one page out of the ordered ids of a connection, as WPGraphQL does for cursor
 * (`first/after`, `last/before`) and offset (`where.offsetPagination`) pagination.
 */
export function paginate<T>(
  ids: readonly number[],
  args: ConnectionArgs,
  load: (id: number) => T | undefined,
): Connection<T> {
  const total = ids.length;
  const offsetArgs = args.where?.offsetPagination;
  let slice: readonly number[];
  let hasNextPage = false;
  let hasPreviousPage = false;
  let offsetInfo: { hasMore: boolean; hasPrevious: boolean; total: () => number };

  if (offsetArgs) {
    const offset = Math.max(0, Math.floor(offsetArgs.offset ?? 0));
    // WPGraphQL Offset Pagination: without `size` nothing is returned; `size` overrides `first`.
    const size = offsetArgs.size == null ? 0 : clampCount(offsetArgs.size);
    slice = ids.slice(offset, offset + size);
    offsetInfo = {
      hasMore: offset + size < total,
      hasPrevious: offset > 0,
      // Computed only when selected, and 0 once the offset is past the end (as the plugin does).
      total: () => (offset >= total ? 0 : total),
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
    if (args.last != null && args.first == null) {
      const count = clampCount(args.last);
      const from = Math.max(start, end - count);
      hasPreviousPage = from > start;
      hasNextPage = args.before != null && end < total;
      slice = ids.slice(from, end);
    } else {
      const count = clampCount(args.first);
      slice = ids.slice(start, Math.min(end, start + count));
      hasNextPage = start + count < end;
      hasPreviousPage = args.after != null && start > 0;
    }
    offsetInfo = { hasMore: hasNextPage, hasPrevious: hasPreviousPage, total: () => total };
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
      hasNextPage: offsetArgs ? false : hasNextPage,
      hasPreviousPage: offsetArgs ? false : hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      offsetPagination: offsetInfo,
    },
  };
}
