import { toPlainText } from '../../html/plain-text';
import type { FeedItem } from '../../feeds/rss';
import type { FeedPostFieldsFragment } from '../generated/graphql';

/** Readers show descriptions as teasers; WordPress's excerpts are about 55 words. */
const MAX_DESCRIPTION = 600;

function shorten(text: string): string {
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

/**
 * A feed item. The excerpt becomes plain text (no markup, no scripts, entities decoded): feed
 * readers render description HTML with rules of their own, so none is sent.
 */
export function reshapeFeedItem(post: FeedPostFieldsFragment, siteUrl: string): FeedItem | null {
  if (!post.uri || !post.uri.startsWith('/')) return null;
  return {
    title: toPlainText(post.title),
    path: post.uri,
    guid: `${siteUrl}/?p=${post.databaseId}`,
    dateGmt: post.dateGmt,
    description: shorten(toPlainText(post.excerpt)),
    author: post.author?.node.name ?? null,
    categories: (post.categories?.nodes ?? [])
      .map((category) => toPlainText(category.name))
      .filter(Boolean),
  };
}

export function reshapeFeedItems(posts: FeedPostFieldsFragment[], siteUrl: string): FeedItem[] {
  return posts.flatMap((post) => reshapeFeedItem(post, siteUrl) ?? []);
}
