import type { JsonLdNode } from '../../wordpress/types/json-ld';
import type { Image } from '../../wordpress/types/layout';
import { type SiteIdentity, imageObject, organizationId, websiteId } from './site-nodes';

/** The page itself: its absolute URL, its name and what kind of page it is. */
export interface PageFacts {
  url: string;
  name: string;
  description: string | null;
  type: 'WebPage' | 'CollectionPage' | 'SearchResultsPage';
}

export interface ArticleFacts {
  headline: string;
  datePublished: string | null;
  dateModified: string | null;
  authorName: string | null;
  image: Image | null;
}

/** A breadcrumb with an absolute URL (null: the crumb has none). */
export interface CrumbFacts {
  name: string;
  url: string | null;
}

const breadcrumbId = (page: PageFacts) => `${page.url}#breadcrumb`;

export function buildWebPage(page: PageFacts, site: SiteIdentity, crumbs: boolean): JsonLdNode {
  return {
    '@type': page.type,
    '@id': page.url,
    url: page.url,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    isPartOf: { '@id': websiteId(site) },
    ...(crumbs ? { breadcrumb: { '@id': breadcrumbId(page) } } : {}),
    ...(site.language ? { inLanguage: site.language } : {}),
  };
}

/**
 * A post as an Article with what search engines require: an unchanged post's dateModified is its
 * datePublished, and a post without a named author is the publisher's.
 */
export function buildArticle(
  article: ArticleFacts,
  page: PageFacts,
  site: SiteIdentity,
): JsonLdNode {
  const published = article.datePublished ?? article.dateModified;
  return {
    '@type': 'Article',
    '@id': `${page.url}#article`,
    isPartOf: { '@id': page.url },
    mainEntityOfPage: { '@id': page.url },
    headline: article.headline,
    ...(published ? { datePublished: published } : {}),
    ...(published ? { dateModified: article.dateModified ?? published } : {}),
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@id': organizationId(site) },
    publisher: { '@id': organizationId(site) },
    ...(article.image ? { image: imageObject(article.image) } : {}),
    ...(site.language ? { inLanguage: site.language } : {}),
  };
}

/** The trail as a BreadcrumbList; a crumb without a URL (the current page) points at the page. */
export function buildBreadcrumbList(crumbs: CrumbFacts[], page: PageFacts): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    '@id': breadcrumbId(page),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url ?? page.url,
    })),
  };
}
