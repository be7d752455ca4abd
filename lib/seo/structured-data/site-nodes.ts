import { searchPathTemplate } from '../../routing/search-address';
import type { JsonLdNode } from '../../wordpress/types/json-ld';
import type { Image } from '../../wordpress/types/layout';

/** Who and where the site is: what every page's graph says about it. */
export interface SiteIdentity {
  /** This site's origin, e.g. https://www.example.com. */
  url: string;
  name: string;
  description: string | null;
  language: string | null;
  publisher: { name: string; logo: Image | null };
}

/** The site's own logo file, when WordPress names none (the chrome falls back to it too). */
const FALLBACK_LOGO = '/img/logo.svg';

export const organizationId = (site: SiteIdentity) => `${site.url}/#organization`;
export const websiteId = (site: SiteIdentity) => `${site.url}/#website`;

/** Search on this site: the /search/{term}/ route, not WordPress's `?s=`. */
export function siteSearchAction(site: SiteIdentity): JsonLdNode {
  return {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${site.url}${searchPathTemplate('search_term_string')}`,
    },
    'query-input': 'required name=search_term_string',
  };
}

export function imageObject(image: Image, id?: string): JsonLdNode {
  return {
    '@type': 'ImageObject',
    ...(id ? { '@id': id } : {}),
    url: image.url,
    contentUrl: image.url,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    ...(image.alt ? { caption: image.alt } : {}),
  };
}

export function buildOrganization(site: SiteIdentity): JsonLdNode {
  const logo = site.publisher.logo ?? {
    url: `${site.url}${FALLBACK_LOGO}`,
    alt: site.publisher.name,
    width: null,
    height: null,
  };
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.publisher.name || site.name,
    url: `${site.url}/`,
    logo: imageObject(logo, `${site.url}/#/schema/logo/image/`),
  };
}

export function buildWebSite(site: SiteIdentity): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    url: `${site.url}/`,
    name: site.name,
    ...(site.description ? { description: site.description } : {}),
    publisher: { '@id': organizationId(site) },
    potentialAction: [siteSearchAction(site)],
    ...(site.language ? { inLanguage: site.language } : {}),
  };
}
