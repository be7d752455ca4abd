import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { visibleStatuses } from './access';
import { dateQuerySql, type DateQuery } from './date-query';
import { memo, option } from './loaders';
import { indexedMatches, INDEXED_ORDER_MIN_MATCHES, orderMatches } from './indexed-search';
import { searchOrderSql, searchSql } from './post-search';
import { parseSearch } from './search-terms';

export interface PostFilter {
  types: string[];
  statuses?: string[];
  categoryIds?: number[];
  tagIds?: number[];
  /** Posts with any of these post formats (a format's connections). */
  postFormatIds?: number[];
  notInCategoryIds?: number[];
  search?: string;
  parent?: number;
  parentIn?: number[];
  parentNotIn?: number[];
  nameIn?: string[];
  ids?: number[];
  notIn?: number[];
  name?: string;
  title?: string;
  authorId?: number;
  authorIn?: number[];
  authorNotIn?: number[];
  /** tag__not_in: posts with none of these tags. */
  notInTagIds?: number[];
  /** tag_slug__and: posts with every one of these tags (ids of the slugs found). */
  allTagIds?: number[];
  hasPassword?: boolean;
  password?: string;
  mimeTypes?: string[];
  dateQuery?: DateQuery;
  sticky?: boolean;
  /**
   * One post by id or slug (WP_Query's `p`, `name`): WP_Query is then singular and leaves out
   * every taxonomy condition (it parses its tax_query only for archives), a term's own included.
   */
  singular?: boolean;
  /** The `_wp_page_template` a post chose ('default': none, '' or 'default'), as WPGraphQL's `template`. */
  template?: string;
  orderby?: { field: string; order: 'ASC' | 'DESC' }[];
}

const ORDER_COLUMNS: Record<string, string> = {
  DATE: 'p.post_date',
  MODIFIED: 'p.post_modified',
  // Text orders by wp_collate(), as MariaDB's collation does.
  TITLE: 'wp_collate(p.post_title)',
  MENU_ORDER: 'p.menu_order',
  SLUG: 'p.post_name',
  AUTHOR: 'p.post_author',
  COMMENT_COUNT: 'p.comment_count',
  PARENT: 'p.post_parent',
};

/** Ordered ids of the posts matching a filter (WordPress's WP_Query semantics, simplified). */
export function listPostIds(ctx: RequestContext, filter: PostFilter): number[] {
  const key = `postIds:${JSON.stringify(filter)}:${ctx.viewer?.id ?? 0}`;
  return memo(ctx, key, () => queryIds(ctx, filter));
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * A search the index decides alone, with many matches: the posts the rest of the filter selects,
 * in their order, kept and ranked by the index's matches (indexed-search.ts); undefined when SQL
 * answers it (terms or a rank the index cannot decide, or few matches).
 */
function searchOnIndex(ctx: RequestContext, f: PostFilter): number[] | undefined {
  const search = f.search === undefined ? undefined : parseSearch(f.search);
  const matches = search && indexedMatches(ctx.db, search, !f.orderby?.length);
  if (!matches) return undefined;
  if (matches.count === 0) return [];
  if (matches.count < INDEXED_ORDER_MIN_MATCHES) return undefined;
  // WordPress leaves password-protected posts out of searches for readers who are not signed in.
  if (!ctx.viewer && f.hasPassword === true) return [];
  const rest: PostFilter = { ...f, ...(ctx.viewer ? {} : { hasPassword: false }) };
  delete rest.search;
  return orderMatches(queryIds(ctx, rest), matches);
}

function queryIds(ctx: RequestContext, f: PostFilter): number[] {
  const onIndex = searchOnIndex(ctx, f);
  if (onIndex) return onIndex;
  const where: string[] = [];
  const params: unknown[] = [];
  where.push(`p.post_type IN (${placeholders(f.types)})`);
  params.push(...f.types);
  const allowed = visibleStatuses(ctx);
  const statuses = (
    f.statuses ?? ['publish', ...(f.types.includes('attachment') ? ['inherit'] : [])]
  ).filter((s) => allowed.includes(s));
  if (statuses.length === 0) return [];
  where.push(`p.post_status IN (${placeholders(statuses)})`);
  params.push(...statuses);
  if (!f.singular && !taxonomyConditions(f, where, params)) return [];
  if (f.parent !== undefined) {
    where.push('p.post_parent = ?');
    params.push(f.parent);
  }
  for (const [list, column, operator] of [
    [f.parentIn, 'p.post_parent', 'IN'],
    [f.parentNotIn, 'p.post_parent', 'NOT IN'],
    [f.nameIn, 'p.post_name', 'IN'],
  ] as const) {
    if (!list) continue;
    where.push(`${column} ${operator} (${placeholders(list)})`);
    params.push(...list);
  }
  if (f.ids) {
    if (f.ids.length === 0) return [];
    where.push(`p.ID IN (${placeholders(f.ids)})`);
    params.push(...f.ids);
  }
  if (f.notIn?.length) {
    where.push(`p.ID NOT IN (${placeholders(f.notIn)})`);
    params.push(...f.notIn);
  }
  if (f.name !== undefined) {
    where.push('p.post_name = ?');
    params.push(f.name);
  }
  if (f.title !== undefined) {
    where.push('p.post_title = ?');
    params.push(f.title);
  }
  if (f.authorId !== undefined) {
    where.push('p.post_author = ?');
    params.push(f.authorId);
  }
  for (const [list, operator] of [
    [f.authorIn, 'IN'],
    [f.authorNotIn, 'NOT IN'],
    [f.mimeTypes, 'IN'],
  ] as const) {
    if (!list?.length) continue;
    const column = list === f.mimeTypes ? 'p.post_mime_type' : 'p.post_author';
    where.push(`${column} ${operator} (${placeholders(list)})`);
    params.push(...list);
  }
  if (f.hasPassword !== undefined) where.push(`p.post_password ${f.hasPassword ? '!=' : '='} ''`);
  if (f.password !== undefined) {
    where.push('p.post_password = ?');
    params.push(f.password);
  }
  if (f.dateQuery) {
    const date = dateQuerySql(f.dateQuery);
    if (date.sql) {
      where.push(date.sql);
      params.push(...date.params);
    }
  }
  if (f.template !== undefined) {
    const chosen = `EXISTS (SELECT 1 FROM postmeta m WHERE m.post_id = p.ID AND m.meta_key = '_wp_page_template'`;
    if (f.template === 'default') {
      where.push(`(NOT ${chosen}) OR ${chosen} AND m.meta_value IN ('', 'default')))`);
    } else {
      where.push(`${chosen} AND m.meta_value = ?)`);
      params.push(f.template);
    }
  }
  if (f.sticky !== undefined) {
    const sticky = (option<unknown[]>(ctx, 'sticky_posts') ?? []).map(Number);
    if (f.sticky) {
      if (sticky.length === 0) return [];
      where.push(`p.ID IN (${placeholders(sticky)})`);
    } else if (sticky.length) where.push(`p.ID NOT IN (${placeholders(sticky)})`);
    if (sticky.length) params.push(...sticky);
  }
  let order = '';
  const search = f.search === undefined ? undefined : parseSearch(f.search);
  let join = '';
  if (search) {
    // On the search index (post-search.ts), which decides terms of 3+ characters exactly.
    const sql = searchSql(search);
    if (sql.join) join = ` ${sql.join}`;
    where.push(...sql.where);
    params.push(...sql.params);
    // WordPress leaves password-protected posts out of searches for readers who are not signed in.
    if (!ctx.viewer) where.push("p.post_password = ''");
  }
  if (f.orderby?.length) {
    const parts: string[] = [];
    for (const o of f.orderby) {
      // post__in / post_name__in order: the list's own order. Without the list WP_Query
      // skips the field, and with no field left it orders by date, oldest first.
      const list = o.field === 'IN' ? f.ids : o.field === 'NAME_IN' ? f.nameIn : undefined;
      if (o.field === 'IN' || o.field === 'NAME_IN') {
        if (!list?.length) continue;
        const column = o.field === 'IN' ? 'p.ID' : 'p.post_name';
        parts.push(`CASE ${column} ${list.map(() => 'WHEN ? THEN ?').join(' ')} END ASC`);
        list.forEach((value, index) => params.push(value, index));
        continue;
      }
      parts.push(
        `${ORDER_COLUMNS[o.field] ?? 'p.post_date'} ${o.order === 'ASC' ? 'ASC' : 'DESC'}`,
      );
    }
    order = parts.length ? parts.join(', ') : 'p.post_date ASC';
  } else {
    const rank = search && searchOrderSql(search, params);
    order = rank ? `${rank}, p.post_date DESC` : 'p.post_date DESC';
  }
  const sql = `SELECT p.ID FROM posts p${join} WHERE ${where.join(' AND ')} ORDER BY ${order}, p.ID DESC`;
  return prepared(ctx.db, sql)
    .pluck()
    .all(...params) as number[];
}

/**
 * WP_Query's tax_query (categories, tags, formats, a term connection's own term) as conditions
 * pushed onto `where`; false when no post can match (a list of no terms).
 */
function taxonomyConditions(f: PostFilter, where: string[], params: unknown[]): boolean {
  for (const [ids, taxonomy] of [
    [f.categoryIds, 'category'],
    [f.tagIds, 'post_tag'],
    [f.postFormatIds, 'post_format'],
  ] as const) {
    if (!ids) continue;
    if (ids.length === 0) return false;
    where.push(`p.ID IN (SELECT tr.object_id FROM term_relationships tr
      JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
      WHERE tt.taxonomy = ? AND tt.term_id IN (${placeholders(ids)}))`);
    params.push(taxonomy, ...ids);
  }
  if (f.notInTagIds?.length) {
    where.push(`p.ID NOT IN (SELECT tr.object_id FROM term_relationships tr
      JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
      WHERE tt.taxonomy = 'post_tag' AND tt.term_id IN (${placeholders(f.notInTagIds)}))`);
    params.push(...f.notInTagIds);
  }
  for (const tagId of f.allTagIds ?? []) {
    where.push(`p.ID IN (SELECT tr.object_id FROM term_relationships tr
      JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
      WHERE tt.taxonomy = 'post_tag' AND tt.term_id = ?)`);
    params.push(tagId);
  }
  if (f.notInCategoryIds?.length) {
    where.push(`p.ID NOT IN (SELECT tr.object_id FROM term_relationships tr
      JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
      WHERE tt.taxonomy = 'category' AND tt.term_id IN (${placeholders(f.notInCategoryIds)}))`);
    params.push(...f.notInCategoryIds);
  }
  return true;
}
