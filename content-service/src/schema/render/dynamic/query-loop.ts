import type { BlockContext } from '../types';
import type { PostQuery, SiteData } from './site-data';

/*
 * build_query_vars_from_query_block() and the WP_Query it feeds, shared by the Query Loop's
 * post template, pagination and no-results blocks. A query block's WP_Query has no archive or
 * singular vars, so WordPress treats it as the home query: the sticky posts come first (those
 * on the page move up, the others are added, making the page longer), unless the block asks
 * to ignore, exclude or show only them. The query block pages with an offset, so WP_Query's
 * own page stays 1 and this happens on every page.
 */

export interface QueryLoopResult {
  ids: number[];
  found: number;
  maxPages: number;
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isFinite(n) && n > 0) : [];

/** The `query-{id}-page` key of a query block and the page the request asks for (always 1). */
export function pageKey(context: BlockContext): string {
  return context.queryId !== undefined ? `query-${String(context.queryId)}-page` : 'query-page';
}

export function runQueryLoop(site: SiteData, context: BlockContext, page: number): QueryLoopResult {
  const q = (context.query ?? {}) as Record<string, unknown>;
  const postType = typeof q.postType === 'string' && q.postType ? q.postType : 'post';
  const perPage =
    Number.isFinite(Number(q.perPage)) && q.perPage !== ''
      ? Math.abs(Math.trunc(Number(q.perPage)))
      : 10;
  const offset = Number.isFinite(Number(q.offset)) ? Math.abs(Math.trunc(Number(q.offset))) : 0;
  const sticky = typeof q.sticky === 'string' ? q.sticky : '';
  const stickies = (site.option('sticky_posts') as unknown[] | undefined)?.map(Number) ?? [];
  const query: PostQuery = {
    postType,
    perPage,
    offset: perPage * (page - 1) + offset,
    order: String(q.order ?? 'desc').toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
    orderBy: typeof q.orderBy === 'string' && q.orderBy ? q.orderBy : 'date',
    exclude: [...ids(q.exclude)],
    search: typeof q.search === 'string' && q.search ? q.search : undefined,
  };
  const author = q.author;
  if (typeof author === 'string' && author !== '') {
    query.authorIds = author
      .split(',')
      .map((a) => Math.trunc(Number(a)))
      .filter((a) => a > 0);
  } else if (typeof author === 'number' && author > 0) {
    query.authorIds = [author];
  }
  const taxQuery = (q.taxQuery ?? {}) as Record<string, unknown>;
  const categories = [...ids(q.categoryIds), ...ids(taxQuery.category)];
  const tags = [...ids(q.tagIds), ...ids(taxQuery.post_tag)];
  if (categories.length > 0) query.categoryIds = categories;
  if (tags.length > 0) query.tagIds = tags;
  if (postType === 'page' && ids(q.parents).length > 0) query.parentIds = ids(q.parents);
  if (sticky === 'only') query.include = stickies.length > 0 ? stickies : [0];
  if (sticky === 'exclude') query.exclude = [...(query.exclude ?? []), ...stickies];

  const result = site.queryPosts(query);
  const maxPages = perPage > 0 ? Math.ceil(result.found / perPage) : 1;
  let list = result.ids;
  if (sticky === '' && postType === 'post' && stickies.length > 0) {
    const onPage = list.filter((id) => stickies.includes(id));
    const excluded = query.exclude ?? [];
    const missing = stickies.filter((id) => !list.includes(id) && !excluded.includes(id));
    const fetched =
      missing.length > 0
        ? site.queryPosts({
            postType,
            perPage: missing.length,
            offset: 0,
            order: 'DESC',
            orderBy: 'date',
            include: missing,
          }).ids
        : [];
    list = [...onPage, ...fetched, ...list.filter((id) => !stickies.includes(id))];
  }
  return { ids: list, found: result.found, maxPages };
}
