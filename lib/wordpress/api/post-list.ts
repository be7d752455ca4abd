import {
  PostListDocument,
  type PostListQuery,
  type RootQueryToPostConnectionWhereArgs,
} from '../generated/graphql';
import type { ReshapeContext } from '../reshape/context';
import { reshapePostList } from '../reshape/post';
import type { PostListData } from '../types/content';
import type { Backend } from './backend';

export interface PostListRequest {
  /** Zero-based page index. */
  offset: number;
  pageSize: number;
  categoryId?: number;
  tagId?: number;
  /** The author's user id. */
  authorId?: number;
  /** By slug (as an archive's path names it), when the id is not known yet. */
  categoryName?: string;
  tag?: string;
  /** The author's nicename. */
  authorName?: string;
  search?: string;
}

/** WPGraphQL's `where` of a page of posts (offset pagination). */
export function listWhere(request: PostListRequest): RootQueryToPostConnectionWhereArgs {
  return {
    offsetPagination: { offset: request.offset * request.pageSize, size: request.pageSize },
    ...(request.categoryId === undefined ? {} : { categoryId: request.categoryId }),
    ...(request.tagId === undefined ? {} : { tagId: String(request.tagId) }),
    ...(request.authorId === undefined ? {} : { author: request.authorId }),
    ...(request.categoryName === undefined ? {} : { categoryName: request.categoryName }),
    ...(request.tag === undefined ? {} : { tag: request.tag }),
    ...(request.authorName === undefined ? {} : { authorName: request.authorName }),
    ...(request.search === undefined ? {} : { search: request.search }),
  };
}

/** One page of posts (and, with `withLayout`, the layout fields in the same request). */
export async function fetchPostList(
  request: PostListRequest,
  withLayout: boolean,
  backend: Backend,
): Promise<PostListQuery> {
  return backend.client(PostListDocument, { where: listWhere(request), withLayout });
}

export function toPostList(
  answer: PostListQuery,
  request: PostListRequest,
  context: ReshapeContext,
): PostListData {
  return reshapePostList(answer.posts, request.offset, request.pageSize, context);
}

/**
 * A later page with no posts does not exist (WPGraphQL answers an offset past the end with no
 * nodes and a total of 0); the first page of an empty list does: it shows the empty state.
 */
export function isPastTheEnd(list: PostListData): boolean {
  return list.pagination.offset > 0 && list.posts.length === 0;
}
