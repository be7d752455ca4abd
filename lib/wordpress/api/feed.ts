import type { FeedChannel } from '../../feeds/rss';
import { toPlainText } from '../../html/plain-text';
import {
  AuthorFeedPostsDocument,
  CategoryFeedPostsDocument,
  type FeedPostFieldsFragment,
  FeedPostsDocument,
  type FeedPostsQuery,
  TagFeedPostsDocument,
} from '../generated/graphql';
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

/** The archives that have their own feed, each under its WordPress base. */
export type FeedArchive = 'category' | 'tag' | 'author';

interface ArchiveAnswer {
  generalSettings?: FeedPostsQuery['generalSettings'];
  node: {
    name?: string | null;
    uri?: string | null;
    description?: string | null;
    posts?: { nodes: FeedPostFieldsFragment[] } | null;
  } | null;
}

/** One request per kind: the archive (is it there, what is its address) with its latest posts. */
async function fetchArchive(
  kind: FeedArchive,
  slug: string,
  backend: Backend,
): Promise<ArchiveAnswer> {
  const variables = { first: FEED_SIZE, slug };
  switch (kind) {
    case 'category': {
      const answer = await backend.client(CategoryFeedPostsDocument, variables);
      return { ...answer, node: answer.category ?? null };
    }
    case 'tag': {
      const answer = await backend.client(TagFeedPostsDocument, variables);
      return { ...answer, node: answer.tag ?? null };
    }
    case 'author': {
      const answer = await backend.client(AuthorFeedPostsDocument, variables);
      return { ...answer, node: answer.user ?? null };
    }
  }
}

/**
 * A category's, tag's or author's feed (one request); null when there is no such archive or
 * `path` (the segments after /category/, /tag/ or /author/) is not its address, so only real
 * archives have feeds. Found by slug (a child category's is its last segment), so no id lookup.
 */
export async function getArchiveFeed(
  kind: FeedArchive,
  path: string,
  backend: Backend = defaultBackend(),
): Promise<FeedChannel | null> {
  const slug = path.split('/').filter(Boolean).at(-1)?.toLowerCase();
  if (!slug || !SLUG.test(slug)) return null;
  const { generalSettings: site, node } = await fetchArchive(kind, slug, backend);
  const archive = `/${kind}/${path.replace(/^\/+|\/+$/g, '')}/`;
  if (!node?.uri || node.uri.toLowerCase() !== archive.toLowerCase()) return null;
  const siteTitle = toPlainText(site?.title);
  return {
    title: `${siteTitle} – ${toPlainText(node.name)}`,
    description: toPlainText(node.description) || siteTitle,
    path: node.uri,
    feedPath: `${node.uri}feed.xml`,
    language: rssLanguage(site?.language),
    items: reshapeFeedItems(node.posts?.nodes ?? [], backend.env.siteUrl),
  };
}
