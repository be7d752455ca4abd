import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../tests/schemas/validate-xml';
import {
  SITEMAP_PAGE_SIZE,
  type SitemapEntries,
  type SitemapEntry,
  buildSitemapIndex,
  buildUrlset,
  parseChildSitemapName,
  w3cDatetime,
} from './sitemap-xml';
import { type XmlElement, childrenNamed, only, parseXml } from './test-xml-tree';

const SITE = 'https://news.example.com';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C datetime, complete date plus time and zone, as sitemaps.org asks. */
const W3C = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

function posts(count: number): SitemapEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    path: `/post-${index + 1}/`,
    modifiedGmt: `2024-01-${String((index % 28) + 1).padStart(2, '0')}T10:00:00`,
  }));
}

/** sitemaps.org's structure: the root, its children, each with one absolute <loc>. */
function checkStructure(root: XmlElement, rootName: string, childName: string): XmlElement[] {
  expect(root.name).toBe(rootName);
  expect(root.uri).toBe(NS);
  expect(root.children.every((child) => child.name === childName)).toBe(true);
  for (const child of root.children) {
    expect(child.children.every((el) => el.name === 'loc' || el.name === 'lastmod')).toBe(true);
    const loc = only(child, 'loc').text;
    expect(loc.startsWith(`${SITE}/`)).toBe(true);
    expect(loc.length).toBeLessThanOrEqual(2048);
    for (const lastmod of childrenNamed(child, 'lastmod')) expect(lastmod.text).toMatch(W3C);
  }
  return root.children;
}

const NONE: SitemapEntries = {
  post: [],
  page: [],
  category: [],
  tag: [],
  author: [],
  entry: [],
};

describe('sitemaps', () => {
  const entries: SitemapEntries = {
    post: posts(2500),
    page: posts(3),
    category: [],
    tag: posts(2),
    author: [],
    entry: [],
  };

  it('indexes one child per 1,000 entries of each type, leaving out empty types', async () => {
    const xml = buildSitemapIndex(SITE, entries);
    expect(await schemaErrors(xml, 'siteindex')).toEqual([]);
    const root = parseXml(xml);
    const locs = checkStructure(root, 'sitemapindex', 'sitemap').map((s) => only(s, 'loc').text);
    expect(locs).toEqual([
      `${SITE}/sitemaps/post-1.xml`,
      `${SITE}/sitemaps/post-2.xml`,
      `${SITE}/sitemaps/post-3.xml`,
      `${SITE}/sitemaps/page-1.xml`,
      `${SITE}/sitemaps/tag-1.xml`,
    ]);
  });

  it('splits 2,500 entries into pages of 1,000, 1,000 and 500, and no fourth', async () => {
    const pages = [1, 2, 3].map((page) => buildUrlset(SITE, entries.post, page) ?? '');
    for (const xml of pages) expect(await schemaErrors(xml, 'sitemap')).toEqual([]);
    const sizes = pages.map((xml) => checkStructure(parseXml(xml), 'urlset', 'url').length);
    expect(sizes).toEqual([SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE, 500]);
    expect(buildUrlset(SITE, entries.post, 4)).toBeNull();
    expect(buildUrlset(SITE, entries.post, 0)).toBeNull();
    const second = parseXml(buildUrlset(SITE, entries.post, 2) ?? '');
    expect(only(second.children[0] as XmlElement, 'loc').text).toBe(`${SITE}/post-1001/`);
  });

  it('escapes hostile paths so the document stays well-formed and each <loc> a URI', async () => {
    const hostile = [
      { path: '/a&b/<script>alert(\'x\')</script>/"q"/', modifiedGmt: null },
      { path: '/bell\u0007/]]>/', modifiedGmt: null },
      { path: '/über uns/', modifiedGmt: null },
    ];
    const xml = buildUrlset(SITE, hostile, 1) ?? '';
    expect(xml).not.toContain('<script>');
    // The schema's anyURI <loc> turned down the raw `]` before paths were percent-encoded.
    expect(await schemaErrors(xml, 'sitemap')).toEqual([]);
    const locs = parseXml(xml).children.map((url) => only(url, 'loc').text);
    expect(locs).toEqual([
      `${SITE}/a&b/%3Cscript%3Ealert('x')%3C/script%3E/%22q%22/`,
      `${SITE}/bell%07/%5D%5D%3E/`,
      `${SITE}/%C3%BCber%20uns/`,
    ]);
  });

  it('is checked by a validator that turns down broken sitemaps', async () => {
    const urlset = buildUrlset(SITE, posts(2), 1) ?? '';
    // lastmod in WordPress's own format rather than a W3C datetime.
    const badDate = urlset.replace('2024-01-01T10:00:00+00:00', '2024-01-01 10:00:00');
    expect(await schemaErrors(badDate, 'sitemap')).toEqual([
      expect.stringContaining("'2024-01-01 10:00:00' is not a valid value"),
    ]);
    // An index whose entries are <url>s, as a child sitemap's are.
    const index = buildSitemapIndex(SITE, { ...NONE, post: posts(2) });
    expect(await schemaErrors(index.replaceAll('sitemap>', 'url>'), 'siteindex')).not.toEqual([]);
    // A child sitemap given where the index belongs, and a document cut short.
    expect(await schemaErrors(urlset, 'siteindex')).not.toEqual([]);
    expect(await schemaErrors(urlset.slice(0, -12), 'sitemap')).not.toEqual([]);
  });

  it('gives lastmod as a W3C datetime in UTC, and none for dates WordPress leaves empty', () => {
    expect(w3cDatetime('2024-05-01T10:20:30')).toBe('2024-05-01T10:20:30+00:00');
    expect(w3cDatetime('0000-00-00T00:00:00')).toBeNull();
    expect(w3cDatetime(null)).toBeNull();
    expect(w3cDatetime('yesterday')).toBeNull();
    const root = parseXml(buildUrlset(SITE, [{ path: '/x/', modifiedGmt: null }], 1) ?? '');
    expect(childrenNamed(root.children[0] as XmlElement, 'lastmod')).toEqual([]);
  });

  it('gives the index lastmod of the newest entry of each child', async () => {
    const xml = buildSitemapIndex(SITE, { ...NONE, post: posts(30) });
    expect(await schemaErrors(xml, 'siteindex')).toEqual([]);
    const root = parseXml(xml);
    expect(only(root.children[0] as XmlElement, 'lastmod').text).toBe('2024-01-28T10:00:00+00:00');
  });

  it('reads child names strictly', () => {
    expect(parseChildSitemapName('post-2')).toEqual({ type: 'post', page: 2 });
    expect(parseChildSitemapName('category-1')).toEqual({ type: 'category', page: 1 });
    expect(parseChildSitemapName('tag-3')).toEqual({ type: 'tag', page: 3 });
    expect(parseChildSitemapName('author-1')).toEqual({ type: 'author', page: 1 });
    for (const bad of ['post-0', 'post-01', 'user-1', 'post-1.xml', 'post-', '../post-1']) {
      expect(parseChildSitemapName(bad)).toBeNull();
    }
  });
});
