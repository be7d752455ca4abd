import { describe, expect, it } from 'vitest';
import type { JsonLdNode } from '../../wordpress/types/json-ld';
import type { ArticleFacts, PageFacts } from './page-nodes';
import { buildStructuredData } from './structured-data';
import { nodeOfType, testSite } from './test/site';

const page: PageFacts = {
  url: 'https://www.example.com/launch/',
  name: 'Launch - Lavanda',
  description: 'What launched.',
  type: 'WebPage',
};
const article: ArticleFacts = {
  headline: 'Launch',
  datePublished: '2026-01-05T09:00:00+00:00',
  dateModified: null,
  authorName: 'Ana',
  image: { url: 'https://cms.example.com/a.png', alt: 'A', width: 1200, height: 630 },
};
const crumbs = [
  { name: 'Home', url: 'https://www.example.com/' },
  { name: 'Launch', url: null },
];

function graphOf(input: Partial<Parameters<typeof buildStructuredData>[0]>): JsonLdNode[] {
  return buildStructuredData({ site: testSite, page, breadcrumbs: [], yoast: null, ...input })[
    '@graph'
  ];
}

describe('buildStructuredData without Yoast', () => {
  it('describes a post as an Article with what search engines require', () => {
    const graph = graphOf({ article, breadcrumbs: crumbs });
    expect(nodeOfType(graph, 'Article')).toEqual({
      '@type': 'Article',
      '@id': 'https://www.example.com/launch/#article',
      isPartOf: { '@id': page.url },
      mainEntityOfPage: { '@id': page.url },
      headline: 'Launch',
      datePublished: '2026-01-05T09:00:00+00:00',
      // Never changed: modified when published.
      dateModified: '2026-01-05T09:00:00+00:00',
      author: { '@type': 'Person', name: 'Ana' },
      publisher: { '@id': 'https://www.example.com/#organization' },
      image: {
        '@type': 'ImageObject',
        url: 'https://cms.example.com/a.png',
        contentUrl: 'https://cms.example.com/a.png',
        width: 1200,
        height: 630,
        caption: 'A',
      },
      inLanguage: 'en-US',
    });
  });

  it('leaves the image out when the post has none, and credits the publisher without an author', () => {
    const node = nodeOfType(
      graphOf({ article: { ...article, image: null, authorName: null } }),
      'Article',
    );
    expect(node).not.toHaveProperty('image');
    expect(node?.author).toEqual({ '@id': 'https://www.example.com/#organization' });
  });

  it('names the WebPage and its URL, and lists the breadcrumbs with position, name and item', () => {
    const graph = graphOf({ breadcrumbs: crumbs });
    expect(nodeOfType(graph, 'WebPage')).toMatchObject({
      url: page.url,
      name: 'Launch - Lavanda',
      breadcrumb: { '@id': `${page.url}#breadcrumb` },
    });
    expect(nodeOfType(graph, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Launch', item: page.url },
    ]);
    expect(nodeOfType(graph, 'Article')).toBeUndefined();
    expect(nodeOfType(graphOf({}), 'BreadcrumbList')).toBeUndefined();
  });

  it('has the Organization with its logo, and the WebSite searching at /search/{term}/', () => {
    const graph = graphOf({});
    expect(nodeOfType(graph, 'Organization')).toMatchObject({
      name: 'Lavanda Software',
      url: 'https://www.example.com/',
      logo: { '@type': 'ImageObject', url: 'https://cms.example.com/logo.png' },
    });
    expect(nodeOfType(graph, 'WebSite')).toMatchObject({
      url: 'https://www.example.com/',
      name: 'Lavanda',
      potentialAction: [
        {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: 'https://www.example.com/search/{search_term_string}/',
          },
          'query-input': 'required name=search_term_string',
        },
      ],
    });
  });

  it("falls back to the site's own logo file", () => {
    const site = { ...testSite, publisher: { name: '', logo: null } };
    const graph = buildStructuredData({ site, page, breadcrumbs: [], yoast: null })['@graph'];
    expect(nodeOfType(graph, 'Organization')).toMatchObject({
      name: 'Lavanda',
      logo: { url: 'https://www.example.com/img/logo.svg' },
    });
  });
});

describe("buildStructuredData with Yoast's graph", () => {
  const yoast: JsonLdNode[] = [
    {
      '@type': ['Article', 'NewsArticle'],
      '@id': 'https://www.example.com/launch/#article',
      headline: 'Launch (Yoast)',
      datePublished: '2026-01-05T09:00:00+00:00',
      author: { name: 'Ana', '@id': 'https://www.example.com/#/schema/person/1' },
      mainEntityOfPage: { '@id': page.url },
      publisher: { '@id': 'https://www.example.com/#organization' },
    },
    { '@type': 'WebPage', '@id': page.url, url: page.url, name: 'Yoast title' },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Launch' },
      ],
    },
    {
      '@type': 'WebSite',
      '@id': 'https://www.example.com/#website',
      url: 'https://www.example.com/',
      name: 'Lavanda',
      potentialAction: [
        {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.com/?s={q}' },
        },
        { '@type': 'ReadAction', target: ['https://www.example.com/'] },
      ],
    },
    { '@type': 'Person', '@id': 'https://www.example.com/#/schema/person/1', name: 'Ana' },
  ];

  it("keeps Yoast's values and nodes, completing them with what they lack", () => {
    const graph = graphOf({ article, breadcrumbs: crumbs, yoast });
    expect(nodeOfType(graph, 'NewsArticle')).toMatchObject({
      headline: 'Launch (Yoast)',
      author: { name: 'Ana' },
      dateModified: '2026-01-05T09:00:00+00:00',
      image: { url: 'https://cms.example.com/a.png' },
    });
    expect(nodeOfType(graph, 'WebPage')).toMatchObject({ name: 'Yoast title' });
    expect(nodeOfType(graph, 'Person')).toBeDefined();
    expect(graph.filter((node) => node['@type'] === 'WebPage')).toHaveLength(1);
    // Yoast had no Organization: the site's own is added.
    expect(nodeOfType(graph, 'Organization')).toMatchObject({ name: 'Lavanda Software' });
  });

  it('gives the last breadcrumb its item, and points the search at the /search route', () => {
    const graph = graphOf({ article, breadcrumbs: crumbs, yoast });
    expect(nodeOfType(graph, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Launch', item: page.url },
    ]);
    expect(nodeOfType(graph, 'WebSite')?.potentialAction).toEqual([
      { '@type': 'ReadAction', target: ['https://www.example.com/'] },
      {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://www.example.com/search/{search_term_string}/',
        },
        'query-input': 'required name=search_term_string',
      },
    ]);
  });
});
