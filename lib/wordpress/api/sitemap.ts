import {
  ContentTypeEntriesDocument,
  type ContentTypeEntriesQuery,
  PublicContentTypesDocument,
  SitemapEntriesDocument,
  type SitemapEntriesQuery,
} from '../generated/graphql';
import { isNoindex, reshapeSitemapEntries } from '../reshape/sitemap';
import type { SitemapEntries } from '../../sitemap/sitemap-xml';
import { type Backend, defaultBackend } from './backend';
import { processWideSlot } from '../../cache/process-wide';

/** WPGraphQL's largest page. */
const PAGE = 100;
/** A runaway cursor loop stops here (a million nodes per type). */
const MAX_REQUESTS = 10_000;

export interface SiteListing {
  entries: SitemapEntries;
  /**
   * Every published post, page and category is noindex. WPGraphQL exposes no `blog_public`;
   * with it off, Yoast reports every node noindex, so this is how the setting shows through
   * GraphQL (a site that noindexes all its content by hand gets the same, fitting, answer).
   */
  allNoindex: boolean;
}

type ListedNode = NonNullable<SitemapEntriesQuery['categories']>['nodes'][number] & {
  modifiedGmt?: string | null;
};
type Key = 'posts' | 'pages' | 'categories' | 'tags' | 'users';
const KEYS: Key[] = ['posts', 'pages', 'categories', 'tags', 'users'];

function byKey<T>(value: () => T): Record<Key, T> {
  return { posts: value(), pages: value(), categories: value(), tags: value(), users: value() };
}

/** WordPress's own types: listed by the sitemap's other kinds, or (media) not at all. */
const CORE_TYPES = ['post', 'page', 'attachment'];

/** Every entry of every public custom post type (their archives' and singles' addresses). */
async function customTypeEntries(backend: Backend): Promise<ListedNode[]> {
  const types = await backend.client(PublicContentTypesDocument, {});
  const names = (types.contentTypes?.nodes ?? [])
    .filter((type) => type.name && !CORE_TYPES.includes(type.name))
    .map((type) => type.name as string);
  const nodes: ListedNode[] = [];
  for (const name of names) {
    let after: string | null = null;
    for (let request = 0; request < MAX_REQUESTS; request += 1) {
      const answer: ContentTypeEntriesQuery = await backend.client(ContentTypeEntriesDocument, {
        name,
        first: PAGE,
        after,
        withNodes: true,
      });
      const connection = answer.contentType?.contentNodes;
      nodes.push(...(connection?.nodes ?? []).map((node) => ({ ...node, seo: null })));
      if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
      after = connection.pageInfo.endCursor;
    }
  }
  return nodes;
}

/** Every published post, page, category, tag and author: the connections paged side by side. */
export async function fetchSiteListing(backend: Backend): Promise<SiteListing> {
  const nodes = byKey<ListedNode[]>(() => []);
  const after = byKey<string | null>(() => null);
  const open = new Set<Key>(KEYS);
  for (let request = 0; open.size > 0; request += 1) {
    if (request >= MAX_REQUESTS) throw new Error('sitemap listing: too many pages');
    const answer = await backend.client(SitemapEntriesDocument, {
      first: PAGE,
      postsAfter: after.posts,
      pagesAfter: after.pages,
      categoriesAfter: after.categories,
      tagsAfter: after.tags,
      usersAfter: after.users,
      withPosts: open.has('posts'),
      withPages: open.has('pages'),
      withCategories: open.has('categories'),
      withTags: open.has('tags'),
      withUsers: open.has('users'),
    });
    for (const key of [...open]) {
      const connection = answer[key];
      nodes[key].push(...(connection?.nodes ?? []));
      const { hasNextPage, endCursor } = connection?.pageInfo ?? { hasNextPage: false };
      // A next page without a cursor would ask for the first page again, forever.
      if (hasNextPage && endCursor) after[key] = endCursor;
      else open.delete(key);
    }
  }
  // Whether the site is public shows through its content; tags and authors follow it anyway.
  const all = [...nodes.posts, ...nodes.pages, ...nodes.categories];
  return {
    entries: {
      post: reshapeSitemapEntries(nodes.posts),
      page: reshapeSitemapEntries(nodes.pages),
      category: reshapeSitemapEntries(nodes.categories),
      tag: reshapeSitemapEntries(nodes.tags),
      author: reshapeSitemapEntries(nodes.users),
      entry: reshapeSitemapEntries(await customTypeEntries(backend)),
    },
    allNoindex: all.length > 0 && all.every(isNoindex),
  };
}

type CachedListing = { at: number; listing: Promise<SiteListing> };

/**
 * Kept on globalThis: Next bundles each API route on its own, and the revalidation route must
 * clear the very cache the sitemap and robots.txt routes read.
 */
const holder = processWideSlot<CachedListing>('sitemap.listing');

/**
 * The listing, shared for REVALIDATE_SECONDS by the index, its children and robots.txt: a crawler
 * reading them all in a row costs WordPress one listing. A failed listing is not kept.
 */
export function getSiteListing(backend: Backend = defaultBackend()): Promise<SiteListing> {
  const now = backend.now();
  const cached = holder.value;
  if (cached && now - cached.at < backend.env.revalidateSeconds * 1000) return cached.listing;
  const listing = fetchSiteListing(backend);
  const entry = { at: now, listing };
  holder.value = entry;
  listing.catch(() => {
    if (holder.value === entry) holder.value = undefined;
  });
  return listing;
}

/** On-demand revalidation: the next sitemap or robots.txt request reads WordPress anew. */
export function forgetSiteListing(): void {
  holder.value = undefined;
}
