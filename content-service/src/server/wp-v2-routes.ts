import type { RequestContext } from '../schema/context';
import { option, postById, termById } from '../schema/model/loaders';
import { postLink, termLink } from '../schema/model/permalinks';
import { listPostIds, type PostFilter } from '../schema/model/post-queries';
import { canReadPost } from '../schema/model/access';
import { siteUtcOffset } from '../schema/model/site-clock';
import { isEmptyTerm, listTermIds, type TermFilter } from '../schema/model/term-queries';
import type { PostRow, TermRow } from '../schema/model/rows';
import { filterFields, pagingHeaders, restLink, type Params } from './rest-collection';
import { isAnswer, parseArgs, type ArgError, type ArgSchema, type ArgValue } from './rest-args';
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

/** register_post_status's statuses on the reference site (the `status` argument's enum). */
const POST_STATUSES = [
  'publish',
  'future',
  'draft',
  'pending',
  'private',
  'trash',
  'auto-draft',
  'inherit',
  'request-pending',
  'request-confirmed',
  'request-failed',
  'request-completed',
  'acf-disabled',
  'any',
];

/** Core's /wp/v2/posts query arguments (get_collection_params), in their registered order. */
const POST_ARGS: Record<string, ArgSchema> = {
  context: { type: 'string', enum: ['view', 'embed', 'edit'] },
  page: { type: 'integer', minimum: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100 },
  search: { type: 'string', trim: true },
  after: { type: 'date-time' },
  modified_after: { type: 'date-time' },
  author: { type: 'integers' },
  author_exclude: { type: 'integers' },
  before: { type: 'date-time' },
  modified_before: { type: 'date-time' },
  exclude: { type: 'integers' },
  include: { type: 'integers' },
  search_semantics: { type: 'string', enum: ['exact'] },
  offset: { type: 'integer' },
  order: { type: 'string', enum: ['asc', 'desc'] },
  orderby: {
    type: 'string',
    enum: [
      'author',
      'date',
      'id',
      'include',
      'modified',
      'parent',
      'relevance',
      'slug',
      'include_slugs',
      'title',
    ],
  },
  search_columns: { type: 'strings', enum: ['post_title', 'post_content', 'post_excerpt'] },
  slug: { type: 'strings' },
  // Checked by its sanitize callback (sanitize_post_statuses), reported with the others.
  status: { type: 'strings' },
  tax_relation: { type: 'string', enum: ['AND', 'OR'] },
  categories: { type: 'integers' },
  categories_exclude: { type: 'integers' },
  tags: { type: 'integers' },
  tags_exclude: { type: 'integers' },
  sticky: { type: 'boolean' },
  ignore_sticky: { type: 'boolean' },
};

/** WP_Query's orderby for each REST `orderby` (prepare_items_query's mappings). */
const ORDER_FIELDS: Record<string, string> = {
  author: 'AUTHOR',
  date: 'DATE',
  include: 'IN',
  modified: 'MODIFIED',
  parent: 'PARENT',
  slug: 'SLUG',
  include_slugs: 'NAME_IN',
  title: 'TITLE',
};

const numbers = (value: ArgValue | undefined) =>
  Array.isArray(value) && value.length > 0 ? value.map(Number) : undefined;

/**
 * A REST date (`2013-01-01T00:00:00`, with an optional offset) as WP_Date_Query compares it
 * with post_date: a date with an offset is moved to the site's time (site-clock.ts).
 */
function siteDate(ctx: RequestContext, value: string): string {
  const local = value.replace(/[Tt]/, ' ').replace(/\.\d+/, '');
  const zone = /(Z|[+-]\d{2}(?::\d{2})?)$/i.exec(local);
  if (!zone) return local;
  const utc = Date.parse(
    `${local.slice(0, zone.index).replace(' ', 'T')}${zone[1]!.toUpperCase()}`,
  );
  const offset = siteUtcOffset(ctx, new Date(utc));
  return new Date(utc + offset * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * sanitize_post_statuses: any status but the default needs the right to edit posts (then it must
 * be a registered one).
 */
function statusCheck(ctx: RequestContext): (statuses: string[]) => ArgError | undefined {
  return (statuses) => {
    for (const [index, status] of statuses.entries()) {
      if (status === 'publish') continue;
      if (!ctx.viewer) {
        const data = { status: 401 };
        return { code: 'rest_forbidden_status', message: 'Status is forbidden.', data };
      }
      if (!POST_STATUSES.includes(status)) {
        const list = `${POST_STATUSES.slice(0, -1).join(', ')}, and any`;
        const message = `status[${index}] is not one of ${list}.`;
        return { code: 'rest_not_in_enum', message, data: null };
      }
    }
    return undefined;
  };
}

function posts(ctx: RequestContext, params: Params): RestAnswer {
  const parsed = parseArgs(params, {
    ...POST_ARGS,
    status: { type: 'strings', check: statusCheck(ctx) },
  });
  if (isAnswer(parsed)) return parsed;
  const { args } = parsed;
  const paging = {
    perPage: (args.per_page as number | undefined) ?? 10,
    page: (args.page as number | undefined) ?? 1,
  };
  const statuses = (args.status as string[] | undefined) ?? ['publish'];

  if (args.context === 'edit' && !ctx.viewer) {
    const message = 'Sorry, you are not allowed to edit posts in this post type.';
    return restError(401, 'rest_forbidden_context', message);
  }
  const search = (args.search as string | undefined) || undefined;
  if (args.orderby === 'relevance' && !search) {
    const message = 'You need to define a search term to order by relevance.';
    return restError(400, 'rest_no_search_term_defined', message);
  }
  const include = numbers(args.include);
  if (args.orderby === 'include' && !include) {
    const message = 'You need to define an include parameter to order by include.';
    return restError(400, 'rest_orderby_include_missing_include', message);
  }
  const order = args.order === 'asc' ? ('ASC' as const) : ('DESC' as const);
  const orderby = (args.orderby as string | undefined) ?? 'date';
  let ids: number[] | undefined = include;
  let notIn = numbers(args.exclude) ?? [];
  if (args.sticky !== undefined) {
    const sticky = (option<unknown[]>(ctx, 'sticky_posts') ?? []).map(Number);
    if (args.sticky) {
      ids = ids ? sticky.filter((id) => ids!.includes(id)) : sticky;
      if (ids.length === 0) ids = [0];
    } else notIn = [...notIn, ...sticky];
  }
  const slugs = (args.slug as string[] | undefined)?.map((slug) =>
    encodeURIComponent(slug).toLowerCase(),
  );
  const filter: PostFilter = {
    types: ['post'],
    statuses: statuses.includes('any') ? undefined : statuses,
    ...(ids ? { ids } : {}),
    ...(notIn.length ? { notIn } : {}),
    ...(numbers(args.author) ? { authorIn: numbers(args.author) } : {}),
    ...(numbers(args.author_exclude) ? { authorNotIn: numbers(args.author_exclude) } : {}),
    ...(numbers(args.categories) ? { categoryIds: numbers(args.categories) } : {}),
    ...(numbers(args.tags) ? { tagIds: numbers(args.tags) } : {}),
    ...(numbers(args.categories_exclude)
      ? { notInCategoryIds: numbers(args.categories_exclude) }
      : {}),
    ...(numbers(args.tags_exclude) ? { notInTagIds: numbers(args.tags_exclude) } : {}),
    ...(slugs?.length ? { nameIn: slugs } : {}),
    ...(search ? { search } : {}),
    // relevance: WP_Query's own search order; id: sorted below (no tie to break).
    ...(orderby === 'relevance' || orderby === 'id'
      ? {}
      : { orderby: [{ field: ORDER_FIELDS[orderby] ?? 'DATE', order }] }),
  };
  let all = listPostIds(ctx, filter);
  if (args.tax_relation === 'OR' && filter.categoryIds && filter.tagIds) {
    // prepare_tax_query's OR relation: posts in the categories or with the tags.
    const { categoryIds, tagIds, ...rest } = filter;
    const either = new Set([
      ...listPostIds(ctx, { ...rest, categoryIds }),
      ...listPostIds(ctx, { ...rest, tagIds }),
    ]);
    all = listPostIds(ctx, rest).filter((id) => either.has(id));
  }
  if (orderby === 'id') all = [...all].sort((a, b) => (order === 'ASC' ? a - b : b - a));
  // The date arguments (WP_Date_Query, not inclusive) on post_date and post_modified.
  const dates: [string, 'post_date' | 'post_modified', 1 | -1][] = [
    ['before', 'post_date', -1],
    ['modified_before', 'post_modified', -1],
    ['after', 'post_date', 1],
    ['modified_after', 'post_modified', 1],
  ];
  for (const [name, column, sign] of dates) {
    const value = args[name];
    if (typeof value !== 'string') continue;
    const bound = siteDate(ctx, value);
    all = all.filter((id) => {
      const date = postById(ctx, id)?.[column] ?? '';
      return sign > 0 ? date > bound : date < bound;
    });
  }
  // WP_Query's offset replaces the page's start; found_posts stays the whole count while the
  // page has rows, and is 0 when it has none (counted again without `paged` past page 1).
  const offset = Math.abs((args.offset as number | undefined) ?? 0);
  const start = offset || (paging.page - 1) * paging.perPage;
  const rows = all.slice(start, start + paging.perPage);
  const total = rows.length > 0 || (paging.page > 1 && offset < all.length) ? all.length : 0;
  const pages = Math.ceil(total / paging.perPage);
  if (paging.page > pages && total > 0) {
    return restError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
  const body = rows
    .map((id) => postById(ctx, id))
    .filter((row): row is PostRow => row !== undefined)
    .map((row) => filterFields(postItem(ctx, row), params));
  const headers = pagingHeaders(ctx, '/wp/v2/posts', parsed.query, paging, total);
  return { status: 200, allow: 'GET', headers, body };
}

/** Core's term collection arguments (WP_REST_Terms_Controller::get_collection_params). */
const CATEGORY_ARGS: Record<string, ArgSchema> = {
  context: { type: 'string', enum: ['view', 'embed', 'edit'] },
  page: { type: 'integer', minimum: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100 },
  search: { type: 'string', trim: true },
  exclude: { type: 'integers' },
  include: { type: 'integers' },
  order: { type: 'string', enum: ['asc', 'desc'] },
  orderby: {
    type: 'string',
    enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
  },
  hide_empty: { type: 'boolean' },
  parent: { type: 'integer' },
  post: { type: 'integer' },
  slug: { type: 'strings' },
};

const TERM_ORDER: Record<string, string> = {
  id: 'TERM_ID',
  name: 'NAME',
  slug: 'SLUG',
  term_group: 'TERM_GROUP',
  description: 'DESCRIPTION',
  count: 'COUNT',
};

/** In the order of `list` (WP_Term_Query's FIELD() order for include / include_slugs). */
function inListOrder<T>(ids: number[], list: T[], key: (id: number) => T | undefined): number[] {
  const rank = (id: number) => list.indexOf(key(id) as T);
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

function categories(ctx: RequestContext, params: Params): RestAnswer {
  const parsed = parseArgs(params, CATEGORY_ARGS);
  if (isAnswer(parsed)) return parsed;
  const { args } = parsed;
  const paging = {
    perPage: (args.per_page as number | undefined) ?? 10,
    page: (args.page as number | undefined) ?? 1,
  };
  if (args.context === 'edit' && !ctx.viewer) {
    const message = 'Sorry, you are not allowed to edit terms in this taxonomy.';
    return restError(401, 'rest_forbidden_context', message);
  }
  // get_items_permissions_check: the terms of a post the reader may read.
  const postId = (args.post as number | undefined) || undefined;
  if (postId !== undefined) {
    const post = postById(ctx, postId);
    if (!post) {
      return restError(400, 'rest_post_invalid_id', 'Invalid post ID.');
    }
    if (!canReadPost(ctx, post)) {
      const message = 'Sorry, you are not allowed to view terms for this post.';
      return restError(401, 'rest_cannot_read', message);
    }
  }
  const slugs = (args.slug as string[] | undefined)?.map((slug) =>
    encodeURIComponent(slug).toLowerCase(),
  );
  const include = numbers(args.include);
  const orderby = (args.orderby as string | undefined) ?? 'name';
  const filter: TermFilter = {
    taxonomy: 'category',
    ...(slugs?.length ? { slugs } : {}),
    ...(include ? { include } : {}),
    ...(numbers(args.exclude) ? { exclude: numbers(args.exclude) } : {}),
    ...(typeof args.search === 'string' && args.search !== '' ? { search: args.search } : {}),
    // prepare_items_query: `parent=0` asks for top-level terms, any other number its children.
    ...(typeof args.parent === 'number' ? { parent: args.parent } : {}),
    ...(postId !== undefined ? { objectId: postId } : {}),
    orderby: TERM_ORDER[orderby] ?? 'NAME',
    order: args.order === 'desc' ? 'DESC' : 'ASC',
  };
  let ids = listTermIds(ctx, filter);
  if (orderby === 'include' && include) ids = inListOrder(ids, include, (id) => id);
  if (orderby === 'include_slugs' && slugs) {
    ids = inListOrder(ids, slugs, (id) => termById(ctx, id)?.slug);
  }
  // hide_empty: get_terms keeps an empty category whose descendants have posts, while
  // wp_count_terms (not hierarchical) counts only categories with posts.
  const hideEmpty = args.hide_empty === true;
  const listed = hideEmpty ? ids.filter((id) => !isEmptyTerm(ctx, id)) : ids;
  const total = hideEmpty
    ? ids.filter((id) => (termById(ctx, id)?.count ?? 0) > 0).length
    : ids.length;
  const start = (paging.page - 1) * paging.perPage;
  const body = listed
    .slice(start, start + paging.perPage)
    .map((id) => termById(ctx, id))
    .filter((term): term is TermRow => term !== undefined)
    .map((term) => filterFields(categoryItem(ctx, term), params));
  const headers = pagingHeaders(ctx, '/wp/v2/categories', parsed.query, paging, total);
  return { status: 200, allow: 'GET', headers, body };
}

/**
 * get_items_permissions_check of the posts and categories collections, for an anonymous reader:
 * no edit context, and (categories) a `post` that exists and may be read. get_post() finds
 * nothing for text that is not a number.
 */
function collectionReadable(ctx: RequestContext, route: string, params: Params): boolean {
  if (params.context === 'edit' && !ctx.viewer) return false;
  const post = params.post;
  if (route !== '/categories' || post === undefined || post === '' || post === '0') return true;
  const row = /^\d+$/.test(post) ? postById(ctx, Number(post)) : undefined;
  return row !== undefined && canReadPost(ctx, row);
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
  // rest_send_allow_header: a matched route lists the methods whose permission check passes
  // for this request (its raw arguments), on its errors too.
  const allow = collectionReadable(ctx, route, params) ? 'GET' : undefined;
  if (method === 'GET' || method === 'HEAD') return { ...handler(), allow };
  // Both collections accept POST (create), which anonymous requests may not do; WordPress's
  // Allow lists only the methods the requester may use.
  if (method !== 'POST') return noRoute();
  // The request's own arguments are checked first: a term needs its name.
  if (route === '/categories' && !params.name) {
    const answer = restError(400, 'rest_missing_callback_param', 'Missing parameter(s): name', {
      params: ['name'],
    });
    return { ...answer, allow };
  }
  const message =
    route === '/posts'
      ? 'Sorry, you are not allowed to create posts as this user.'
      : 'Sorry, you are not allowed to create terms in this taxonomy.';
  return { ...restError(401, 'rest_cannot_create', message), allow: 'GET' };
}
