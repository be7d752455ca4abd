import { describe, expect, it } from 'vitest';
import { renderHead, type HeadInput } from './head';
import { decodeUrl, encodePath, formatString, phpJsonEncode, strWordCount } from './php-text';
import { articleWordCount, isoGmt, readingTimeMinutes } from './post-seo';
import { replaceVars, separatorFor } from './replace-vars';
import { postRobots, termRobots } from './robots';
import { schemaGraph, type SchemaInput } from './schema-graph';
import { phpDate } from './vars';

describe('title templates', () => {
  const vars: Record<string, string> = {
    title: 'Hello',
    sitename: 'My Site',
    page: '',
    sitedesc: '',
  };
  const lookup = (name: string) => vars[name];

  it('renders Yoast variables with the separator', () => {
    expect(replaceVars('%%title%% %%page%% %%sep%% %%sitename%%', lookup, '-')).toBe(
      'Hello - My Site',
    );
    expect(replaceVars('%%sitename%% %%page%% %%sep%% %%sitedesc%%', lookup, '-')).toBe(
      'My Site -',
    );
  });

  it('drops unknown variables, collapses doubled separators and whitespace', () => {
    expect(replaceVars('%%name%%, Author at %%sitename%% %%page%%', lookup, '-')).toBe(
      ', Author at My Site',
    );
    expect(replaceVars('%%title%% %%sep%% %%unknown%% %%sep%% %%sitename%%', lookup, '|')).toBe(
      'Hello | My Site',
    );
    expect(replaceVars('No variables here ', lookup, '-')).toBe('No variables here');
  });

  it('maps separator settings to what Yoast stores', () => {
    expect(separatorFor('sc-dash')).toBe('-');
    expect(separatorFor('sc-ndash')).toBe('&ndash;');
    expect(separatorFor('sc-pipe')).toBe('|');
    expect(separatorFor(undefined)).toBe('-');
    expect(formatString(` A ${separatorFor('sc-ndash')} B `)).toBe('A – B');
  });

  it('formats dates as PHP date() does', () => {
    expect(phpDate('F j, Y', '2012-01-07 07:07:21')).toBe('January 7, 2012');
    expect(phpDate('D, jS M y g:i a', '2012-01-02 15:04:05')).toBe('Mon, 2nd Jan 12 3:04 pm');
  });
});

describe('robots', () => {
  const base = {
    noindexMeta: '',
    nofollowMeta: '',
    typeNoindex: false,
    isPrivate: false,
    blogPublic: true,
  };

  it('follows post meta, then type and status defaults', () => {
    expect(postRobots(base)).toEqual({ index: 'index', follow: 'follow' });
    expect(postRobots({ ...base, noindexMeta: '1', nofollowMeta: '1' })).toEqual({
      index: 'noindex',
      follow: 'nofollow',
    });
    expect(postRobots({ ...base, typeNoindex: true })).toMatchObject({ index: 'noindex' });
    expect(postRobots({ ...base, typeNoindex: true, noindexMeta: '2' })).toMatchObject({
      index: 'index',
    });
    expect(postRobots({ ...base, isPrivate: true })).toMatchObject({ index: 'noindex' });
    expect(postRobots({ ...base, noindexMeta: '2', blogPublic: false })).toMatchObject({
      index: 'noindex',
    });
  });

  it('follows term meta, then the taxonomy default', () => {
    const t = { noindexMeta: '', taxonomyNoindex: false, blogPublic: true };
    expect(termRobots(t).index).toBe('index');
    expect(termRobots({ ...t, noindexMeta: 'noindex' }).index).toBe('noindex');
    expect(termRobots({ ...t, taxonomyNoindex: true }).index).toBe('noindex');
    expect(termRobots({ ...t, taxonomyNoindex: true, noindexMeta: 'index' }).index).toBe('index');
  });
});

describe('PHP text semantics', () => {
  it('counts words as str_word_count() does', () => {
    expect(strWordCount("Don't stop-me now")).toBe(3);
    expect(strWordCount('WP 6.1 Font size')).toBe(3);
    expect(strWordCount('Ελληνικά and English')).toBe(2);
    expect(strWordCount('')).toBe(0);
  });

  it('estimates reading time and article word counts', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingTimeMinutes(`<p>${words(99)}</p>`)).toBe(0);
    expect(readingTimeMinutes(`<!-- wp:paragraph --><p>${words(100)}</p>`)).toBe(1);
    expect(articleWordCount('Two words', '<p>one</p><pre>not counted</pre>')).toBe(3);
  });

  it('encodes JSON as PHP json_encode does', () => {
    expect(phpJsonEncode({ u: 'http://x/é' }, { escapeSlashes: true })).toBe(
      '{"u":"http:\\/\\/x\\/\\u00e9"}',
    );
    expect(phpJsonEncode({ u: 'http://x/é' }, { escapeSlashes: false })).toBe(
      '{"u":"http://x/\\u00e9"}',
    );
  });

  it('keeps slugs percent-encoded in stored permalinks, decoded in canonicals', () => {
    expect(encodePath('http://x/greek/επίπεδο-2/')).toBe(
      'http://x/greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/',
    );
    expect(decodeUrl('http://x/greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/')).toBe(
      'http://x/greek/επίπεδο-2/',
    );
    expect(isoGmt('2012-01-07 14:07:21')).toBe('2012-01-07T14:07:21+00:00');
    expect(isoGmt('0000-00-00 00:00:00')).toBe('');
  });
});

const SCHEMA: SchemaInput = {
  siteUrl: 'http://x/',
  siteName: 'Site',
  siteDescription: '',
  language: 'en-US',
  canonical: 'http://x/a/',
  mainSchemaId: 'http://x/a/',
  pageType: ['WebPage'],
  name: 'A - Site',
  description: '',
  datePublished: '2012-01-07T14:07:21+00:00',
  breadcrumbs: [
    { text: 'Home', url: 'http://x/' },
    { text: 'A', url: 'http://x/a/' },
  ],
};

describe('schema graph', () => {
  it('links the breadcrumb trail, leaving the page itself unlinked', () => {
    const graph = schemaGraph(SCHEMA)['@graph'];
    expect(graph.map((n) => n['@type'])).toEqual(['WebPage', 'BreadcrumbList', 'WebSite']);
    expect(graph[1]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://x/' },
      { '@type': 'ListItem', position: 2, name: 'A' },
    ]);
    expect(graph[0]!.breadcrumb).toEqual({ '@id': 'http://x/a/#breadcrumb' });
  });

  it('drops a one-crumb trail and the WebPage reference to it', () => {
    const graph = schemaGraph({ ...SCHEMA, breadcrumbs: [{ text: 'A', url: 'http://x/a/' }] })[
      '@graph'
    ];
    expect(graph.map((n) => n['@type'])).toEqual(['WebPage', 'WebSite']);
    expect(graph[0]!.breadcrumb).toBeUndefined();
  });

  it('gives collection pages no read action and adds Organization and Person', () => {
    const graph = schemaGraph({
      ...SCHEMA,
      pageType: ['CollectionPage'],
      organization: {
        name: 'Org',
        logo: { url: 'http://x/l.png', width: 2, height: 1 },
        sameAs: [],
      },
      author: { id: 'http://x/#/schema/person/1', name: 'P', imageUrl: 'http://g/a' },
    })['@graph'];
    expect(graph[0]!.potentialAction).toBeUndefined();
    expect(graph.map((n) => n['@type'])).toEqual([
      'CollectionPage',
      'BreadcrumbList',
      'WebSite',
      'Organization',
      'Person',
    ]);
    expect(graph[2]!.publisher).toEqual({ '@id': 'http://x/#organization' });
  });
});

describe('head', () => {
  const head: HeadInput = {
    version: '28.3',
    description: 'Desc & "more"',
    canonical: '',
    locale: 'en_US',
    ogType: 'article',
    ogTitle: 'T &ndash; S',
    ogDescription: '',
    ogUrl: 'http://x/a/',
    ogSiteName: 'S',
    articlePublisher: '',
    articleAuthor: '',
    publishedTime: '',
    modifiedTime: '',
    ogImages: [{ url: 'http://x/i.jpg', width: 10, height: 5, type: 'image/jpeg' }],
    metaAuthor: '',
    twitterCard: 'summary',
    twitterTitle: '',
    twitterDescription: '',
    twitterImage: '',
    twitterCreator: '',
    twitterSite: '@s',
    slack: [['Est. reading time', '2 minutes']],
    schema: { a: 'b/c' },
  };

  it('prints the presenters in Yoast order, skipping empty ones', () => {
    expect(renderHead(head).split('\n')).toEqual([
      '<!-- This site is optimized with the Yoast SEO plugin v28.3 - https://yoast.com/product/yoast-seo-wordpress/ -->',
      '<meta name="description" content="Desc &amp; &quot;more&quot;" />',
      '<meta property="og:locale" content="en_US" />',
      '<meta property="og:type" content="article" />',
      '<meta property="og:title" content="T &ndash; S" />',
      '<meta property="og:url" content="http://x/a/" />',
      '<meta property="og:site_name" content="S" />',
      '<meta property="og:image" content="http://x/i.jpg" />',
      '\t<meta property="og:image:width" content="10" />',
      '\t<meta property="og:image:height" content="5" />',
      '\t<meta property="og:image:type" content="image/jpeg" />',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="twitter:site" content="@s" />',
      '<meta name="twitter:label1" content="Est. reading time" />',
      '\t<meta name="twitter:data1" content="2 minutes" />',
      '<script type="application/ld+json" class="yoast-schema-graph">{"a":"b\\/c"}</script>',
      '<!-- / Yoast SEO plugin. -->',
    ]);
  });
});
