import type { RequestContext } from '../context';
import { canEditPost, canReadPost, canReadPrivate, isRestricted } from '../model/access';
import { formatDate } from '../model/dates';
import { editingLockedBy, lastEditedBy } from '../model/edit-lock';
import { toCursor, toGlobalId } from '../model/global-id';
import { option, postById, postMeta, singleMeta, userById } from '../model/loaders';
import { decodeSlug, postLink, postUri } from '../model/permalinks';
import { previewLink, previewRevisionDatabaseId } from '../model/previews';
import type { PostRow } from '../model/rows';
import { resolver, type AnyResolver } from '../model/resolvers-type';
import { renderPostContent, renderPostExcerpt, renderPostTitle } from '../model/content';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { enqueuedAssetFields } from './assets';

/** Fields a password-protected post keeps for readers who have not given its password. */
const RESTRICTED_VISIBLE = new Set([
  'id',
  'databaseId',
  'postId',
  'pageId',
  'uri',
  'link',
  'slug',
  'status',
  'title',
  'isRestricted',
  'hasPassword',
  'isContentNode',
  'isTermNode',
  'contentTypeName',
  // Term connections find no terms for a restricted post (termObjectId in post-types.ts).
  'categories',
  'tags',
  'postFormats',
  'terms',
  // Empty connections whoever asks (WPGraphQL answers them empty, not null, on protected posts).
  'enqueuedScripts',
  'enqueuedStylesheets',
  '__typename',
]);

/**
 * List connections from a post. WPGraphQL's connection resolvers do not run for a Post whose `ID`
 * the restricted model withholds (AbstractConnectionResolver::pre_should_execute), so from a
 * password-protected post each answers an empty connection, not null (recorded on post 1168).
 */
const RESTRICTED_EMPTY_CONNECTIONS = new Set(['comments', 'revisions', 'children']);

/** The empty connection a restricted post's list connections answer (arguments still checked). */
export function restrictedEmpty(args: unknown) {
  return paginate([], args as ConnectionArgs, () => undefined);
}

/** Wraps a field resolver so that restricted posts answer null for withheld fields. */
export function guarded(field: string, fn: AnyResolver): AnyResolver {
  if (RESTRICTED_VISIBLE.has(field)) return fn;
  if (RESTRICTED_EMPTY_CONNECTIONS.has(field)) {
    return (source, args, ctx, info) =>
      isRestricted(ctx, source as PostRow) ? restrictedEmpty(args) : fn(source, args, ctx, info);
  }
  return (source, args, ctx, info) =>
    isRestricted(ctx, source as PostRow) ? null : fn(source, args, ctx, info);
}

/** The row whose data a node shows: a preview shows its revision, ids stay the parent's. */
function self(row: PostRow): PostRow {
  return row;
}

/** A preview's uri and link: the front end's preview route of the post it previews. */
function previewAware(
  ctx: RequestContext,
  row: PostRow,
  plain: (ctx: RequestContext, row: PostRow) => string | null,
): string | null {
  return row.previewOf ? previewLink(ctx, row.previewOf) : plain(ctx, self(row));
}

function authorOf(row: PostRow): number {
  return (row.previewOf ?? row).post_author;
}

export function readablePost(ctx: RequestContext, id: number | null | undefined): PostRow | null {
  if (!id) return null;
  const row = postById(ctx, id);
  return row && canReadPost(ctx, row) ? row : null;
}

function isSticky(ctx: RequestContext, row: PostRow): boolean {
  const sticky = option<unknown>(ctx, 'sticky_posts');
  return Array.isArray(sticky) && sticky.map(Number).includes(row.ID);
}

export const contentNodeFields: Record<string, AnyResolver> = {
  ...enqueuedAssetFields,
  id: resolver<PostRow>((row) => toGlobalId('post', row.ID)),
  databaseId: resolver<PostRow>((row) => row.ID),
  slug: resolver<PostRow>((row) => (row.post_name ? decodeSlug(row.post_name) : null)),
  desiredSlug: resolver<PostRow, never>((row, _a, ctx) => {
    const v = singleMeta(postMeta(ctx, row.ID), '_wp_desired_post_slug');
    return typeof v === 'string' ? v : null;
  }),
  status: resolver<PostRow>((row) => row.post_status),
  uri: resolver<PostRow, never>((row, _a, ctx) => previewAware(ctx, row, postUri)),
  link: resolver<PostRow, never>((row, _a, ctx) => previewAware(ctx, row, postLink)),
  guid: resolver<PostRow>((row) => row.guid || null),
  date: resolver<PostRow>((row) => formatDate(row.post_date)),
  dateGmt: resolver<PostRow>((row) => formatDate(row.post_date_gmt)),
  modified: resolver<PostRow>((row) => formatDate(row.post_modified)),
  modifiedGmt: resolver<PostRow>((row) => formatDate(row.post_modified_gmt)),
  contentTypeName: resolver<PostRow>((row) => row.post_type),
  isContentNode: () => true,
  isTermNode: () => false,
  isPreview: resolver<PostRow>((row) => Boolean(row.previewOf)),
  isRevision: resolver<PostRow>((row) => row.post_type === 'revision'),
  isRestricted: resolver<PostRow, never>((row, _a, ctx) => isRestricted(ctx, row)),
  // Told to every reader, as WPGraphQL does, so a front end can say why the content is missing.
  hasPassword: resolver<PostRow>((row) => row.post_password !== ''),
  // The password itself only for who may edit the post.
  password: resolver<PostRow, never>((row, _a, ctx) =>
    canEditPost(ctx, row) ? row.post_password || null : null,
  ),
  // The podcast enclosure WordPress stores in meta ("url\nlength\ntype"), when there is one.
  enclosure: resolver<PostRow, never>((row, _a, ctx) => {
    const v = singleMeta(postMeta(ctx, row.ID), 'enclosure');
    return typeof v === 'string' && v !== '' ? v : null;
  }),
  previewRevisionDatabaseId: resolver<PostRow, never>((row, _a, ctx) =>
    previewRevisionDatabaseId(ctx, row),
  ),
  previewRevisionId: resolver<PostRow, never>((row, _a, ctx) => {
    const id = previewRevisionDatabaseId(ctx, row);
    return id ? toGlobalId('post', id) : null;
  }),
  // `format: RAW` is the stored title, only to readers who may edit posts (titleRaw's capability).
  title: resolver<PostRow, { format?: string | null }>((row, args, ctx) =>
    args.format === 'RAW'
      ? canReadPrivate(ctx)
        ? row.post_title || null
        : null
      : renderPostTitle(row),
  ),
  content: resolver<PostRow, { format?: string }>((row, args, ctx) =>
    renderPostContent(ctx, row, args.format),
  ),
  excerpt: resolver<PostRow, { format?: string }>((row, args, ctx) =>
    renderPostExcerpt(ctx, row, args.format),
  ),
  commentCount: resolver<PostRow>((row) => row.comment_count),
  commentStatus: resolver<PostRow>((row) => row.comment_status),
  pingStatus: resolver<PostRow>((row) => row.ping_status),
  menuOrder: resolver<PostRow>((row) => row.menu_order || null),
  // A preview shows the previewed post's author (the autosave's own author may be another).
  authorDatabaseId: resolver<PostRow>((row) => authorOf(row) || null),
  authorId: resolver<PostRow>((row) => (authorOf(row) ? toGlobalId('user', authorOf(row)) : null)),
  author: resolver<PostRow, never>((row, _a, ctx) => {
    const user = authorOf(row) ? userById(ctx, authorOf(row)) : undefined;
    return user ? { node: user, cursor: toCursor(user.ID) } : null;
  }),
  featuredImageDatabaseId: resolver<PostRow, never>((row, _a, ctx) => thumbnailId(ctx, row)),
  featuredImageId: resolver<PostRow, never>((row, _a, ctx) => {
    const id = thumbnailId(ctx, row);
    return id ? toGlobalId('post', id) : null;
  }),
  featuredImage: resolver<PostRow, never>((row, _a, ctx) => {
    const image = readablePost(ctx, thumbnailId(ctx, row));
    return image ? { node: image, cursor: toCursor(image.ID) } : null;
  }),
  isSticky: resolver<PostRow, never>((row, _a, ctx) => isSticky(ctx, row)),
  editingLockedBy: resolver<PostRow, never>((row, _a, ctx) => editingLockedBy(ctx, row)),
  lastEditedBy: resolver<PostRow, never>((row, _a, ctx) => lastEditedBy(ctx, row)),
  template: () => ({ __typename: 'DefaultTemplate', templateName: 'Default' }),
};

function thumbnailId(ctx: RequestContext, row: PostRow): number | null {
  const source = row.previewOf ?? row;
  const id = Number(singleMeta(postMeta(ctx, source.ID), '_thumbnail_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function guardAll(fields: Record<string, AnyResolver>): Record<string, AnyResolver> {
  return Object.fromEntries(Object.entries(fields).map(([k, fn]) => [k, guarded(k, fn)]));
}

/** ContentNode.contentType: the post type as a ContentType node (Faust's seed query asks it). */
contentNodeFields.contentType = resolver<PostRow>((row) => ({
  node: { kind: 'contentType', name: (row.previewOf ?? row).post_type },
  cursor: toCursor((row.previewOf ?? row).post_type),
}));
