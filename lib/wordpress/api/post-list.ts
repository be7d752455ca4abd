import { describeGaps } from '../capabilities/named-capabilities';
import {
  PostListCursorDocument,
  PostListDocument,
  type PostListQuery,
  type RootQueryToPostConnectionWhereArgs,
} from '../generated/graphql';
import type { ReshapeContext } from '../reshape/context';
import { reshapePostList } from '../reshape/post';
import type { PostListData } from '../types/content';
import type { Backend } from './backend';
import { cursorAfter } from './cursor-walk';

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

/**
 * Whether this WordPress pages by offset (WPGraphQL Offset Pagination, or the lavanda-headless
 * plugin); without it listings page by cursor. Learned before the first request's variables are
 * built, as the variables name the offset too.
 */
export async function pagesByOffset(backend: Backend): Promise<boolean> {
  if (!backend.schema) return true;
  const { gaps } = await backend.schema.current();
  return describeGaps(gaps).present.has('offsetPagination');
}

/** WPGraphQL's `where` of a page of posts (with `byOffset`, the page's offset in it too). */
export function listWhere(
  request: PostListRequest,
  byOffset = true,
): RootQueryToPostConnectionWhereArgs {
  return {
    ...(byOffset
      ? { offsetPagination: { offset: request.offset * request.pageSize, size: request.pageSize } }
      : {}),
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
  if (await pagesByOffset(backend)) {
    return backend.client(PostListDocument, { where: listWhere(request), withLayout });
  }
  const where = listWhere(request, false);
  const after = await cursorAfter(request.offset * request.pageSize, async (first, from) => {
    const answer = await backend.client(PostListCursorDocument, { where, first, after: from });
    return answer.posts?.pageInfo;
  });
  return backend.client(PostListDocument, {
    where,
    withLayout,
    first: request.pageSize,
    after,
  });
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
