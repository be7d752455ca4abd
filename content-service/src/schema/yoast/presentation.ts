import type { PostRow } from '../model/rows';
import { renderHead, type OgImage } from './head';
import { formatString, phpJsonEncode } from './php-text';
import type { Robots } from './robots';
import { schemaGraph, type Crumb, type SchemaInput } from './schema-graph';

/**
 * What Yoast's presentation of one post or term holds (Indexable_Presentation), with texts as
 * Yoast keeps them (HTML entities such as `&ndash;` still encoded). Costly parts are thunks.
 */
export interface Presentation {
  title: string;
  description: string;
  focuskw: string | null;
  metaKeywords: string | null;
  robots: Robots;
  /** '' for noindex pages, as Yoast omits their canonical. */
  canonical: string;
  /** The next page of a paginated post ('' for others and for noindex pages). */
  relNext?: string;
  ogType: string;
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
  ogSiteName: string;
  articlePublisher: string;
  articleAuthor: string;
  publishedTime: string;
  modifiedTime: string;
  ogImages: OgImage[];
  ogImageRow: () => PostRow | null;
  metaAuthor: string;
  twitterCard: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  twitterImageRow: () => PostRow | null;
  twitterCreator: string;
  twitterSite: string;
  breadcrumbs: Crumb[];
  cornerstone: boolean;
  readingTime: number;
  slack: [string, string][];
  locale: string;
  version: string;
  pageType: string[];
  articleType: string[];
  schema: () => SchemaInput;
}

/** The source of `PostTypeSEO` / `TaxonomySEO`: field name → value or thunk (graphql-js calls it). */
export type SeoSource = Record<string, unknown>;

function headOf(p: Presentation, graph: unknown): string {
  return renderHead({ ...p, schema: graph });
}

/** WPGraphQL Yoast's field values: strings trimmed and entity-decoded, images as MediaItems. */
export function seoSource(p: Presentation, kind: 'post' | 'term'): SeoSource {
  let graph: ReturnType<typeof schemaGraph> | undefined;
  const getGraph = () => (graph ??= schemaGraph(p.schema()));
  const source: SeoSource = {
    title: formatString(p.title),
    metaDesc: formatString(p.description),
    focuskw: p.focuskw === null ? null : formatString(p.focuskw),
    metaKeywords: p.metaKeywords === null ? null : formatString(p.metaKeywords),
    metaRobotsNoindex: p.robots.index,
    metaRobotsNofollow: p.robots.follow,
    opengraphTitle: formatString(p.ogTitle),
    opengraphUrl: formatString(p.ogUrl),
    opengraphSiteName: formatString(p.ogSiteName),
    opengraphType: formatString(p.ogType),
    opengraphAuthor: formatString(p.articleAuthor),
    opengraphPublisher: formatString(p.articlePublisher),
    opengraphPublishedTime: formatString(p.publishedTime),
    opengraphModifiedTime: formatString(p.modifiedTime),
    opengraphDescription: formatString(p.ogDescription),
    opengraphImage: () => p.ogImageRow(),
    twitterCardType: formatString(p.twitterCard),
    twitterTitle: formatString(p.twitterTitle),
    twitterDescription: formatString(p.twitterDescription),
    twitterImage: () => p.twitterImageRow(),
    canonical: formatString(p.canonical),
    breadcrumbs: p.breadcrumbs.map((c) => ({ text: c.text, url: c.url })),
    cornerstone: p.cornerstone,
    fullHead: () => headOf(p, getGraph()),
  };
  if (kind === 'post') {
    source.readingTime = p.readingTime;
    source.schema = () => ({
      pageType: p.pageType,
      articleType: p.articleType,
      raw: phpJsonEncode(getGraph(), { escapeSlashes: false }),
    });
  } else {
    source.schema = () => ({ raw: phpJsonEncode(getGraph(), { escapeSlashes: false }) });
  }
  return source;
}

/**
 * What WPGraphQL Yoast answers when Yoast has no indexable for the object (revisions and
 * autosaves served as previews): empty strings, no images, an empty schema.
 */
export function emptyPostSeo(focuskw: string, metaKeywords: string): SeoSource {
  const blank = [
    'title',
    'metaDesc',
    'metaRobotsNoindex',
    'metaRobotsNofollow',
    'opengraphTitle',
    'opengraphUrl',
    'opengraphSiteName',
    'opengraphType',
    'opengraphAuthor',
    'opengraphPublisher',
    'opengraphPublishedTime',
    'opengraphModifiedTime',
    'opengraphDescription',
    'twitterCardType',
    'twitterTitle',
    'twitterDescription',
    'canonical',
    'fullHead',
  ];
  return {
    ...Object.fromEntries(blank.map((k) => [k, ''])),
    focuskw,
    metaKeywords,
    opengraphImage: null,
    twitterImage: null,
    readingTime: 0,
    breadcrumbs: [],
    cornerstone: false,
    schema: { pageType: [], articleType: [], raw: '[]' },
  };
}
