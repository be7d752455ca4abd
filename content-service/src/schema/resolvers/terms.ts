import type { RequestContext } from '../context';
import { postConnection } from './post-connections';
import { termConnection } from './term-connections';
import { toCursor, toGlobalId } from '../model/global-id';
import { termById } from '../model/loaders';
import type { ConnectionArgs } from '../model/paginate';
import { termAncestry, termLink, termUri } from '../model/permalinks';
import type { PostFilter } from '../model/post-queries';
import type { TermRow } from '../model/rows';
import { withDescendants } from '../model/term-queries';
import { resolver, type AnyResolver, type Resolvers } from '../model/resolvers-type';
import { enqueuedAssetFields } from './assets';

const termFields: Record<string, AnyResolver> = {
  ...enqueuedAssetFields,
  id: resolver<TermRow>((t) => toGlobalId('term', t.term_id)),
  databaseId: resolver<TermRow>((t) => t.term_id),
  name: resolver<TermRow>((t) => t.name),
  slug: resolver<TermRow>((t) => decodeURIComponentSafe(t.slug)),
  description: resolver<TermRow>((t) => (t.description === '' ? null : t.description)),
  count: resolver<TermRow>((t) => (t.count === 0 ? null : t.count)),
  uri: resolver<TermRow, never>((t, _a, ctx) => termUri(ctx, t)),
  link: resolver<TermRow, never>((t, _a, ctx) => termLink(ctx, t)),
  taxonomyName: resolver<TermRow>((t) => t.taxonomy),
  termGroupId: resolver<TermRow>((t) => t.term_group || null),
  termTaxonomyId: resolver<TermRow>((t) => t.term_taxonomy_id),
  isContentNode: () => false,
  isTermNode: () => true,
  isRestricted: () => false,
};

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The post filter that keeps a term's posts (a category's include its subcategories'). */
const TERM_FILTERS = {
  category: (ctx: RequestContext, t: TermRow): Partial<PostFilter> => ({
    categoryIds: withDescendants(ctx, 'category', [t.term_id]),
  }),
  post_tag: (_ctx: RequestContext, t: TermRow): Partial<PostFilter> => ({ tagIds: [t.term_id] }),
  post_format: (_ctx: RequestContext, t: TermRow): Partial<PostFilter> => ({
    postFormatIds: [t.term_id],
  }),
};

function postsOf(taxonomy: keyof typeof TERM_FILTERS) {
  return resolver<TermRow, ConnectionArgs>((t, args, ctx: RequestContext) =>
    postConnection(ctx, ['post'], args, TERM_FILTERS[taxonomy](ctx, t)),
  );
}

export const termResolvers: Resolvers = {
  Category: {
    ...termFields,
    categoryId: resolver<TermRow>((t) => t.term_id),
    parentDatabaseId: resolver<TermRow>((t) => t.parent || null),
    parentId: resolver<TermRow>((t) => (t.parent ? toGlobalId('term', t.parent) : null)),
    parent: resolver<TermRow, never>((t, _a, ctx) => {
      const parent = t.parent ? termById(ctx, t.parent) : undefined;
      return parent ? { node: parent, cursor: toCursor(parent.term_id) } : null;
    }),
    children: resolver<TermRow, ConnectionArgs>((t, args, ctx) =>
      termConnection(ctx, 'category', args, { parent: t.term_id }),
    ),
    ancestors: resolver<TermRow, ConnectionArgs>((t, args, ctx) => {
      const ancestors = termAncestry(ctx, t.term_id).slice(0, -1).reverse();
      if (ancestors.length === 0) return null;
      return termConnection(ctx, 'category', args, { include: ancestors.map((a) => a.term_id) });
    }),
    posts: postsOf('category'),
    // WPGraphQL's term-to-ContentNode connection: every post type with the taxonomy (only posts).
    contentNodes: postsOf('category'),
  },
  Tag: {
    ...termFields,
    tagId: resolver<TermRow>((t) => t.term_id),
    posts: postsOf('post_tag'),
    contentNodes: postsOf('post_tag'),
  },
  PostFormat: {
    ...termFields,
    postFormatId: resolver<TermRow>((t) => t.term_id),
    posts: postsOf('post_format'),
    // Formats are registered for posts only, so their content nodes are their posts.
    contentNodes: postsOf('post_format'),
  },
};
