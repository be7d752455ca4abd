// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SeoHead } from '../seo/SeoHead';
import { browserHead } from '../../tests/support/head-markup';
import type { RouteData } from '../wordpress/api';
import type { PostData, SeoData } from '../wordpress/types/content';
import type { JsonLdGraph, JsonLdNode } from '../wordpress/types/json-ld';
import { layoutFixture } from '@/components/layout/test/layoutFixture';
import { contentPageProps } from './content-page-props';

const seo: SeoData = {
  title: null,
  description: 'About the launch.',
  noindex: false,
  nofollow: false,
  canonical: null,
  focusKeyword: null,
  openGraph: {
    title: null,
    description: null,
    type: null,
    image: null,
    publishedTime: null,
    modifiedTime: null,
  },
  twitter: { card: null, title: null, description: null, image: null },
  breadcrumbs: [
    { text: 'Home', url: '/' },
    { text: 'Launch', url: '/launch/' },
  ],
  schema: null,
};

const post: PostData = {
  id: 1,
  title: 'Launch',
  date: '2026-01-05T10:00:00',
  publishedAt: '2026-01-05T09:00:00+00:00',
  modifiedAt: '2026-01-06T09:00:00+00:00',
  authorName: 'Ana',
  uri: '/launch/',
  categoryLabel: null,
  contentHtml: '',
  blockSheets: [],
  blockCss: '',
  passwordProtected: false,
  featuredImage: null,
  stickyHeader: false,
};

/** The JSON-LD scripts of the page's <head> as a browser parses it. */
function jsonLdScripts(route: RouteData['route']) {
  const props = contentPageProps(
    { layout: layoutFixture, route },
    '/launch/',
    0,
    'https://www.example.com',
  );
  const head = browserHead(<SeoHead meta={props!.meta} jsonLd={props!.jsonLd} />);
  const document = new DOMParser().parseFromString(
    `<!doctype html><head>${head}</head><body></body>`,
    'text/html',
  );
  return { document, scripts: [...document.querySelectorAll('script')] };
}

function graphOf(script: HTMLScriptElement): JsonLdNode[] {
  return (JSON.parse(script.textContent ?? '') as JsonLdGraph)['@graph'];
}

describe("a post page's structured data", () => {
  it('is one JSON-LD script with the Article, its breadcrumbs, the WebSite and Organization', () => {
    const { scripts } = jsonLdScripts({ kind: 'post', post, seo });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    const types = graphOf(scripts[0]!).map((node) => node['@type']);
    expect(types).toEqual(['WebPage', 'Article', 'BreadcrumbList', 'WebSite', 'Organization']);
    const article = graphOf(scripts[0]!).find((node) => node['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: 'Launch',
      dateModified: '2026-01-06T09:00:00+00:00',
      mainEntityOfPage: { '@id': 'https://www.example.com/launch/' },
    });
  });

  it('keeps a title containing </script> inside the JSON', () => {
    const title = '</script><script>window.pwned = 1</script><!-- \u2028';
    const { document, scripts } = jsonLdScripts({
      kind: 'post',
      post: { ...post, title },
      seo: { ...seo, breadcrumbs: [{ text: title, url: null }] },
    });
    expect(scripts).toHaveLength(1);
    expect(document.querySelectorAll('head > *:not(meta):not(link):not(title)')).toHaveLength(1);
    const graph = graphOf(scripts[0]!);
    expect(graph.find((node) => node['@type'] === 'Article')?.headline).toBe(title);
  });

  it("uses Yoast's graph when WordPress gives one", () => {
    const yoast: JsonLdNode[] = [
      { '@type': 'Article', headline: 'From Yoast', datePublished: '2026-01-05T09:00:00+00:00' },
    ];
    const { scripts } = jsonLdScripts({ kind: 'post', post, seo: { ...seo, schema: yoast } });
    const graph = graphOf(scripts[0]!);
    expect(graph[0]).toMatchObject({ headline: 'From Yoast', author: { name: 'Ana' } });
  });
});
