import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import type { CommentInfo, SiteData, UserInfo } from '../render';
import { memo, option, postById, postMeta, singleMeta, userById, userMeta } from './loaders';
import { homeUrl, userUri } from './permalinks';
import { postInfo, postTerms, queryPosts, termsOf, wpLink } from './render-queries';
import type { PostRow } from './rows';
import { siteClock } from './site-clock';

/*
 * The store behind the dynamic block renderers (render/dynamic/site-data.ts): posts, terms,
 * comments and users as WordPress's queries return them to the block render callbacks.
 */

interface CommentRow {
  comment_ID: number;
  comment_post_ID: number;
  comment_parent: number;
  user_id: number;
  comment_author: string;
  comment_author_email: string;
  comment_author_url: string;
  comment_date: string;
  comment_date_gmt: string;
  comment_content: string;
  comment_type: string;
}

function commentInfo(row: CommentRow): CommentInfo {
  return {
    id: row.comment_ID,
    postId: row.comment_post_ID,
    parentId: row.comment_parent,
    userId: row.user_id,
    author: row.comment_author,
    authorEmail: row.comment_author_email,
    authorUrl: row.comment_author_url,
    date: row.comment_date,
    dateGmt: row.comment_date_gmt,
    content: row.comment_content,
    type: row.comment_type,
  };
}

const COMMENT_COLUMNS = `c.comment_ID, c.comment_post_ID, c.comment_parent, c.user_id, c.comment_author,
  c.comment_author_email, c.comment_author_url, c.comment_date, c.comment_date_gmt,
  c.comment_content, c.comment_type`;

function userInfo(ctx: RequestContext, id: number): UserInfo | null {
  const row = userById(ctx, id);
  if (!row) return null;
  const description = singleMeta(userMeta(ctx, id), 'description');
  return {
    id: row.ID,
    login: row.user_login,
    nicename: row.user_nicename,
    displayName: row.display_name,
    email: row.user_email,
    url: row.user_url,
    description: typeof description === 'string' ? description : '',
    link: wpLink(homeUrl(ctx) + userUri(ctx, row)),
  };
}

/** The SiteData of one request (memoised with it). */
export function renderSite(ctx: RequestContext): SiteData {
  return memo(ctx, 'render:site', () => {
    const clock = siteClock(ctx);
    const publishedMonths = (postType: string) =>
      prepared(
        ctx.db,
        `SELECT CAST(strftime('%Y', post_date) AS INTEGER) AS year,
            CAST(strftime('%m', post_date) AS INTEGER) AS month, COUNT(*) AS posts
           FROM posts WHERE post_type = ? AND post_status = 'publish'
           GROUP BY year, month ORDER BY MAX(post_date) DESC`,
      ).all(postType) as { year: number; month: number; posts: number }[];
    return {
      homeUrl: homeUrl(ctx),
      siteUrl: (option<string>(ctx, 'siteurl') ?? homeUrl(ctx)).replace(/\/+$/, ''),
      option: (name) => option(ctx, name),
      requestUri: ctx.requestUri ?? '/graphql',
      localNow: clock.localNow,
      utcOffset: clock.utcOffset,
      currentUserId: ctx.viewer?.id ?? 0,
      post: (id) => {
        const row = postById(ctx, id);
        return row ? postInfo(ctx, row) : null;
      },
      queryPosts: (q) => queryPosts(ctx, q),
      adjacentPost: (postId, previous) => {
        const row = postById(ctx, postId);
        if (!row) return null;
        const id = prepared(
          ctx.db,
          `SELECT ID FROM posts WHERE post_type = ? AND post_status = 'publish'
             AND post_date ${previous ? '<' : '>'} ? ORDER BY post_date ${previous ? 'DESC' : 'ASC'} LIMIT 1`,
        )
          .pluck()
          .get(row.post_type, row.post_date) as number | undefined;
        const adjacent = id === undefined ? undefined : postById(ctx, id);
        return adjacent ? postInfo(ctx, adjacent) : null;
      },
      postTerms: (postId, taxonomy) => postTerms(ctx, postId, taxonomy),
      terms: (taxonomy, hideEmpty) => termsOf(ctx, taxonomy, hideEmpty),
      monthlyArchives: (postType) => publishedMonths(postType),
      postsInMonth: (year, month) =>
        (
          prepared(
            ctx.db,
            `SELECT CAST(strftime('%d', post_date) AS INTEGER) AS day, post_title FROM posts
               WHERE post_type = 'post' AND post_status = 'publish' AND substr(post_date, 1, 7) = ?
               ORDER BY post_date`,
          ).all(`${year}-${String(month).padStart(2, '0')}`) as {
            day: number;
            post_title: string;
          }[]
        ).map((r) => [r.day, r.post_title] as [number, string]),
      pages: () =>
        (
          prepared(
            ctx.db,
            `SELECT ID FROM posts WHERE post_type = 'page' AND post_status = 'publish'
               ORDER BY menu_order ASC, wp_collate(post_title) ASC, ID ASC`,
          )
            .pluck()
            .all() as number[]
        )
          .map((id) => postById(ctx, id))
          .filter((row): row is PostRow => row !== undefined)
          .map((row) => postInfo(ctx, row)),
      latestComments: (count) =>
        (
          prepared(
            ctx.db,
            `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN posts p ON p.ID = c.comment_post_ID
               WHERE c.comment_approved = '1' AND p.post_status = 'publish'
               ORDER BY c.comment_date_gmt DESC, c.comment_ID DESC LIMIT ?`,
          ).all(count) as CommentRow[]
        ).map(commentInfo),
      postComments: (postId) =>
        (
          prepared(
            ctx.db,
            `SELECT ${COMMENT_COLUMNS} FROM comments c
               WHERE c.comment_post_ID = ? AND c.comment_approved = '1'
               ORDER BY c.comment_date_gmt ASC, c.comment_ID ASC`,
          ).all(postId) as CommentRow[]
        ).map(commentInfo),
      comment: (id) => {
        const row = prepared(
          ctx.db,
          `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.comment_ID = ?`,
        ).get(id) as CommentRow | undefined;
        return row ? commentInfo(row) : null;
      },
      user: (id) => userInfo(ctx, id),
      thumbnailId: (postId) => Number(singleMeta(postMeta(ctx, postId), '_thumbnail_id') ?? 0) || 0,
    };
  });
}
