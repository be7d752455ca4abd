import { ContentNodeByUriDocument, type ContentNodeByUriQuery } from '../generated/graphql';
import { type ArchiveData, reshapeArchive } from '../reshape/archive';
import type { ReshapeContext } from '../reshape/context';
import { reshapePage } from '../reshape/page';
import { reshapePost } from '../reshape/post';
import { reshapeSeo } from '../reshape/seo';
import type { PageData } from '../types/blocks';
import type { PostData, PostListData, SeoData } from '../types/content';
import type { LayoutData } from '../types/layout';
import { type Backend, defaultBackend } from './backend';
import { type ResolvedLayout, resolveLayout } from './layout';
import { fetchPostList, isPastTheEnd, type PostListRequest, toPostList } from './post-list';
import { rememberPostsPerPage } from './posts-per-page';

export type ContentRoute =
  | { kind: 'post'; post: PostData; seo: SeoData }
  | { kind: 'page'; page: PageData; seo: SeoData }
  | { kind: 'archive'; archive: ArchiveData; list: PostListData; seo: SeoData }
  | { kind: 'latest-posts'; list: PostListData }
  | { kind: 'not-found' };

export interface RouteData {
  layout: LayoutData;
  route: ContentRoute;
}

type NodeAnswer = NonNullable<ContentNodeByUriQuery['node']>;

/** The node WordPress has at a URI, as one of the site's routes. */
export async function routeForNode(
  node: NodeAnswer | null,
  pageSize: number,
  offset: number,
  { context }: ResolvedLayout,
  backend: Backend,
): Promise<ContentRoute> {
  const listing = { offset, pageSize, context, backend };
  switch (node?.__typename) {
    case 'Post':
      return { kind: 'post', post: reshapePost(node, context), seo: reshapeSeo(node.seo, context) };
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
      if (!node.isPostsPage) return { kind: 'not-found' };
      const request = { offset, pageSize };
      const list = toPostList(await fetchPostList(request, false, backend), request, context);
      return isPastTheEnd(list) ? { kind: 'not-found' } : { kind: 'latest-posts', list };
    }
    default:
      // Media and unknown paths have no template here (SPEC: 'Not Found').
      return { kind: 'not-found' };
  }
}

interface ListingRequest {
  offset: number;
  pageSize: number;
  context: ReshapeContext;
  backend: Backend;
}

/** A category's, tag's or author's posts need its id: the second request of an archive render. */
async function archiveRoute(
  archive: ArchiveData,
  seo: SeoData,
  filter: Pick<PostListRequest, 'categoryId' | 'tagId' | 'authorId'>,
  { offset, pageSize, context, backend }: ListingRequest,
): Promise<ContentRoute> {
  const request = { offset, pageSize, ...filter };
  const list = toPostList(await fetchPostList(request, false, backend), request, context);
  return isPastTheEnd(list) ? { kind: 'not-found' } : { kind: 'archive', archive, list, seo };
}

/**
 * Everything a content path renders: one request (the node, the layout and the page size
 * together), plus one for an archive's or the posts page's list of posts.
 * `offset` is the zero-based page of a listing.
 */
export async function getContentRoute(
  uri: string,
  offset = 0,
  backend: Backend = defaultBackend(),
): Promise<RouteData> {
  const answer = await backend.client(ContentNodeByUriDocument, { uri });
  const resolved = await resolveLayout(answer, backend);
  const pageSize = rememberPostsPerPage(answer.readingSettings?.postsPerPage, backend);
  const route = await routeForNode(answer.node, pageSize, offset, resolved, backend);
  return { layout: resolved.layout, route };
}
