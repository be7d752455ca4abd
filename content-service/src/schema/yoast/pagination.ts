import type { Crumb } from './schema-graph';

/**
 * Posts split into pages with <!--nextpage--> (Yoast's Indexable_Post_Builder and
 * Pagination_Helper), as seen on a post's first page, which is what GraphQL answers.
 */

/** The indexable's number_of_pages: one more than the <!--nextpage--> markers, null for one page. */
export function numberOfPages(content: string): number | null {
  const pages = content.split('<!--nextpage-->').length;
  return pages > 1 ? pages : null;
}

/**
 * Pagination_Helper::get_paginated_url($url, $page, false): with pretty permalinks the page
 * number as a path segment (`/post/2/`, a trailing slash when the structure has one), else the
 * `page` query argument. Query arguments of the URL stay after the path.
 */
export function paginatedUrl(url: string, page: number, permalinkStructure: string): string {
  if (permalinkStructure === '') {
    return `${url}${url.includes('?') ? '&' : '?'}page=${page}`;
  }
  const [path, query] = url.split(/\?(.*)$/s) as [string, string | undefined];
  const base = path.endsWith('/') ? path : `${path}/`;
  const paged = `${base}${page}${permalinkStructure.endsWith('/') ? '/' : ''}`;
  return query === undefined ? paged : `${paged}?${query}`;
}

/**
 * The trail Yoast's Breadcrumb schema piece lists for a paginated post: without its last crumb,
 * which on a paginated view would only say "Page N" (kept on the posts page and for a lone crumb).
 */
export function schemaTrail(crumbs: Crumb[], paginated: boolean, isPostsPage: boolean): Crumb[] {
  if (!paginated || isPostsPage || crumbs.length <= 1) return crumbs;
  return crumbs.slice(0, -1);
}
