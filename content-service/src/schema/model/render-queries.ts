import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import type { PostInfo, PostQuery, TermInfo } from '../render';
import { canReadPrivate } from './access';
import { postLink, termLink } from './permalinks';
import type { PostRow, TermRow } from './rows';
import { TERM_COLUMNS } from './rows';

/*
 * The post and term queries behind the dynamic block renderers (see render-site.ts): WP_Query
 * and get_terms() as the block render callbacks call them, over the store.
 */

/** WordPress links keep slugs percent-encoded (lower-case hex); permalinks.ts decodes them. */
export function wpLink(url: string): string {
  return url.replace(/[^\x00-\x7f]+/g, (chars) =>
    [...Buffer.from(chars, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
  );
}

/** MariaDB's case-insensitive collation, ties in id order. */
function byName<T extends { name: string; id: number }>(a: T, b: T): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
}

export function postInfo(ctx: RequestContext, row: PostRow): PostInfo {
  return {
    id: row.ID,
    type: row.post_type,
    status: row.post_status,
    slug: row.post_name,
    title: row.post_title,
    content: row.post_content,
    excerpt: row.post_excerpt,
    date: row.post_date,
    dateGmt: row.post_date_gmt,
    authorId: row.post_author,
    parentId: row.post_parent,
    menuOrder: row.menu_order,
    password: row.post_password,
    commentStatus: row.comment_status,
    commentCount: row.comment_count,
    link: wpLink(postLink(ctx, row) ?? ''),
  };
}

export function termInfo(ctx: RequestContext, row: TermRow): TermInfo {
  return {
    id: row.term_id,
    taxonomy: row.taxonomy,
    name: row.name,
    slug: row.slug,
    parent: row.parent,
    count: row.count,
    description: row.description,
    link: wpLink(termLink(ctx, row)),
  };
}

const ORDER_COLUMNS: Record<string, string> = {
  date: 'p.post_date',
  modified: 'p.post_modified',
  title: 'wp_collate(p.post_title)',
  ID: 'p.ID',
  id: 'p.ID',
  menu_order: 'p.menu_order',
  comment_count: 'p.comment_count',
  name: 'p.post_name',
  author: 'p.post_author',
  parent: 'p.post_parent',
};

/** WP_Query for the blocks: published (and, for editors, private) posts of one type. */
export function queryPosts(ctx: RequestContext, q: PostQuery): { ids: number[]; found: number } {
  const where = [
    'p.post_type = ?',
    `p.post_status IN (${canReadPrivate(ctx) ? "'publish','private'" : "'publish'"})`,
  ];
  const params: unknown[] = [q.postType];
  const inList = (column: string, values: number[], not = false) => {
    where.push(`${column} ${not ? 'NOT ' : ''}IN (${values.map(() => '?').join(',') || 'NULL'})`);
    params.push(...values);
  };
  const termFilter = (taxonomy: string, termIds: number[]) => {
    where.push(`p.ID IN (SELECT tr.object_id FROM term_relationships tr
      JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
      WHERE tt.taxonomy = ? AND tt.term_id IN (${termIds.map(() => '?').join(',')}))`);
    params.push(taxonomy, ...termIds);
  };
  if (q.categoryIds?.length) termFilter('category', q.categoryIds);
  if (q.tagIds?.length) termFilter('post_tag', q.tagIds);
  if (q.authorIds?.length) inList('p.post_author', q.authorIds);
  if (q.include) inList('p.ID', q.include);
  if (q.exclude?.length) inList('p.ID', q.exclude, true);
  if (q.parentIds?.length) inList('p.post_parent', q.parentIds);
  if (q.search) {
    where.push('(p.post_title LIKE ? OR p.post_excerpt LIKE ? OR p.post_content LIKE ?)');
    const like = `%${q.search}%`;
    params.push(like, like, like);
  }
  const sql = `FROM posts p WHERE ${where.join(' AND ')}`;
  const found =
    (prepared(ctx.db, `SELECT COUNT(*) ${sql}`)
      .pluck()
      .get(...params) as number) ?? 0;
  const column = ORDER_COLUMNS[q.orderBy] ?? 'p.post_date';
  const ids = prepared(
    ctx.db,
    `SELECT p.ID ${sql} ORDER BY ${column} ${q.order}, p.ID ${q.order} LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(...params, q.perPage > 0 ? q.perPage : -1, q.offset) as number[];
  return { ids, found };
}

export function termsOf(ctx: RequestContext, taxonomy: string, hideEmpty: boolean): TermInfo[] {
  const rows = prepared(
    ctx.db,
    `SELECT ${TERM_COLUMNS} FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
       WHERE tt.taxonomy = ? AND (? = 0 OR tt.count > 0)`,
  ).all(taxonomy, hideEmpty ? 1 : 0) as TermRow[];
  return rows.map((r) => termInfo(ctx, r)).sort(byName);
}

export function postTerms(ctx: RequestContext, postId: number, taxonomy: string): TermInfo[] {
  const rows = prepared(
    ctx.db,
    `SELECT ${TERM_COLUMNS} FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
       JOIN term_relationships tr ON tr.term_taxonomy_id = tt.term_taxonomy_id
       WHERE tr.object_id = ? AND tt.taxonomy = ?`,
  ).all(postId, taxonomy) as TermRow[];
  return rows.map((r) => termInfo(ctx, r)).sort(byName);
}
