import {
  ContentNodeByUriDocument,
  type ContentNodeByUriQuery,
  type PostListFieldsFragment,
} from '../generated/graphql';
import { type ArchiveData, type ArchiveKind, reshapeArchive } from '../reshape/archive';
import { asCustomContentNode, reshapeContentNode } from '../reshape/content-node';
import type { ReshapeContext } from '../reshape/context';
import { reshapePage } from '../reshape/page';
import { reshapePost, reshapePostList } from '../reshape/post';
import { reshapeSeedNode } from '../reshape/seed-node';
import { reshapeSeo } from '../reshape/seo';
import type { PageData } from '../types/blocks';
import type { PostData, PostListData, SeedNode, SeoData } from '../types/content';
import type { LayoutData } from '../types/layout';
import { toPlainText } from '../../html/plain-text';
import { type Backend, defaultBackend } from './backend';
import { fetchContentTypeList } from './content-type-list';
import { type ResolvedLayout, resolveLayout } from './layout';
import { archiveAtPath } from './archive-path';
import {
  fetchPostList,
  isPastTheEnd,
  listWhere,
  pagesByOffset,
  type PostListRequest,
  toPostList,
} from './post-list';
import { rememberedPostsPerPage, rememberPostsPerPage } from './posts-per-page';

export type ContentRoute =
  | { kind: 'post'; post: PostData; seo: SeoData }
  | { kind: 'page'; page: PageData; seo: SeoData }
  | { kind: 'archive'; archive: ArchiveData; list: PostListData; seo: SeoData }
  /** The posts page, or a custom post type's archive (`title`: the type's name for people). */
  | { kind: 'latest-posts'; list: PostListData; title?: string }
  | { kind: 'not-found' };

export interface RouteData {
  layout: LayoutData;
  route: ContentRoute;
  /** What is at the path, for the template hierarchy; null when WordPress has nothing there. */
  seed: SeedNode | null;
}

type NodeAnswer = NonNullable<ContentNodeByUriQuery['node']>;

/** The node WordPress has at a URI, as one of the site's routes. */
export async function routeForNode(
  node: NodeAnswer | null,
  pageSize: number,
  offset: number,
  { context }: ResolvedLayout,
  backend: Backend,
  prefetched?: PrefetchedList,
): Promise<ContentRoute> {
  const listing = { offset, pageSize, context, backend, prefetched };
  switch (node?.__typename) {
    case 'Post':
      return {
        kind: 'post',
        post: reshapePost(node, context),
        seo: reshapeSeo(node.seo, context, node.excerpt),
      };
    case 'Page':
      return { kind: 'page', page: reshapePage(node, context), seo: reshapeSeo(node.seo, context) };
    case 'Category': {
      const archive = reshapeArchive('category', node, context);
      const seo = reshapeSeo(node.seo, context);
      return archiveRoute(archive, seo, { categoryId: node.databaseId }, listing);
    }
    case 'Tag': {
      const archive = reshapeArchive('tag', node, context);
      const seo = reshapeSeo(node.seo, context);
      return archiveRoute(archive, seo, { tagId: node.databaseId }, listing);
    }
    case 'User': {
      const archive = reshapeArchive('author', node, context);
      const seo = reshapeSeo(node.seo, context);
      return archiveRoute(archive, seo, { authorId: node.databaseId }, listing);
    }
    case 'ContentType': {
      if (!node.isPostsPage) {
        // A custom post type's archive: WordPress has one at this path.
        if (!node.name) return { kind: 'not-found' };
        const list = await fetchContentTypeList(node.name, offset, pageSize, context, backend);
        const title = toPlainText(node.label) || node.name;
        return isPastTheEnd(list) ? { kind: 'not-found' } : { kind: 'latest-posts', list, title };
      }
      const request = { offset, pageSize };
      const list = toPostList(await fetchPostList(request, false, backend), request, context);
      return isPastTheEnd(list) ? { kind: 'not-found' } : { kind: 'latest-posts', list };
    }
    default: {
      // A public custom post type's entry is shown as a post is; media and unknown paths have
      // no template here (the site shows 'Not Found' for them).
      const entry = node ? asCustomContentNode(node) : null;
      if (!entry) return { kind: 'not-found' };
      return {
        kind: 'post',
        post: reshapeContentNode(entry, context),
        seo: reshapeSeo(null, context, entry.excerpt),
      };
    }
  }
}

/** An archive's page of posts that came with the node (asked for by the archive's slug). */
export interface PrefetchedList {
  kind: ArchiveKind;
  posts: PostListFieldsFragment | null;
}

interface ListingRequest {
  offset: number;
  pageSize: number;
  context: ReshapeContext;
  backend: Backend;
  prefetched?: PrefetchedList;
}

/**
 * A category's, tag's or author's posts: those that came with the node when they are this kind
 * of archive's, otherwise by its id (the second request of an archive render).
 */
async function archiveRoute(
  archive: ArchiveData,
  seo: SeoData,
  filter: Pick<PostListRequest, 'categoryId' | 'tagId' | 'authorId'>,
  { offset, pageSize, context, backend, prefetched }: ListingRequest,
): Promise<ContentRoute> {
  const request = { offset, pageSize, ...filter };
  const list =
    prefetched?.kind === archive.kind
      ? reshapePostList(prefetched.posts, offset, pageSize, context)
      : toPostList(await fetchPostList(request, false, backend), request, context);
  return isPastTheEnd(list) ? { kind: 'not-found' } : { kind: 'archive', archive, list, seo };
}

/**
 * Everything a content path renders: one request (the node, the layout and the page size
 * together, and an archive's posts when the path names the archive and the page size is
 * remembered), plus one for the posts page's list, or an archive's while the page size is not
 * known. `offset` is the zero-based page of a listing.
 */
export async function getContentRoute(
  uri: string,
  offset = 0,
  backend: Backend = defaultBackend(),
): Promise<RouteData> {
  const known = rememberedPostsPerPage(backend);
  const archive = archiveAtPath(uri);
  const byOffset = await pagesByOffset(backend);
  // By cursor, only the first page can come along: a later one needs its cursor first.
  const listing =
    archive && known !== undefined && (byOffset || offset === 0)
      ? { offset, pageSize: known, ...archive.filter }
      : null;
  const answer = await backend.client(ContentNodeByUriDocument, {
    uri,
    ...(listing
      ? {
          listing: listWhere(listing, byOffset),
          withListing: true,
          ...(byOffset ? {} : { listingFirst: listing.pageSize }),
        }
      : {}),
  });
  const resolved = await resolveLayout(answer, backend);
  const pageSize = rememberPostsPerPage(answer.readingSettings?.postsPerPage, backend);
  // Posts paged by a size WordPress no longer has are asked for again.
  const prefetched =
    archive && listing?.pageSize === pageSize
      ? { kind: archive.kind, posts: answer.listing ?? null }
      : undefined;
  const route = await routeForNode(answer.node, pageSize, offset, resolved, backend, prefetched);
  const seed = answer.node ? reshapeSeedNode(answer.node) : null;
  return { layout: resolved.layout, route, seed };
}
