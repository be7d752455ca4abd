import type { RequestContext } from '../context';
import { toGlobalId } from '../model/global-id';
import { option } from '../model/loaders';
import type { ContentTypeModel } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';

const LABELS: Record<
  string,
  { label: string; single: string; plural: string; hierarchical: boolean }
> = {
  post: { label: 'Posts', single: 'post', plural: 'posts', hierarchical: false },
  page: { label: 'Pages', single: 'page', plural: 'pages', hierarchical: true },
  attachment: { label: 'Media', single: 'mediaItem', plural: 'mediaItems', hierarchical: false },
};

function postsOnFront(ctx: RequestContext): boolean {
  return option(ctx, 'show_on_front') !== 'page';
}

export const contentTypeResolvers: Resolvers = {
  ContentType: {
    id: resolver<ContentTypeModel>((t) => toGlobalId('post_type', t.name)),
    name: resolver<ContentTypeModel>((t) => t.name),
    label: resolver<ContentTypeModel>((t) => LABELS[t.name]?.label ?? t.name),
    graphqlSingleName: resolver<ContentTypeModel>((t) => LABELS[t.name]?.single ?? t.name),
    graphqlPluralName: resolver<ContentTypeModel>((t) => LABELS[t.name]?.plural ?? t.name),
    hierarchical: resolver<ContentTypeModel>((t) => LABELS[t.name]?.hierarchical ?? false),
    isFrontPage: resolver<ContentTypeModel, never>(
      (t, _a, ctx) => t.name === 'post' && postsOnFront(ctx),
    ),
    isPostsPage: resolver<ContentTypeModel>((t) => t.name === 'post'),
    hasArchive: () => null,
    uri: resolver<ContentTypeModel, never>((t, _a, ctx) =>
      t.name === 'post' && postsOnFront(ctx) ? '/' : null,
    ),
    isContentNode: () => false,
    isTermNode: () => false,
  },
};
