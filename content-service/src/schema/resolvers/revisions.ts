import type { RequestContext } from '../context';
import { canReadPost, canReadPrivate } from '../model/access';
import { postById } from '../model/loaders';
import type { ConnectionArgs } from '../model/paginate';
import type { PostFilter } from '../model/post-queries';
import { previewRevisionDatabaseId } from '../model/previews';
import type { PostRow, UserRow } from '../model/rows';
import { resolver, type AnyResolver, type Resolvers } from '../model/resolvers-type';
import { readablePost } from './content-node';
import { postConnection } from './post-connections';

/**
 * Revisions across posts (RootQuery.revisions, User.revisions). WordPress lists them to editors
 * only: to anyone else the connection is empty whatever its arguments (as the live site answers
 * anonymously). The list is always of revisions, so `contentTypes` cannot widen it.
 */
function revisionConnection(ctx: RequestContext, args: ConnectionArgs, extra: Partial<PostFilter>) {
  const where = args.where ? { ...args.where, contentTypes: null } : args.where;
  const scope = canReadPrivate(ctx) ? { statuses: ['inherit'], ...extra } : { ids: [] };
  return postConnection(ctx, ['revision'], { ...args, where }, scope);
}

export const revisionResolvers: Resolvers = {
  RootQuery: {
    revisions: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      revisionConnection(ctx, args, {}),
    ),
  },
  User: {
    revisions: resolver<UserRow, ConnectionArgs>((u, args, ctx) =>
      revisionConnection(ctx, args, { authorId: u.ID }),
    ),
  },
};

/**
 * Post.preview and Page.preview (deprecated): the revision previewRevisionDatabaseId names, as a
 * preview of the post; null for a revision and whenever that id is (anonymous readers, no
 * revisions). A revision is readable as its parent is.
 */
function preview(ctx: RequestContext, row: PostRow) {
  if (row.post_type === 'revision') return null;
  const id = previewRevisionDatabaseId(ctx, row);
  const revision = id ? postById(ctx, id) : undefined;
  return revision && canReadPost(ctx, row) ? { node: { ...revision, previewOf: row } } : null;
}

/**
 * NodeWithRevisions.revisionOf: a revision's parent. WPGraphQL looks it up with WP_Query's
 * default status, so only a published parent is found; anything else answers null.
 */
function revisionOf(ctx: RequestContext, row: PostRow) {
  if (row.post_type !== 'revision') return null;
  const parent = readablePost(ctx, row.post_parent);
  return parent && parent.post_status === 'publish' ? { node: parent } : null;
}

/** The revision fields of Post and Page. */
export const revisionFields: Record<string, AnyResolver> = {
  preview: resolver<PostRow, never>((row, _a, ctx) => preview(ctx, row)),
  revisionOf: resolver<PostRow, never>((row, _a, ctx) => revisionOf(ctx, row)),
};
