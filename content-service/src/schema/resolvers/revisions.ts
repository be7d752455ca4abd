import type { RequestContext } from '../context';
import { canReadPrivate } from '../model/access';
import type { ConnectionArgs } from '../model/paginate';
import type { PostFilter } from '../model/post-queries';
import type { UserRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
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
