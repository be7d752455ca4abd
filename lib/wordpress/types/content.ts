/**
 * The site's own types for content (posts, pages, listings, SEO). The seam builds them from
 * WPGraphQL answers; components never see GraphQL shapes. HTML strings are sanitised on the server.
 */
import type { JsonLdNode } from './json-ld';
import type { Image } from './layout';

/** One step of Yoast's breadcrumb trail; `url` a site path (or absolute elsewhere), null if none. */
export interface Breadcrumb {
  text: string;
  url: string | null;
}

export interface SeoData {
  title: string | null;
  description: string | null;
  noindex: boolean;
  nofollow: boolean;
  /** Yoast's canonical as a site path when it is on the site, an absolute URL when it is not. */
  canonical: string | null;
  focusKeyword: string | null;
  openGraph: {
    title: string | null;
    description: string | null;
    type: string | null;
    image: Image | null;
    publishedTime: string | null;
    modifiedTime: string | null;
  };
  twitter: {
    card: string | null;
    title: string | null;
    description: string | null;
    image: Image | null;
  };
  breadcrumbs: Breadcrumb[];
  /** Yoast's schema graph with its addresses on this site's origin; null when Yoast has none. */
  schema: JsonLdNode[] | null;
}

export interface PostData {
  id: number;
  /** The title, or the part of the SEO title before `|` when the post has none. */
  title: string;
  /** WordPress's local date-time, `YYYY-MM-DDTHH:mm:ss`. */
  date: string | null;
  /**
   * The date as the page shows it in its locale ('JAN 05, 2026'), written on the server with the
   * page's props (lib/i18n/date-labels.ts); absent, it is formatted where it is shown (previews).
   */
  dateLabel?: string | null;
  /** Publication and last change in ISO 8601 with the zone (`…+00:00`), for structured data. */
  publishedAt: string | null;
  modifiedAt: string | null;
  authorName: string | null;
  uri: string;
  /** From the URI: see categoryLabelFromUri; null when the path has no category part. */
  categoryLabel: string | null;
  contentHtml: string;
  /** WordPress's stylesheets for the blocks the content holds (lib/block-styles/). */
  blockSheets: string[];
  /** The rules WordPress generated for the content's own layout and link-colour classes. */
  blockCss: string;
  /** WordPress withholds the content of a password-protected post from visitors. */
  passwordProtected: boolean;
  featuredImage: Image | null;
  stickyHeader: boolean;
}

export interface PostCardData {
  id: number;
  title: string;
  date: string | null;
  /**
   * The date as the page shows it in its locale ('JAN 05, 2026'), written on the server with the
   * page's props (lib/i18n/date-labels.ts); absent, it is formatted where it is shown (previews).
   */
  dateLabel?: string | null;
  uri: string;
  categoryName: string | null;
  /** Null when the post has no excerpt (the card shows its fallback text). */
  excerptHtml: string | null;
}

/** Offset pagination as WPGraphQL reports it, in pages. */
export interface PaginationData {
  /** Zero-based page index (the `offset` of the `q` parameter). */
  offset: number;
  pageCount: number;
  hasMore: boolean;
  hasPrevious: boolean;
}

export interface PostListData {
  posts: PostCardData[];
  pagination: PaginationData;
}

/**
 * A list of posts with a banner: a category, tag or author archive, a search, or the latest
 * posts (the posts page).
 */
export interface ListingData {
  mode: 'category' | 'tag' | 'author' | 'search' | 'latest';
  /** The archive's name, the search term, or the site's name. */
  title: string;
  descriptionHtml: string | null;
  list: PostListData;
  /** The listing's first page; pagination adds `?q=`. */
  basePath: string;
}

/**
 * What WordPress has at a path, as Faust's template hierarchy reads it: the fields of Faust's
 * seed node (same names, so Faust's own function takes it), absent when WordPress has no value.
 */
export interface SeedNode {
  __typename: string;
  databaseId?: string;
  /** A content type's name, or a user's nicename. */
  name?: string;
  userId?: number;
  isFrontPage?: boolean;
  isPostsPage?: boolean;
  isTermNode?: boolean;
  isContentNode?: boolean;
  slug?: string;
  taxonomyName?: string;
  contentType?: { node: { name: string } };
  template?: { templateName: string };
}
