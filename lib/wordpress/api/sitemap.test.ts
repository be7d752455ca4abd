import { describe, expect, it } from 'vitest';
import type { WordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import {
  ContentTypeEntriesDocument,
  type ContentTypeEntriesQueryVariables,
  PublicContentTypesDocument,
  type SitemapEntriesQuery,
  type SitemapEntriesQueryVariables,
} from '../generated/graphql';
import type { Backend } from './backend';
import { fetchSiteListing, forgetSiteListing, getSiteListing } from './sitemap';

interface FakeNode {
  uri: string;
  modifiedGmt: string;
  hasPassword: boolean;
  seo: { metaRobotsNoindex: string };
}

function nodes(prefix: string, count: number, noindexEvery = 0): FakeNode[] {
  return Array.from({ length: count }, (_, index) => ({
    uri: `/${prefix}-${index}/`,
    modifiedGmt: '2024-01-01T00:00:00',
    hasPassword: false,
    seo: {
      metaRobotsNoindex: noindexEvery && index % noindexEvery === 0 ? 'noindex' : 'index',
    },
  }));
}

function page(all: FakeNode[], after: string | null | undefined, first: number) {
  const start = after ? Number(after) : 0;
  const slice = all.slice(start, start + first);
  const end = start + slice.length;
  return {
    pageInfo: { hasNextPage: end < all.length, endCursor: slice.length ? String(end) : null },
    nodes: slice,
  };
}

type Connection = 'posts' | 'pages' | 'categories' | 'tags' | 'users';

/** A WPGraphQL stand-in that pages the connections with offset cursors and counts requests. */
function fakeBackend(
  given: Partial<Record<Connection, FakeNode[]>>,
  /** Public custom post types' entries, by type name. */
  custom: Record<string, FakeNode[]> = {},
) {
  const data = { posts: [], pages: [], categories: [], tags: [], users: [], ...given };
  const calls: SitemapEntriesQueryVariables[] = [];
  const client = (async (document: unknown, variables: SitemapEntriesQueryVariables) => {
    if (document === PublicContentTypesDocument) {
      const names = ['post', 'page', 'attachment', ...Object.keys(custom)];
      return { contentTypes: { nodes: names.map((name) => ({ name })) } };
    }
    if (document === ContentTypeEntriesDocument) {
      const { name, after, first } = variables as unknown as ContentTypeEntriesQueryVariables;
      return { contentType: { contentNodes: page(custom[String(name)] ?? [], after, first) } };
    }
    calls.push(variables);
    const answer: SitemapEntriesQuery = {};
    if (variables.withPosts) answer.posts = page(data.posts, variables.postsAfter, variables.first);
    if (variables.withPages) answer.pages = page(data.pages, variables.pagesAfter, variables.first);
    if (variables.withCategories)
      answer.categories = page(data.categories, variables.categoriesAfter, variables.first);
    if (variables.withTags) answer.tags = page(data.tags, variables.tagsAfter, variables.first);
    if (variables.withUsers) answer.users = page(data.users, variables.usersAfter, variables.first);
    return answer;
  }) as WordPressClient;
  const backend: Backend = { client, env: parseSiteEnv({}), now: () => 0 };
  return { backend, calls };
}

describe('the site listing', () => {
  it("lists every public custom post type's entries, past WPGraphQL's page of 100", async () => {
    const { backend } = fakeBackend({}, { book: nodes('books/book', 150), event: nodes('e', 1) });
    const listing = await fetchSiteListing(backend);
    expect(listing.entries.entry).toHaveLength(151);
    expect(listing.entries.entry[0]).toEqual({
      path: '/books/book-0/',
      modifiedGmt: '2024-01-01T00:00:00',
    });
  });

  it('pages the three connections together, 100 at a time, leaving finished ones out', async () => {
    const { backend, calls } = fakeBackend({
      posts: nodes('post', 250, 10),
      pages: nodes('page', 120),
      categories: nodes('cat', 5),
    });
    const listing = await fetchSiteListing(backend);
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => [c.withPosts, c.withPages, c.withCategories])).toEqual([
      [true, true, true],
      [true, true, false],
      [true, false, false],
    ]);
    expect(calls.map((c) => [c.withTags, c.withUsers])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(calls.every((c) => c.first === 100)).toBe(true);
    // Every tenth post is noindex: 25 of 250 left out.
    expect(listing.entries.post).toHaveLength(225);
    expect(listing.entries.post.some((e) => e.path === '/post-0/')).toBe(false);
    expect(listing.entries.page).toHaveLength(120);
    expect(listing.entries.category.map((e) => e.path)).toEqual(nodes('cat', 5).map((n) => n.uri));
    expect(listing.allNoindex).toBe(false);
  });

  it('reads "discourage search engines" from everything being noindex', async () => {
    const { backend } = fakeBackend({
      posts: nodes('post', 3, 1),
      pages: nodes('page', 2, 1),
      categories: nodes('cat', 1, 1),
    });
    const listing = await fetchSiteListing(backend);
    expect(listing.allNoindex).toBe(true);
    expect(listing.entries).toEqual({
      post: [],
      page: [],
      category: [],
      tag: [],
      author: [],
      entry: [],
    });
  });

  it('lists indexable tags and authors, paged beside the rest', async () => {
    const { backend, calls } = fakeBackend({
      posts: nodes('post', 3),
      tags: nodes('tag', 150, 50),
      users: nodes('author', 2),
    });
    const listing = await fetchSiteListing(backend);
    expect(calls.map((c) => c.tagsAfter ?? null)).toEqual([null, '100']);
    expect(listing.entries.tag).toHaveLength(147);
    expect(listing.entries.tag[0]?.path).toBe('/tag-1/');
    expect(listing.entries.author.map((e) => e.path)).toEqual(['/author-0/', '/author-1/']);
  });

  it('leaves out password-protected posts and pages, whose pages are noindex', async () => {
    const [open, locked] = nodes('post', 2);
    const [page] = nodes('page', 1);
    const { backend } = fakeBackend({
      posts: [open!, { ...locked!, hasPassword: true }],
      pages: [{ ...page!, hasPassword: true }],
    });
    const listing = await fetchSiteListing(backend);
    expect(listing.entries.post.map((e) => e.path)).toEqual(['/post-0/']);
    expect(listing.entries.page).toEqual([]);
  });

  it('does not call an empty site discouraged', async () => {
    const { backend, calls } = fakeBackend({});
    expect((await fetchSiteListing(backend)).allNoindex).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe('the shared listing', () => {
  it('is kept for REVALIDATE_SECONDS, and read anew once revalidation forgets it', async () => {
    forgetSiteListing();
    const { backend, calls } = fakeBackend({ posts: nodes('post', 1) });
    await getSiteListing(backend);
    await getSiteListing(backend);
    expect(calls).toHaveLength(1);
    forgetSiteListing();
    expect((await getSiteListing(backend)).entries.post).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });
});
