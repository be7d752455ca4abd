import { describe, expect, it } from 'vitest';
import { SITE_DOCUMENT_ROUTE } from '../site-documents/document-paths';
import { PAGED_ROUTE } from '../wordpress/config/next-site-config';
import { askedForDirectly } from './internal-route';

/** `req.url` as a route gets it: the client's address, its locale and page-data prefix taken off. */
describe('askedForDirectly', () => {
  it('knows the paged route asked for by its own address, however it is spelled', () => {
    for (const url of [
      '/~paged/',
      '/~paged',
      '/~paged/about/',
      '/~paged/status/?q=2',
      '/~paged/about', // page data: /_next/data/<build>/en-US/~paged/about.json
      '/%7Epaged/about/',
      '/%7epaged/',
      '/~PAGED/about/',
      '/news/../~paged/about/',
      '//~paged/about/',
    ])
      expect(askedForDirectly(url, PAGED_ROUTE), url).toBe(true);
  });

  it('lets through the addresses the rewrite sends there', () => {
    for (const url of [
      '/category/news/?q=eyJvZmZzZXQiOjF9',
      '/?q=2',
      '/about/?q=~paged',
      '/category/news', // page data: /_next/data/<build>/en-US/category/news.json?q=…
      '/~pagedx/?q=2',
      '/%E0%A4%A/?q=2',
      undefined,
    ])
      expect(askedForDirectly(url, PAGED_ROUTE), String(url)).toBe(false);
  });

  it('knows the site documents route asked for by its own address, not the documents', () => {
    for (const url of [
      '/api/site-document/?path=robots.txt',
      '/api/site-document',
      '/API/Site-Document/?path=feed.xml',
    ])
      expect(askedForDirectly(url, SITE_DOCUMENT_ROUTE), url).toBe(true);
    for (const url of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/post-1.xml',
      '/category/news/feed.xml',
      '/feed.xml?path=robots.txt',
      '/favicon.ico',
      '/api/site-documents/',
    ])
      expect(askedForDirectly(url, SITE_DOCUMENT_ROUTE), url).toBe(false);
  });
});
