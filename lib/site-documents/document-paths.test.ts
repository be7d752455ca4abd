import { getPathMatch } from '../next/path-match';
import { describe, expect, it } from 'vitest';
import { SITE_DOCUMENT_ROUTE, siteDocumentKind, siteDocumentRewrite } from './document-paths';

/** The rewrite's source as Next matches it (router-utils/filesystem.js). */
const rewrite = siteDocumentRewrite();
const match = getPathMatch(rewrite.source, { strict: true, removeUnnamedParams: true });

const DOCUMENTS = {
  '/robots.txt': 'robots',
  '/sitemap.xml': 'sitemapIndex',
  '/sitemaps/post-1.xml': 'sitemap',
  '/feed.xml': 'feed',
  '/category/news/feed.xml': 'archiveFeed',
  '/category/news/company/feed.xml': 'archiveFeed',
  '/tag/release/feed.xml': 'archiveFeed',
  '/author/ada/feed.xml': 'archiveFeed',
  '/favicon.ico': 'favicon',
} as const;

describe('siteDocumentRewrite', () => {
  it('sends every document to the one route, its address in `path`, and names its kind', () => {
    expect(rewrite.destination).toBe(`${SITE_DOCUMENT_ROUTE}?path=:document`);
    for (const [address, kind] of Object.entries(DOCUMENTS)) {
      const params = match(address);
      expect(params, address).toEqual({ document: address.slice(1) });
      expect(siteDocumentKind(address.slice(1)), address).toBe(kind);
    }
  });

  it('leaves pages, public files and look-alikes to the routes and files they are', () => {
    for (const address of [
      '/',
      '/about/',
      '/feed.xml/',
      '/news/feed.xml',
      '/category/feed.xml',
      '/sitemaps/post-1.xml/extra',
      '/img/favicon.ico',
      '/robots.txt.bak',
      '/sitemap.xml.gz',
    ]) {
      expect(match(address), address).toBe(false);
      expect(siteDocumentKind(address.slice(1)), address).toBeNull();
    }
  });
});
