import type { FeedChannel } from '../../feeds/rss';
import { toPlainText } from '../../html/plain-text';
import { CategoryFeedPostsDocument, FeedPostsDocument } from '../generated/graphql';
import { reshapeFeedItems } from '../reshape/feed';
import { type Backend, defaultBackend } from './backend';

/** WordPress's own default (Settings → Reading, "syndication feeds show the most recent"). */
export const FEED_SIZE = 10;

/** RSS wants a language tag (en-us); WordPress gives a locale (en_US). */
function rssLanguage(locale: string | null | undefined): string | null {
  return locale ? locale.replace('_', '-').toLowerCase() : null;
}

/** The latest posts' feed (one request). */
export async function getFeed(backend: Backend = defaultBackend()): Promise<FeedChannel> {
  const answer = await backend.client(FeedPostsDocument, { first: FEED_SIZE });
  const site = answer.generalSettings;
  return {
    title: toPlainText(site?.title),
    description: toPlainText(site?.description),
    path: '/',
    feedPath: '/feed.xml',
    language: rssLanguage(site?.language),
    items: reshapeFeedItems(answer.posts?.nodes ?? [], backend.env.siteUrl),
  };
}

/** A slug as WordPress makes them (sanitize_title: lower case, digits, dashes, %-escapes). */
const SLUG = /^[a-z0-9%_-]{1,200}$/;

/**
 * A category's feed (one request); null when there is no such category or `path` (the
 * segments after /category/) is not its address, so only real archives have feeds.
 */
export async function getCategoryFeed(
  path: string,
  backend: Backend = defaultBackend(),
): Promise<FeedChannel | null> {
  const slug = path.split('/').filter(Boolean).at(-1)?.toLowerCase();
  if (!slug || !SLUG.test(slug)) return null;
  const answer = await backend.client(CategoryFeedPostsDocument, {
    first: FEED_SIZE,
    slug,
  });
  const category = answer.category;
  const archive = `/category/${path.replace(/^\/+|\/+$/g, '')}/`;
  if (!category?.uri || category.uri.toLowerCase() !== archive.toLowerCase()) return null;
  const site = answer.generalSettings;
  const siteTitle = toPlainText(site?.title);
  return {
    title: `${siteTitle} – ${toPlainText(category.name)}`,
    description: toPlainText(category.description) || siteTitle,
    path: category.uri,
    feedPath: `${category.uri}feed.xml`,
    language: rssLanguage(site?.language),
    items: reshapeFeedItems(category.posts?.nodes ?? [], backend.env.siteUrl),
  };
}
