import type { JsonLdGraph, JsonLdNode } from '../../wordpress/types/json-ld';
import {
  type ArticleFacts,
  type CrumbFacts,
  type PageFacts,
  buildArticle,
  buildBreadcrumbList,
  buildWebPage,
} from './page-nodes';
import { type SiteIdentity, buildOrganization, buildWebSite } from './site-nodes';
import { completeYoastGraph } from './yoast-graph';

export interface StructuredDataInput {
  site: SiteIdentity;
  page: PageFacts;
  /** Posts only. */
  article?: ArticleFacts;
  breadcrumbs: CrumbFacts[];
  /** Yoast's graph (addresses already on this site), used when WordPress gives one. */
  yoast: JsonLdNode[] | null;
}

/**
 * A page's schema.org graph: Organization and WebSite (searching at /search/{term}/) on every
 * page, the WebPage, an Article for a post, the BreadcrumbList from Yoast's trail. Yoast's own
 * graph is preferred where it exists, completed with what it lacks.
 */
export function buildStructuredData(input: StructuredDataInput): JsonLdGraph {
  const { site, page, article, breadcrumbs } = input;
  const own: JsonLdNode[] = [
    buildWebPage(page, site, breadcrumbs.length > 0),
    ...(article ? [buildArticle(article, page, site)] : []),
    ...(breadcrumbs.length > 0 ? [buildBreadcrumbList(breadcrumbs, page)] : []),
    buildWebSite(site),
    buildOrganization(site),
  ];
  const graph = input.yoast?.length ? completeYoastGraph(input.yoast, own, site) : own;
  return { '@context': 'https://schema.org', '@graph': graph };
}
