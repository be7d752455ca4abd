import type { RequestContext } from '../schema/context';
import { postById, termById } from '../schema/model/loaders';
import { postLink, termLink } from '../schema/model/permalinks';
import { listPostIds } from '../schema/model/post-queries';
import { listTermIds } from '../schema/model/term-queries';
import type { PostRow, TermRow } from '../schema/model/rows';
import {
  filterFields,
  listParam,
  pagingHeaders,
  pagingParams,
  restLink,
  type Params,
} from './rest-collection';
import { noRoute, restError, type RestAnswer } from './rest-response';
import { currentUser, singlePost } from './wp-v2-items';

/*
 * Core's `/wp/v2/posts` and `/wp/v2/categories` collections, anonymous and in the view context,
 * limited to what FaustWP's front end reads: `slug`, `search`, `per_page`, `page`, `_fields`, and the
 * plain fields of each item (no rendered title/content, no `_links` yet). Links point at the
 * front end, as FaustWP's post_link/term_link filters make them.
 */

function restDate(mysql: string): string {
  return mysql.replace(' ', 'T');
}

function postItem(ctx: RequestContext, row: PostRow): Record<string, unknown> {
  const link = postLink(ctx, row);
  return {
    id: row.ID,
    date: restDate(row.post_date),
    date_gmt: restDate(row.post_date_gmt),
    modified: restDate(row.post_modified),
    modified_gmt: restDate(row.post_modified_gmt),
    slug: row.post_name,
    status: row.post_status,
    type: row.post_type,
    link: link === null ? null : restLink(ctx, link),
    author: row.post_author,
  };
}

function categoryItem(ctx: RequestContext, term: TermRow): Record<string, unknown> {
  return {
    id: term.term_id,
    count: term.count,
    description: term.description,
    link: restLink(ctx, termLink(ctx, term)),
    name: term.name,
    slug: term.slug,
    taxonomy: term.taxonomy,
    parent: term.parent,
  };
}

function posts(ctx: RequestContext, params: Params): RestAnswer {
  const paging = pagingParams(params);
  if ('status' in paging) return paging;
  const slugs = listParam(params, 'slug');
  // `search` is WP_Query's (title, excerpt, content; every word), ordered by the REST default
  // `orderby=date`, not by WP_Query's relevance.
  const search = params.search?.trim() || undefined;
  let ids = listPostIds(ctx, {
    types: ['post'],
    ...(search ? { search, orderby: [{ field: 'DATE', order: 'DESC' as const }] } : {}),
  });
  if (slugs) {
    const wanted = new Set(slugs.map((slug) => encodeURIComponent(slug).toLowerCase()));
    ids = ids.filter((id) => wanted.has(postById(ctx, id)?.post_name ?? ''));
  }
  const pages = Math.ceil(ids.length / paging.perPage);
  if (paging.page > 1 && paging.page > pages) {
    return restError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
  const start = (paging.page - 1) * paging.perPage;
  const body = ids
    .slice(start, start + paging.perPage)
    .map((id) => postById(ctx, id))
    .filter((row): row is PostRow => row !== undefined)
    .map((row) => filterFields(postItem(ctx, row), params));
  const headers = pagingHeaders(ctx, '/wp/v2/posts', params, paging, ids.length);
  return { status: 200, allow: 'GET', headers, body };
}

function categories(ctx: RequestContext, params: Params): RestAnswer {
  const paging = pagingParams(params);
  if ('status' in paging) return paging;
  const slugs = listParam(params, 'slug');
  const ids = listTermIds(ctx, {
    taxonomy: 'category',
    slugs: slugs?.map((slug) => encodeURIComponent(slug).toLowerCase()),
    hideEmpty: params.hide_empty === 'true' || params.hide_empty === '1',
  });
  const start = (paging.page - 1) * paging.perPage;
  const body = ids
    .slice(start, start + paging.perPage)
    .map((id) => termById(ctx, id))
    .filter((term): term is TermRow => term !== undefined)
    .map((term) => filterFields(categoryItem(ctx, term), params));
  const headers = pagingHeaders(ctx, '/wp/v2/categories', params, paging, ids.length);
  return { status: 200, allow: 'GET', headers, body };
}

/** `route` is below /wp/v2 (`/posts`, `/categories`). */
export function handleWpV2(
  ctx: RequestContext,
  method: string,
  route: string,
  params: Params,
): RestAnswer {
  const handlers: Record<string, () => RestAnswer> = {
    '/posts': () => posts(ctx, params),
    '/categories': () => categories(ctx, params),
  };
  if (route === '/users/me' && (method === 'GET' || method === 'HEAD')) return currentUser(ctx);
  const single = /^\/posts\/(\d+)$/.exec(route);
  if (single && (method === 'GET' || method === 'HEAD')) {
    return singlePost(ctx, Number(single[1]), params);
  }
  const handler = handlers[route];
  if (!handler) return noRoute();
  if (method === 'GET' || method === 'HEAD') return handler();
  // Both collections accept POST (create), which anonymous requests may not do; WordPress's
  // Allow lists only the methods the requester may use.
  if (method !== 'POST') return noRoute();
  const message =
    route === '/posts'
      ? 'Sorry, you are not allowed to create posts as this user.'
      : 'Sorry, you are not allowed to create terms in this taxonomy.';
  return { ...restError(401, 'rest_cannot_create', message), allow: 'GET' };
}
