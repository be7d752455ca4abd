import {
  AuthorFeedPostsDocument,
  CategoryFeedPostsDocument,
  ContentNodeByUriDocument,
  FeedPostsDocument,
  HomeRouteDocument,
  LayoutDocument,
  PostListDocument,
  RevalidationNodeByUriDocument,
  SeoRedirectsDocument,
  SitemapEntriesDocument,
  SiteIconDocument,
  TagFeedPostsDocument,
} from '../../../lib/wordpress/generated/graphql';
import type { CorpusEntry } from '../corpus';

/**
 * A smaller corpus for an imported export: the site's own operations (queries/*.graphql, as the
 * site sends them for each kind of page) and the queries a developer writes first, with values
 * drawn from the content (the first posts, pages, terms, authors of whatever the export holds).
 */
export interface WxrSample {
  postIds: number[];
  pageIds: number[];
  uris: { kind: string; uri: string }[];
  categorySlug?: string;
  tagSlug?: string;
  authorSlug?: string;
  searchWord?: string;
  /** The first post's title: a search of several words (relevance order) or of kana. */
  searchTitle?: string;
  postCursor?: string;
}

const SAMPLE_QUERY = `{
  posts(first: 11) { edges { cursor node { databaseId uri title } } }
  pages(first: 3) { nodes { databaseId uri } }
  categories(first: 2, where: { hideEmpty: true }) { nodes { slug uri } }
  tags(first: 2, where: { hideEmpty: true }) { nodes { slug uri } }
  users(first: 1) { nodes { slug uri } }
  mediaItems(first: 1) { nodes { uri } }
}`;

interface Row {
  [key: string]: unknown;
}

export async function readWxrSample(wordpressUrl: string): Promise<WxrSample> {
  const response = await fetch(`${wordpressUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: SAMPLE_QUERY }),
  });
  const { data, errors } = (await response.json()) as {
    data: Record<string, Row>;
    errors?: unknown;
  };
  if (errors) throw new Error(`sample query failed: ${JSON.stringify(errors)}`);
  const nodes = (key: string): Row[] => (data[key]!.nodes ?? []) as Row[];
  const postEdges = data.posts!.edges as Row[];
  const posts = postEdges.map((edge) => edge.node as Row);
  const uris = (kind: string, rows: Row[]) => rows.map((row) => ({ kind, uri: row.uri as string }));
  const firstTitleWord = String(posts[0]?.title ?? '')
    .split(/\s+/)
    .find((word) => word.length > 3);
  return {
    postIds: posts.slice(0, 3).map((post) => post.databaseId as number),
    pageIds: nodes('pages').map((page) => page.databaseId as number),
    uris: [
      ...uris('post', posts.slice(0, 2)),
      ...uris('page', nodes('pages').slice(0, 2)),
      ...uris('category', nodes('categories')),
      ...uris('tag', nodes('tags')),
      ...uris('author', nodes('users')),
      ...uris('media', nodes('mediaItems')),
    ],
    categorySlug: nodes('categories')[0]?.slug as string | undefined,
    tagSlug: nodes('tags')[0]?.slug as string | undefined,
    authorSlug: nodes('users')[0]?.slug as string | undefined,
    searchWord: firstTitleWord,
    searchTitle: posts[0]?.title as string | undefined,
    postCursor: postEdges[9]?.cursor as string | undefined,
  };
}

const NODE_FIELDS = `__typename id uri
  ... on ContentNode { databaseId date slug }
  ... on Post { title content excerpt author { node { name } } categories { nodes { name } } tags { nodes { name } } }
  ... on Page { title content parentDatabaseId menuOrder }
  ... on MediaItem { title altText caption mimeType mediaDetails { width height } }
  ... on TermNode { name slug count description }
  ... on User { name slug description }`;

function developerQueries(sample: WxrSample): Record<string, Omit<CorpusEntry, 'name' | 'group'>> {
  const queries: Record<string, Omit<CorpusEntry, 'name' | 'group'>> = {
    settings: {
      query: `{ generalSettings { title description language dateFormat timeFormat } readingSettings { postsPerPage showOnFront } }`,
    },
    latest_posts: {
      query: `{ posts(first: 10) { nodes { databaseId title slug uri date modified excerpt isSticky commentCount author { node { name slug uri } } categories { nodes { name slug uri } } tags { nodes { name slug } } featuredImage { node { altText mediaDetails { width height } } } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`,
    },
    posts_offset_page_2: {
      query: `{ posts(where: { offsetPagination: { offset: 10, size: 10 } }) { nodes { title } pageInfo { offsetPagination { total hasMore hasPrevious } } } }`,
    },
    pages_tree: {
      query: `{ pages(first: 100) { nodes { databaseId title uri parentDatabaseId menuOrder } } }`,
    },
    categories_all: {
      query: `{ categories(first: 100) { nodes { databaseId name slug count uri parentDatabaseId description } } }`,
    },
    tag_cloud: {
      query: `{ tags(first: 100, where: { orderby: COUNT, order: DESC }) { nodes { name slug count } } }`,
    },
    authors: { query: `{ users(first: 100) { nodes { name slug uri description } } }` },
    menus_and_items: {
      query: `{ menus { nodes { name slug locations count menuItems(first: 100) { nodes { label uri parentDatabaseId order target cssClasses } } } } }`,
    },
    header_menu: {
      query: `{ menuItems(first: 100, where: { location: HEADER_MENU }) { nodes { label uri parentDatabaseId } } }`,
    },
    media_library: {
      query: `{ mediaItems(first: 20) { nodes { databaseId title slug mimeType altText uri parentDatabaseId } } }`,
    },
    content_nodes: {
      query: `{ contentNodes(first: 20) { nodes { __typename uri ... on NodeWithTitle { title } } } }`,
    },
  };
  sample.postIds.forEach((id, index) => {
    queries[`post_${index + 1}`] = {
      query: `query ($id: ID!) { post(id: $id, idType: DATABASE_ID) { ${NODE_FIELDS} commentStatus } }`,
      variables: { id },
    };
  });
  sample.pageIds.forEach((id, index) => {
    queries[`page_${index + 1}`] = {
      query: `query ($id: ID!) { page(id: $id, idType: DATABASE_ID) { ${NODE_FIELDS} } }`,
      variables: { id },
    };
  });
  sample.uris.forEach(({ kind, uri }, index) => {
    queries[`node_by_uri_${kind}_${index + 1}`] = {
      query: `query ($uri: String!) { nodeByUri(uri: $uri) { ${NODE_FIELDS} } }`,
      variables: { uri },
    };
  });
  if (sample.searchWord)
    queries.search = {
      query: `query ($search: String) { posts(first: 10, where: { search: $search }) { nodes { title } } }`,
      variables: { search: sample.searchWord },
    };
  // MariaDB's collation: case and kana script do not count.
  const searches: Record<string, string | undefined> = {
    search_title: sample.searchTitle,
    search_upper_case: sample.searchWord?.toUpperCase(),
    search_hiragana: sample.searchTitle?.replace(/[\u30A1-\u30F6]/g, (c) =>
      String.fromCharCode(c.charCodeAt(0) - 0x60),
    ),
  };
  for (const [name, search] of Object.entries(searches)) {
    if (!search) continue;
    queries[name] = {
      query: `query ($search: String) { posts(first: 10, where: { search: $search }) { nodes { databaseId title } } }`,
      variables: { search },
    };
  }
  if (sample.postCursor)
    queries.posts_after_cursor = {
      query: `query ($after: String) { posts(first: 5, after: $after) { nodes { title } pageInfo { hasNextPage } } }`,
      variables: { after: sample.postCursor },
    };
  if (sample.categorySlug)
    queries.category_posts = {
      query: `query ($slug: String) { posts(first: 10, where: { categoryName: $slug }) { nodes { title } } }`,
      variables: { slug: sample.categorySlug },
    };
  return queries;
}

/** The site's own operations, with the variables it sends for the sample's pages. */
function siteOperations(sample: WxrSample): Record<string, Omit<CorpusEntry, 'name' | 'group'>> {
  const operations: Record<string, Omit<CorpusEntry, 'name' | 'group'>> = {
    Layout: { query: String(LayoutDocument) },
    SiteIcon: { query: String(SiteIconDocument) },
    HomeRoute: { query: String(HomeRouteDocument) },
    SeoRedirects: { query: String(SeoRedirectsDocument) },
    FeedPosts: { query: String(FeedPostsDocument), variables: { first: 10 } },
    PostList: { query: String(PostListDocument), variables: { where: {}, withLayout: false } },
    SitemapEntries: {
      query: String(SitemapEntriesDocument),
      variables: {
        first: 100,
        withPosts: true,
        withPages: true,
        withCategories: true,
        withTags: true,
        withUsers: true,
      },
    },
  };
  const feeds = [
    ['CategoryFeedPosts', CategoryFeedPostsDocument, sample.categorySlug],
    ['TagFeedPosts', TagFeedPostsDocument, sample.tagSlug],
    ['AuthorFeedPosts', AuthorFeedPostsDocument, sample.authorSlug],
  ] as const;
  for (const [name, document, slug] of feeds) {
    if (slug) operations[name] = { query: String(document), variables: { first: 10, slug } };
  }
  sample.uris.forEach(({ kind, uri }, index) => {
    operations[`ContentNodeByUri_${kind}_${index + 1}`] = {
      query: String(ContentNodeByUriDocument),
      variables: { uri },
    };
    operations[`RevalidationNodeByUri_${kind}_${index + 1}`] = {
      query: String(RevalidationNodeByUriDocument),
      variables: { uri },
    };
  });
  return operations;
}

export function wxrCorpus(site: string, sample: WxrSample): CorpusEntry[] {
  const entries = (group: string, queries: Record<string, Omit<CorpusEntry, 'name' | 'group'>>) =>
    Object.entries(queries).map(([name, entry]) => ({
      name: `${site}:${group}_${name}`,
      group,
      ...entry,
    }));
  return [
    ...entries('developer', developerQueries(sample)),
    ...entries('site', siteOperations(sample)),
  ];
}
