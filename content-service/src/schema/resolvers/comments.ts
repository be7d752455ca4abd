import type { RequestContext } from '../context';
import { canReadPrivate, isRestricted } from '../model/access';
import {
  commentById,
  listCommentIds,
  type CommentRow,
  type CommentScope,
  type CommentWhere,
} from '../model/comment-queries';
import { phpAbsint, relayDatabaseId, toCursor, toGlobalId } from '../model/global-id';
import { GraphQLError } from 'graphql';
import { userById } from '../model/loaders';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { postLink, postUri } from '../model/permalinks';
import type { PostRow, UserRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { commentText } from '../render/comment-text';
import { readablePost, restrictedEmpty } from './content-node';
import { type AvatarArgs, gravatar } from './users';

/** The guest who wrote a comment (WPGraphQL's CommentAuthor model: the comment's own columns). */
export interface CommentAuthorModel {
  kind: 'commentAuthor';
  comment: CommentRow;
}

/**
 * WPGraphQL's Comment model is private (null, left out of lists) when its post is one the reader
 * may not see, or when it is not approved and the reader cannot moderate (unless it is their own).
 */
export function visibleComment(
  ctx: RequestContext,
  id: number | null | undefined,
): CommentRow | null {
  if (!id) return null;
  const row = commentById(ctx, id);
  if (!row || !row.comment_post_ID) return null;
  const own = ctx.viewer !== null && row.user_id === ctx.viewer.id;
  if (!own && !readablePost(ctx, row.comment_post_ID)) return null;
  if (row.comment_approved !== '1' && !own && !canReadPrivate(ctx)) return null;
  return row;
}

/**
 * The Comment model's fields outside its public list (agent, IP, karma, the author's e-mail)
 * are for moderators and the comment's own author; everyone else reads a restricted comment.
 */
function restricted(ctx: RequestContext, row: CommentRow): boolean {
  if (canReadPrivate(ctx)) return false;
  return !(ctx.viewer !== null && row.user_id !== 0 && row.user_id === ctx.viewer.id);
}

export function commentConnection(
  ctx: RequestContext,
  args: ConnectionArgs & { where?: CommentWhere | null },
  scope: CommentScope = {},
) {
  const ids = listCommentIds(ctx, args.where, scope);
  return paginate(ids, { ...args, where: null }, (id) => visibleComment(ctx, id) ?? undefined, {
    lastFromHead: Boolean(args.where?.order),
  });
}

/** The comment's anchor on its post's page (get_comment_link() without comment pages). */
function anchored(base: string | null, row: CommentRow): string | null {
  return base === null ? null : `${base}#comment-${row.comment_ID}`;
}

function commentPost(ctx: RequestContext, row: CommentRow): PostRow | null {
  return readablePost(ctx, row.comment_post_ID);
}

const STATUS_ENUM: Record<string, string> = {
  '1': 'APPROVE',
  '0': 'HOLD',
  spam: 'SPAM',
  trash: 'TRASH',
};

/**
 * The comment's author: the registered user it names when that user is visible, else the
 * guest's name and url as stored on the comment (WPGraphQL's fallback to CommentAuthor).
 */
function authorNode(ctx: RequestContext, row: CommentRow): UserRow | CommentAuthorModel {
  const user = row.user_id ? userById(ctx, row.user_id) : undefined;
  return user ?? { kind: 'commentAuthor', comment: row };
}

const constantFalse = () => false;

/** `isComment` on every type that can be a node by URI (only comments say true). */
const notComments = Object.fromEntries(
  ['Post', 'Page', 'MediaItem', 'Category', 'Tag', 'PostFormat', 'User', 'ContentType'].map(
    (type) => [type, { isComment: constantFalse }],
  ),
);

/** Only a page (Page) or the posts' content type (ContentType) can be the front or posts page. */
const neverFrontOrPostsPage = Object.fromEntries(
  ['Post', 'MediaItem', 'User'].map((type) => [
    type,
    { isFrontPage: constantFalse, isPostsPage: constantFalse },
  ]),
);

function commentsOf(scope: (source: never) => CommentScope) {
  return resolver<never, ConnectionArgs & { where?: CommentWhere | null }>((source, args, ctx) =>
    commentConnection(ctx, args, scope(source)),
  );
}

/** A post's comments; none from a password-protected post (see restrictedEmpty). */
const commentsOfPost = resolver<PostRow, ConnectionArgs & { where?: CommentWhere | null }>(
  (row, args, ctx) =>
    isRestricted(ctx, row)
      ? restrictedEmpty(args)
      : commentConnection(ctx, args, { postId: row.ID }),
);

export const commentResolvers: Resolvers = {
  ...notComments,
  RootQuery: {
    comment: resolver<unknown, { id: string; idType?: string | null }>((_s, args, ctx) => {
      if ((args.idType ?? 'ID') === 'DATABASE_ID') {
        return visibleComment(ctx, phpAbsint(String(args.id)));
      }
      // Any type's global id: WPGraphQL reads its id part only.
      const id = relayDatabaseId(args.id);
      if (!id) throw new GraphQLError('The ID input is invalid');
      return visibleComment(ctx, id);
    }),
    comments: resolver<unknown, ConnectionArgs & { where?: CommentWhere | null }>((_s, args, ctx) =>
      commentConnection(ctx, args),
    ),
  },
  Post: { ...notComments.Post, ...neverFrontOrPostsPage.Post, comments: commentsOfPost },
  Page: { ...notComments.Page, comments: commentsOfPost },
  MediaItem: {
    ...notComments.MediaItem,
    ...neverFrontOrPostsPage.MediaItem,
    comments: commentsOfPost,
  },
  User: {
    ...notComments.User,
    ...neverFrontOrPostsPage.User,
    comments: commentsOf((user: UserRow) => ({ userId: user.ID })),
  },
  Comment: {
    id: resolver<CommentRow>((c) => toGlobalId('comment', c.comment_ID)),
    databaseId: resolver<CommentRow>((c) => c.comment_ID),
    commentId: resolver<CommentRow>((c) => c.comment_ID),
    agent: resolver<CommentRow, never>((c, _a, ctx) =>
      restricted(ctx, c) ? null : c.comment_agent || null,
    ),
    authorIp: resolver<CommentRow, never>((c, _a, ctx) =>
      restricted(ctx, c) ? null : c.comment_author_IP || null,
    ),
    karma: resolver<CommentRow, never>((c, _a, ctx) =>
      restricted(ctx, c) ? null : c.comment_karma,
    ),
    approved: resolver<CommentRow>((c) => c.comment_approved === '1'),
    status: resolver<CommentRow>((c) => STATUS_ENUM[c.comment_approved] ?? null),
    content: resolver<CommentRow, { format?: string | null }>((c, args, ctx) =>
      // The raw content is no field of a restricted comment's model (null), the rendered one is.
      args.format === 'RAW'
        ? restricted(ctx, c)
          ? null
          : c.comment_content || null
        : commentText(c.comment_content),
    ),
    date: resolver<CommentRow>((c) => c.comment_date),
    dateGmt: resolver<CommentRow>((c) => c.comment_date_gmt),
    type: resolver<CommentRow>((c) => c.comment_type || null),
    uri: resolver<CommentRow, never>((c, _a, ctx) => {
      const post = commentPost(ctx, c);
      return post ? anchored(postUri(ctx, post), c) : null;
    }),
    link: resolver<CommentRow, never>((c, _a, ctx) => {
      const post = commentPost(ctx, c);
      return post ? anchored(postLink(ctx, post), c) : null;
    }),
    // WPGraphQL answers 0, not null, for a top-level comment's parent database id.
    parentDatabaseId: resolver<CommentRow>((c) => c.comment_parent),
    parentId: resolver<CommentRow>((c) =>
      c.comment_parent ? toGlobalId('comment', c.comment_parent) : null,
    ),
    parent: resolver<CommentRow, never>((c, _a, ctx) => {
      const parent = visibleComment(ctx, c.comment_parent);
      return parent ? { node: parent, cursor: toCursor(parent.comment_ID) } : null;
    }),
    replies: resolver<CommentRow, ConnectionArgs & { where?: CommentWhere | null }>(
      (c, args, ctx) => commentConnection(ctx, args, { parent: c.comment_ID }),
    ),
    commentedOn: resolver<CommentRow, never>((c, _a, ctx) => {
      const post = commentPost(ctx, c);
      return post ? { node: post, cursor: toCursor(post.ID) } : null;
    }),
    author: resolver<CommentRow, never>((c, _a, ctx) => {
      const hidden = restricted(ctx, c);
      return {
        node: authorNode(ctx, c),
        cursor: null,
        name: c.comment_author || null,
        url: c.comment_author_url || null,
        email: hidden ? null : c.comment_author_email || null,
        ipAddress: hidden ? null : c.comment_author_IP || null,
      };
    }),
    isRestricted: resolver<CommentRow, never>((c, _a, ctx) => restricted(ctx, c)),
    isComment: () => true,
    isContentNode: constantFalse,
    isTermNode: constantFalse,
    isFrontPage: constantFalse,
    isPostsPage: constantFalse,
  },
  CommentAuthor: {
    id: resolver<CommentAuthorModel>((a) => toGlobalId('comment_author', a.comment.comment_ID)),
    databaseId: resolver<CommentAuthorModel>((a) => a.comment.comment_ID),
    name: resolver<CommentAuthorModel>((a) => a.comment.comment_author || null),
    // The CommentAuthor model's url is '' when the comment has none (a User's is null).
    url: resolver<CommentAuthorModel>((a) => a.comment.comment_author_url || ''),
    email: resolver<CommentAuthorModel, never>((a, _a, ctx) =>
      restricted(ctx, a.comment) ? null : a.comment.comment_author_email || null,
    ),
    // The CommentAuthor model is public (only its e-mail is withheld), as the live site answers.
    isRestricted: () => false,
    // None for a comment without an e-mail address (WPGraphQL's CommentAuthor avatar resolver).
    avatar: resolver<CommentAuthorModel, AvatarArgs>((a, args) =>
      a.comment.comment_author_email ? gravatar(a.comment.comment_author_email, args) : null,
    ),
  },
};
