/**
 * The site's documents that are not pages: robots.txt, the sitemaps, the feeds and the icon. One
 * rewrite sends all of them to one API route (pages/api/site-document.ts), which answers each.
 *
 * One rule, not one per document: Next's page handler compiles every rewrite's source again on
 * every page view to see whether it applies (server/server-utils.js, handleRewrites), so each
 * rule costs every visitor; nine of them were about 7 % of a cached page's server time.
 */

/** A document's address (without the leading slash), as a pattern without capturing groups. */
export const SITE_DOCUMENT_PATHS = {
  robots: 'robots\\.txt',
  sitemapIndex: 'sitemap\\.xml',
  /** `/sitemaps/{type}-{page}.xml`. */
  sitemap: 'sitemaps/[^/]+\\.xml',
  feed: 'feed\\.xml',
  /** `/category/{path}/feed.xml` (a child category nests under its parents), tag and author. */
  archiveFeed: '(?:category|tag|author)/.+/feed\\.xml',
  favicon: 'favicon\\.ico',
} as const;

export type SiteDocumentKind = keyof typeof SITE_DOCUMENT_PATHS;

/** Where the rewrite sends them, with the document's address in `path`. */
export const SITE_DOCUMENT_ROUTE = '/api/site-document/';

const KINDS = Object.keys(SITE_DOCUMENT_PATHS) as SiteDocumentKind[];
const MATCHERS = KINDS.map((kind) => ({
  kind,
  pattern: new RegExp(`^(?:${SITE_DOCUMENT_PATHS[kind]})$`),
}));

/** Which document `path` (as the rewrite passes it, no leading slash) is, or null. */
export function siteDocumentKind(path: string): SiteDocumentKind | null {
  return MATCHERS.find(({ pattern }) => pattern.test(path))?.kind ?? null;
}

/**
 * The rewrite, before the files (the optional catch-all page would otherwise take these
 * addresses). Without `locale: false`: locale-prefixed addresses reach the same documents, which
 * do not depend on the locale. Paths with a file extension get no trailing slash from
 * `trailingSlash: true`, so these addresses stay as written.
 */
export function siteDocumentRewrite() {
  return {
    source: `/:document(${KINDS.map((kind) => SITE_DOCUMENT_PATHS[kind]).join('|')})`,
    destination: `${SITE_DOCUMENT_ROUTE}?path=:document`,
  };
}
