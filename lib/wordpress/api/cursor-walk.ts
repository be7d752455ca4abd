/** WPGraphQL's largest page (`graphql_connection_max_query_amount`'s default). */
export const MAX_PAGE = 100;

export interface CursorPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * The cursor after the first `count` items of a connection, for a page asked for by offset
 * where WordPress pages by cursor only: walked to in steps of at most 100 items, asking for
 * cursors only (`step`). A list that ends sooner gives its last cursor, after which WordPress
 * has nothing: the page past the end is empty, as by offset.
 */
export async function cursorAfter(
  count: number,
  step: (first: number, after: string | null) => Promise<CursorPageInfo | null | undefined>,
): Promise<string | null> {
  let remaining = count;
  let after: string | null = null;
  while (remaining > 0) {
    const first = Math.min(remaining, MAX_PAGE);
    const info: CursorPageInfo | null | undefined = await step(first, after);
    after = info?.endCursor ?? after;
    remaining -= first;
    if (!info?.hasNextPage) break;
  }
  return after;
}
