import { categoryLabelFromUri } from '../../content/category-label';
import { postTitle } from '../../content/post-title';
import { toPlainText } from '../../html/plain-text';
import type {
  PostCardFieldsFragment,
  PostFieldsFragment,
  PostListFieldsFragment,
} from '../generated/graphql';
import type { PostCardData, PostData, PostListData } from '../types/content';
import { type ReshapeContext, richContent, richText } from './context';
import { reshapeImage } from './media';

/** WPGraphQL's GMT date-times (`2026-01-05T10:00:00`) with their zone, as schema.org wants. */
export function gmtIso(value: string | null | undefined): string | null {
  return value && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(value) ? `${value}+00:00` : null;
}

export function reshapePost(post: PostFieldsFragment, context: ReshapeContext): PostData {
  const uri = post.uri ?? '/';
  return {
    id: post.databaseId,
    title: postTitle(toPlainText(post.title), toPlainText(post.seo?.title)),
    date: post.date,
    publishedAt: gmtIso(post.dateGmt),
    modifiedAt: gmtIso(post.modifiedGmt),
    authorName: toPlainText(post.author?.node.name) || null,
    uri,
    categoryLabel: categoryLabelFromUri(uri),
    ...richContent(post.content, context, post.blockSupportStyles),
    passwordProtected: post.hasPassword === true,
    featuredImage: reshapeImage(post.featuredImage?.node),
    stickyHeader: post.pageOptions?.stickyHeader === true,
  };
}

export function reshapePostCard(
  post: PostCardFieldsFragment,
  context: ReshapeContext,
): PostCardData {
  const excerptHtml = richText(post.excerpt, context).trim();
  return {
    id: post.databaseId,
    title: toPlainText(post.title),
    date: post.date,
    uri: post.uri ?? '/',
    categoryName: toPlainText(post.categories?.nodes[0]?.name) || null,
    excerptHtml: excerptHtml || null,
  };
}

/**
 * A page of posts paged by cursor (no offset pagination in this WordPress, or a custom post
 * type's archive): no total, so the pages known are those up to this one and the next one if
 * there is one.
 */
export function cursorPostList(
  posts: PostCardData[],
  offset: number,
  hasMore: boolean,
): PostListData {
  const seen = posts.length > 0 ? offset + 1 : offset;
  return {
    posts,
    pagination: { offset, pageCount: seen + (hasMore ? 1 : 0), hasMore, hasPrevious: offset > 0 },
  };
}

/** One page of posts; `offset` is the zero-based page index the posts were asked for. */
export function reshapePostList(
  list: PostListFieldsFragment | null | undefined,
  offset: number,
  pageSize: number,
  context: ReshapeContext,
): PostListData {
  const posts = (list?.nodes ?? []).map((node) => reshapePostCard(node, context));
  const info = list?.pageInfo.offsetPagination;
  if (!info) return cursorPostList(posts, offset, list?.pageInfo.hasNextPage === true);
  const total = info.total ?? 0;
  return {
    posts,
    pagination: {
      offset,
      // WPGraphQL reports total 0 once the offset is past the end: keep at least the pages seen.
      pageCount: Math.max(Math.ceil(total / pageSize), info.hasPrevious ? offset : 0),
      hasMore: info.hasMore === true,
      hasPrevious: info.hasPrevious === true,
    },
  };
}
