import type { RequestContext } from '../context';
import { contentNodeFields, guardAll, readablePost } from './content-node';
import { postConnection } from './post-connections';
import { revisionFields } from './revisions';
import { GRAPHQL_TAXONOMIES, termConnection } from './term-connections';
import { canEditPost, isRestricted } from '../model/access';
import { toCursor, toGlobalId } from '../model/global-id';
import { option, postById, postMeta, singleMeta } from '../model/loaders';
import { paginate, type ConnectionArgs } from '../model/paginate';
import type { PostRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { offeredTemplates, templateTypeName, ucwords } from '../model/theme-templates';

/** Revisions are for who may edit the post: editors, and authors of their own posts. */
function revisions(ctx: RequestContext, row: PostRow, args: ConnectionArgs) {
  if (!canEditPost(ctx, row)) return postConnection(ctx, ['revision'], args, { ids: [] });
  return postConnection(ctx, ['revision'], args, { parent: row.ID, statuses: ['inherit'] });
}

/**
 * The object whose terms a post's term connections list. WPGraphQL's restricted model of a
 * password-protected post hides its id, so the connections find no terms (recorded on 1168).
 */
function termObjectId(ctx: RequestContext, row: PostRow): number {
  return isRestricted(ctx, row) ? 0 : (row.previewOf ?? row).ID;
}

export function hierarchy(type: string) {
  return {
    parentDatabaseId: resolver<PostRow>((row) => row.post_parent || null),
    parentId: resolver<PostRow>((row) =>
      row.post_parent ? toGlobalId('post', row.post_parent) : null,
    ),
    parent: resolver<PostRow, never>((row, _a, ctx) => {
      const parent = readablePost(ctx, row.post_parent);
      return parent ? { node: parent, cursor: toCursor(parent.ID) } : null;
    }),
    children: resolver<PostRow, ConnectionArgs>((row, args, ctx) =>
      postConnection(ctx, [type === 'attachment' ? 'attachment' : type], args, { parent: row.ID }),
    ),
    ancestors: resolver<PostRow, ConnectionArgs>((row, args, ctx) => {
      // get_ancestors(): the post_parent chain, whoever may read it. Without one WPGraphQL
      // answers null, not an empty connection.
      const ids: number[] = [];
      let parent = row.post_parent ? postById(ctx, row.post_parent) : undefined;
      while (parent && !ids.includes(parent.ID)) {
        ids.push(parent.ID);
        parent = parent.post_parent ? postById(ctx, parent.post_parent) : undefined;
      }
      if (ids.length === 0) return null;
      // Nearest ancestor first, as WPGraphQL lists them; the reader sees the readable ones.
      const readable = ids.filter((id) => readablePost(ctx, id));
      return paginate(readable, args, (id) => readablePost(ctx, id) ?? undefined);
    }),
  };
}

/**
 * `template` as WPGraphQL's Post model answers it: the template the post's `_wp_page_template`
 * names when the theme offers it for the post type (a preview reads the previewed post's first),
 * as its own type; else DefaultTemplate "Default" (model/theme-templates.ts).
 */
export function contentTemplate(ctx: RequestContext, row: PostRow) {
  const source = row.previewOf ?? row;
  const stored = (id: number) => {
    const file = singleMeta(postMeta(ctx, id), '_wp_page_template');
    return typeof file === 'string' ? file : '';
  };
  const file = stored(source.ID) || stored(row.ID);
  const offered = offeredTemplates(ctx).find(
    (t) => t.slug === file && t.postTypes.includes(source.post_type),
  );
  if (!offered) return { __typename: 'DefaultTemplate', templateName: 'Default' };
  return { __typename: templateTypeName(offered.title), templateName: ucwords(offered.title) };
}

export const postTypeResolvers: Resolvers = {
  Post: guardAll({
    ...contentNodeFields,
    ...revisionFields,
    postId: resolver<PostRow>((row) => row.ID),
    // A WXR carries no trackback lists, so WordPress has none to show either.
    toPing: () => null,
    // WPGraphQL 2.20 fails on this field for every post (debug off: "Internal server error");
    // a plain Error reaches the client as exactly that.
    pinged: () => {
      throw new Error('WPGraphQL fails to resolve Post.pinged');
    },
    // Posts do not nest: WPGraphQL answers no ancestors (null) and the parent a post row names.
    ancestors: () => null,
    parent: hierarchy('post').parent,
    categories: resolver<PostRow, ConnectionArgs>((row, args, ctx) =>
      termConnection(ctx, 'category', args, { objectId: termObjectId(ctx, row) }),
    ),
    tags: resolver<PostRow, ConnectionArgs>((row, args, ctx) =>
      termConnection(ctx, 'post_tag', args, { objectId: termObjectId(ctx, row) }),
    ),
    postFormats: resolver<PostRow, ConnectionArgs>((row, args, ctx) =>
      termConnection(ctx, 'post_format', args, { objectId: termObjectId(ctx, row) }),
    ),
    terms: resolver<PostRow, ConnectionArgs>((row, args, ctx) =>
      termConnection(ctx, GRAPHQL_TAXONOMIES, args, { objectId: termObjectId(ctx, row) }),
    ),
    revisions: resolver<PostRow, ConnectionArgs>((row, args, ctx) => revisions(ctx, row, args)),
  }),
  Page: guardAll({
    ...contentNodeFields,
    ...revisionFields,
    ...hierarchy('page'),
    pageId: resolver<PostRow>((row) => row.ID),
    isFrontPage: resolver<PostRow, never>(
      (row, _a, ctx) =>
        option(ctx, 'show_on_front') === 'page' && Number(option(ctx, 'page_on_front')) === row.ID,
    ),
    isPostsPage: resolver<PostRow, never>(
      (row, _a, ctx) => Number(option(ctx, 'page_for_posts')) === row.ID,
    ),
    isPrivacyPage: resolver<PostRow, never>(
      (row, _a, ctx) => Number(option(ctx, 'wp_page_for_privacy_policy')) === row.ID,
    ),
    revisions: resolver<PostRow, ConnectionArgs>((row, args, ctx) => revisions(ctx, row, args)),
    template: resolver<PostRow, never>((row, _a, ctx) => contentTemplate(ctx, row)),
  }),
};
