import { GraphQLError } from 'graphql';
import { containsPattern, containsSql } from '../../store/collation';
import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { canReadPrivate } from './access';
import { memo } from './loaders';

/** A row of `comments`, as WordPress stores it. */
export interface CommentRow {
  comment_ID: number;
  comment_post_ID: number;
  comment_author: string;
  comment_author_email: string;
  comment_author_url: string;
  comment_author_IP: string;
  comment_date: string;
  comment_date_gmt: string;
  comment_content: string;
  comment_karma: number;
  comment_approved: string;
  comment_agent: string;
  comment_type: string;
  comment_parent: number;
  user_id: number;
}

export function commentById(ctx: RequestContext, id: number): CommentRow | undefined {
  return memo(
    ctx,
    `comment:${id}`,
    () =>
      prepared(ctx.db, 'SELECT * FROM comments WHERE comment_ID = ?').get(id) as
        CommentRow | undefined,
  );
}

/** WPGraphQL's where arguments of a comment connection (RootQueryToCommentConnectionWhereArgs). */
export interface CommentWhere {
  authorEmail?: string | null;
  authorIn?: (string | number | null)[] | null;
  authorNotIn?: (string | number | null)[] | null;
  authorUrl?: string | null;
  commentIn?: (string | number | null)[] | null;
  commentNotIn?: (string | number | null)[] | null;
  commentType?: string | null;
  commentTypeIn?: (string | null)[] | null;
  commentTypeNotIn?: string | null;
  contentAuthor?: (string | number | null)[] | null;
  contentAuthorIn?: (string | number | null)[] | null;
  contentAuthorNotIn?: (string | number | null)[] | null;
  contentId?: string | number | null;
  contentIdIn?: (string | number | null)[] | null;
  contentIdNotIn?: (string | number | null)[] | null;
  contentName?: string | null;
  contentParent?: number | null;
  contentStatus?: (string | null)[] | null;
  contentType?: (string | null)[] | null;
  includeUnapproved?: (string | number | null)[] | null;
  karma?: number | null;
  order?: string | null;
  orderby?: string | null;
  parent?: number | null;
  parentIn?: (string | number | null)[] | null;
  parentNotIn?: (string | number | null)[] | null;
  search?: string | null;
  status?: string | null;
  statusIn?: (string | null)[] | null;
  userId?: string | number | null;
}

/** CommentsConnectionOrderbyEnum's columns (WP_Comment_Query's allowed orderby keys). */
const ORDER_COLUMNS: Record<string, string> = {
  COMMENT_AGENT: 'c.comment_agent',
  COMMENT_APPROVED: 'c.comment_approved',
  COMMENT_AUTHOR: 'c.comment_author',
  COMMENT_AUTHOR_EMAIL: 'c.comment_author_email',
  COMMENT_AUTHOR_IP: 'c.comment_author_IP',
  COMMENT_AUTHOR_URL: 'c.comment_author_url',
  COMMENT_CONTENT: 'c.comment_content',
  COMMENT_DATE: 'c.comment_date',
  COMMENT_DATE_GMT: 'c.comment_date_gmt',
  COMMENT_ID: 'c.comment_ID',
  COMMENT_KARMA: 'c.comment_karma',
  COMMENT_PARENT: 'c.comment_parent',
  COMMENT_POST_ID: 'c.comment_post_ID',
  COMMENT_TYPE: 'c.comment_type',
  USER_ID: 'c.user_id',
};

/** Text columns: ordered by the store's wp_collate(), as MariaDB's collation orders them. */
const TEXT_COLUMNS = new Set([
  'COMMENT_AGENT',
  'COMMENT_AUTHOR',
  'COMMENT_AUTHOR_EMAIL',
  'COMMENT_AUTHOR_IP',
  'COMMENT_AUTHOR_URL',
  'COMMENT_CONTENT',
  'COMMENT_TYPE',
]);

/**
 * WP_Comment_Query's `status` as comment_approved values, null for any: WPGraphQL passes
 * `statusIn` (or the deprecated `status`, a comma or space separated list) over its default
 * 'approve'; 'hold' is 0, 'approve' 1, 'all' and '' both, 'any' no filter, others as they are.
 */
function requestedStatuses(w: CommentWhere): string[] | null {
  const given = w.statusIn?.filter((v): v is string => !!v);
  const list = given?.length
    ? given.map((v) => v.toLowerCase())
    : w.status != null
      ? w.status.split(/[\s,]+/)
      : ['approve'];
  if (list.includes('any')) return null;
  return list.flatMap((status) =>
    status === 'hold'
      ? ['0']
      : status === 'approve'
        ? ['1']
        : status === 'all' || status === ''
          ? ['0', '1']
          : [status],
  );
}

const numbers = (list: (string | number | null)[] | null | undefined): number[] =>
  (list ?? []).filter((v) => v != null && v !== '').map(Number);

/** WP_Comment_Query's `type`: `pings` means pingbacks and trackbacks, `all` any type. */
function commentTypes(list: string[]): string[] | null {
  if (list.includes('all')) return null;
  return list.flatMap((t) => (t === 'pings' ? ['pingback', 'trackback'] : [t]));
}

/** Fixed conditions a connection adds from its source (the post, user or parent comment). */
export interface CommentScope {
  postId?: number;
  userId?: number;
  parent?: number;
}

/**
 * The ids of a comment connection in its order, as WPGraphQL's CommentConnectionResolver asks
 * WP_Comment_Query: approved comments only for who cannot moderate (plus a signed-in reader's
 * own), ordered by `comment_date` DESC unless told otherwise, and always by comment_ID last.
 */
export function listCommentIds(
  ctx: RequestContext,
  where: CommentWhere | null | undefined,
  scope: CommentScope = {},
): number[] {
  const w = where ?? {};
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    conditions.push(sql);
    params.push(...values);
  };
  const inList = (column: string, values: unknown[], not = false) =>
    add(`${column} ${not ? 'NOT ' : ''}IN (${values.map(() => '?').join(', ')})`, ...values);

  // The statuses asked (statusIn over status; approved by default), and a signed-in reader's
  // own held comments (include_unapproved) for who cannot moderate. Those readers' page then
  // drops the comments whose model is private to them (any not approved): fewer nodes, as
  // WPGraphQL answers (visibleComment, after the page is cut).
  const statuses = requestedStatuses(w);
  const asked = statuses ? `c.comment_approved IN (${statuses.map(() => '?').join(', ')})` : '1';
  if (!canReadPrivate(ctx) && ctx.viewer) {
    add(
      `(${asked} OR (c.comment_approved = '0' AND c.user_id = ?))`,
      ...(statuses ?? []),
      ctx.viewer.id,
    );
  } else add(asked, ...(statuses ?? []));

  if (scope.postId !== undefined) add('c.comment_post_ID = ?', scope.postId);
  if (scope.userId !== undefined) add('c.user_id = ?', scope.userId);
  if (scope.parent !== undefined) add('c.comment_parent = ?', scope.parent);

  if (w.authorEmail) add('c.comment_author_email = ?', w.authorEmail);
  if (w.authorUrl) add('c.comment_author_url = ?', w.authorUrl);
  const authorIn = numbers(w.authorIn);
  if (authorIn.length) inList('c.user_id', authorIn);
  const authorNotIn = numbers(w.authorNotIn);
  if (authorNotIn.length) inList('c.user_id', authorNotIn, true);
  const commentIn = numbers(w.commentIn);
  if (commentIn.length) inList('c.comment_ID', commentIn);
  const commentNotIn = numbers(w.commentNotIn);
  if (commentNotIn.length) inList('c.comment_ID', commentNotIn, true);
  const typeIn = commentTypes(
    [w.commentType, ...(w.commentTypeIn ?? [])].filter((t): t is string => !!t),
  );
  if (typeIn?.length) inList('c.comment_type', typeIn);
  const typeNotIn = w.commentTypeNotIn ? commentTypes([w.commentTypeNotIn]) : null;
  if (typeNotIn?.length) inList('c.comment_type', typeNotIn, true);
  if (w.contentId != null && w.contentId !== '') add('c.comment_post_ID = ?', Number(w.contentId));
  const postIn = numbers(w.contentIdIn);
  if (postIn.length) inList('c.comment_post_ID', postIn);
  const postNotIn = numbers(w.contentIdNotIn);
  if (postNotIn.length) inList('c.comment_post_ID', postNotIn, true);
  // post_author, post_name and post_parent pass through array_filter(): 0 and '' filter nothing.
  const postAuthors = numbers([...(w.contentAuthor ?? []), ...(w.contentAuthorIn ?? [])]);
  if (postAuthors.length) inList('p.post_author', postAuthors);
  const postAuthorsNot = numbers(w.contentAuthorNotIn);
  if (postAuthorsNot.length) inList('p.post_author', postAuthorsNot, true);
  if (w.contentName) add('p.post_name = ?', w.contentName);
  if (w.contentParent) add('p.post_parent = ?', w.contentParent);
  const postStatuses = (w.contentStatus ?? []).filter((s): s is string => !!s);
  if (postStatuses.length)
    inList(
      'p.post_status',
      postStatuses.map((s) => s.toLowerCase().replace(/_/g, '-')),
    );
  const postTypes = (w.contentType ?? []).filter((t): t is string => !!t);
  if (postTypes.length)
    inList(
      'p.post_type',
      postTypes.map((t) => t.toLowerCase()),
    );
  if (w.karma != null) add('c.comment_karma = ?', w.karma);
  if (w.parent != null) add('c.comment_parent = ?', w.parent);
  const parentIn = numbers(w.parentIn);
  if (parentIn.length) inList('c.comment_parent', parentIn);
  const parentNotIn = numbers(w.parentNotIn);
  if (parentNotIn.length) inList('c.comment_parent', parentNotIn, true);
  if (w.userId != null && w.userId !== '') add('c.user_id = ?', Number(w.userId));
  if (w.search) {
    const search = w.search;
    // LIKE '%search%' in any of them, compared as MariaDB's collation does.
    const columns = [
      'comment_author',
      'comment_author_email',
      'comment_author_url',
      'comment_author_IP',
      'comment_content',
    ];
    add(
      `(${columns.map((c) => containsSql(`c.${c}`)).join(' OR ')})`,
      ...columns.map(() => containsPattern(search)),
    );
  }

  const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const from = `FROM comments c LEFT JOIN posts p ON p.ID = c.comment_post_ID ${filter}`;
  return ctx.db
    .prepare(`SELECT c.comment_ID ${from} ORDER BY ${commentOrder(w, commentIn)}`)
    .pluck()
    .all(...params) as number[];
}

/**
 * WP_Comment_Query's ORDER BY. Without a date clause, its comment_ID tiebreak is DESC whatever the
 * order: WordPress tests `str_contains( 'ASC', $clause )` with the arguments swapped.
 */
function commentOrder(w: CommentWhere, commentIn: number[]): string {
  const order = w.order === 'ASC' ? 'ASC' : 'DESC';
  const field = w.orderby ?? 'COMMENT_DATE';
  if (field === 'COMMENT_IN') {
    if (!commentIn.length) {
      throw new GraphQLError(
        'In order to sort by comment__in, an array of IDs must be passed as the commentIn argument',
      );
    }
    const cases = commentIn.map((id, i) => `WHEN ${id} THEN ${i}`).join(' ');
    return `CASE c.comment_ID ${cases} END, c.comment_ID DESC`;
  }
  const named = ORDER_COLUMNS[field] ?? 'c.comment_date';
  const column = TEXT_COLUMNS.has(field) ? `wp_collate(${named})` : named;
  if (field === 'COMMENT_ID') return `c.comment_ID ${order}`;
  const dated = field === 'COMMENT_DATE' || field === 'COMMENT_DATE_GMT';
  return `${column} ${order}, c.comment_ID ${dated ? order : 'DESC'}`;
}
