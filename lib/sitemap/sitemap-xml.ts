import { escapeUriPath } from './uri-escape';
import { XML_DECLARATION, escapeXml } from './xml-escape';

/** sitemaps.org's limit is 50,000; 1,000 keeps each file quick to build and to fetch. */
export const SITEMAP_PAGE_SIZE = 1000;

/** `entry`: the entries of every public custom post type (books, events …). */
export const SITEMAP_TYPES = ['post', 'page', 'category', 'tag', 'author', 'entry'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export interface SitemapEntry {
  /** Site-relative path as WordPress gives it, e.g. `/hello-world/`. */
  path: string;
  /** UTC, as WPGraphQL's `modifiedGmt` (`2024-05-01T10:00:00`); null when unknown. */
  modifiedGmt: string | null;
}

export type SitemapEntries = Record<SitemapType, SitemapEntry[]>;

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * W3C datetime (sitemaps.org's lastmod format) of a WPGraphQL GMT date; null when it is not one
 * (WordPress writes 0000-00-00 00:00:00 for never-modified drafts).
 */
export function w3cDatetime(gmt: string | null): string | null {
  if (!gmt || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(gmt)) return null;
  const date = new Date(`${gmt}Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970) return null;
  return `${gmt}+00:00`;
}

export function pageCount(entries: SitemapEntry[]): number {
  return Math.ceil(entries.length / SITEMAP_PAGE_SIZE);
}

/** The child sitemap's path, e.g. `/sitemaps/post-1.xml` (1-based). */
export function childSitemapPath(type: SitemapType, page: number): string {
  return `/sitemaps/${type}-${page}.xml`;
}

/** `post-2` → { type: 'post', page: 2 }; null for anything else (the route answers 404). */
export function parseChildSitemapName(name: string): { type: SitemapType; page: number } | null {
  const match = /^(post|page|category|tag|author|entry)-([1-9]\d{0,5})$/.exec(name);
  if (!match) return null;
  return { type: match[1] as SitemapType, page: Number(match[2]) };
}

/** The page's URL, percent-encoded: sitemaps.org wants every <loc> a valid URI (RFC 3986). */
function absolute(siteUrl: string, path: string): string {
  return `${siteUrl}${escapeUriPath(path.startsWith('/') ? path : `/${path}`)}`;
}

/** The sitemap index: one child per 1,000 entries of each type; types without entries left out. */
export function buildSitemapIndex(siteUrl: string, entries: SitemapEntries): string {
  const sitemaps: string[] = [];
  for (const type of SITEMAP_TYPES) {
    const list = entries[type];
    for (let page = 1; page <= pageCount(list); page += 1) {
      const slice = list.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
      const lastmod = latest(slice);
      sitemaps.push(
        `<sitemap><loc>${escapeXml(absolute(siteUrl, childSitemapPath(type, page)))}</loc>` +
          (lastmod ? `<lastmod>${lastmod}</lastmod>` : '') +
          '</sitemap>',
      );
    }
  }
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

function latest(entries: SitemapEntry[]): string | null {
  let best: string | null = null;
  for (const entry of entries) {
    const value = w3cDatetime(entry.modifiedGmt);
    // Same fixed format throughout, so string order is time order.
    if (value && (!best || value > best)) best = value;
  }
  return best;
}

/** One child sitemap (1-based page); null when the page does not exist. */
export function buildUrlset(siteUrl: string, entries: SitemapEntry[], page: number): string | null {
  if (page < 1 || page > pageCount(entries)) return null;
  const slice = entries.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
  const urls = slice.map((entry) => {
    const lastmod = w3cDatetime(entry.modifiedGmt);
    return (
      `<url><loc>${escapeXml(absolute(siteUrl, entry.path))}</loc>` +
      (lastmod ? `<lastmod>${lastmod}</lastmod>` : '') +
      '</url>'
    );
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}
