import { ContentNodeByUriDocument, type ContentNodeByUriQuery } from '../generated/graphql';
import { type CategoryData, reshapeCategory } from '../reshape/category';
import { reshapePage } from '../reshape/page';
import { reshapePost } from '../reshape/post';
import { reshapeSeo } from '../reshape/seo';
import type { PageData } from '../types/blocks';
import type { PostData, PostListData, SeoData } from '../types/content';
import type { LayoutData } from '../types/layout';
import { type Backend, defaultBackend } from './backend';
import { type ResolvedLayout, resolveLayout } from './layout';
import { fetchPostList, toPostList } from './post-list';
import { rememberPostsPerPage } from './posts-per-page';

export type ContentRoute =
  | { kind: 'post'; post: PostData; seo: SeoData }
  | { kind: 'page'; page: PageData; seo: SeoData }
  | { kind: 'category'; category: CategoryData; list: PostListData; seo: SeoData }
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
  switch (node?.__typename) {
    case 'Post':
      return { kind: 'post', post: reshapePost(node, context), seo: reshapeSeo(node.seo, context) };
    case 'Page':
      return { kind: 'page', page: reshapePage(node, context), seo: reshapeSeo(node.seo, context) };
    case 'Category': {
      // The category's posts need its id: the second request of a category render.
      const request = { offset, pageSize, categoryId: node.databaseId };
      const answer = await fetchPostList(request, false, backend);
      return {
        kind: 'category',
        category: reshapeCategory(node, context),
        list: toPostList(answer, request, context),
        seo: reshapeSeo(node.seo, context),
      };
    }
    case 'ContentType': {
      if (!node.isPostsPage) return { kind: 'not-found' };
      const request = { offset, pageSize };
      const answer = await fetchPostList(request, false, backend);
      return { kind: 'latest-posts', list: toPostList(answer, request, context) };
    }
    default:
      // Tags, authors, media and unknown paths have no template here (SPEC: 'Not Found').
      return { kind: 'not-found' };
  }
}

/**
 * Everything a content path renders: one request (the node, the layout and the page size
 * together), plus one for a category's or the posts page's list of posts.
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
