import type { SitemapEntry } from '../../sitemap/sitemap-xml';

interface SeoNode {
  uri: string | null;
  modifiedGmt?: string | null;
  /** Posts and pages: their pages are noindex (the content is not public), whatever Yoast says. */
  hasPassword?: boolean | null;
  seo: { metaRobotsNoindex: string | null } | null;
}

/** Yoast's verdict; a node without SEO data (Yoast inactive) counts as indexable. */
export function isNoindex(node: SeoNode): boolean {
  return node.seo?.metaRobotsNoindex === 'noindex';
}

/** The nodes a sitemap lists: indexable, not password-protected, with an address on this site. */
export function reshapeSitemapEntries(nodes: SeoNode[]): SitemapEntry[] {
  return nodes
    .filter(
      (node) =>
        !isNoindex(node) &&
        !node.hasPassword &&
        typeof node.uri === 'string' &&
        node.uri.startsWith('/'),
    )
    .map((node) => ({ path: node.uri as string, modifiedGmt: node.modifiedGmt ?? null }));
}
