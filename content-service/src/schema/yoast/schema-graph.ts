/**
 * Yoast's JSON-LD graph (Schema_Generator and its pieces) built from plain values, in Yoast's
 * piece order: Article, WebPage, ImageObject, BreadcrumbList, WebSite, Organization, Person.
 */
import { smartStripTags } from './php-text';

export interface Crumb {
  text: string;
  url: string;
}

export interface SchemaImage {
  url: string;
  width?: number;
  height?: number;
  caption?: string;
}

export interface SchemaPerson {
  id: string;
  name: string;
  imageUrl: string;
  url?: string;
  sameAs?: string[];
  /** On the person's own archive (ProfilePage): the page the Person is the main entity of. */
  mainEntityOfPage?: string;
}

export interface SchemaArticle {
  type: string | string[];
  headline: string;
  authorName: string;
  authorId: string;
  wordCount: number;
  keywords: string[];
  sections: string[];
  /** Set when comments are open. */
  commentCount?: number;
}

export interface SchemaInput {
  /** Home URL with trailing slash: the base of `#website`, `#organization`. */
  siteUrl: string;
  siteName: string;
  siteDescription: string;
  alternateName?: string;
  language: string;
  /** The page's canonical (or permalink when it has none): base of `#article`, `#breadcrumb`. */
  canonical: string;
  /** The WebPage node id: the indexable's permalink (null for a date archive, which has none). */
  mainSchemaId: string | null;
  pageType: string[];
  name: string;
  description: string;
  datePublished?: string;
  dateModified?: string;
  breadcrumbs: Crumb[];
  article?: SchemaArticle;
  mainImage?: SchemaImage;
  organization?: { name: string; logo?: SchemaImage; sameAs: string[] };
  /** The post author's Person node (posts of type post), unless the site represents that person. */
  author?: SchemaPerson;
  /** When the site represents nobody, the WebPage names its author. */
  webPageAuthorId?: string;
}

type Node = Record<string, unknown>;

function single(type: string[] | string): string | string[] {
  if (!Array.isArray(type)) return type;
  const unique = [...new Set(type)];
  return unique.length === 1 ? unique[0]! : unique;
}

function imageObject(id: string, image: SchemaImage, language: string): Node {
  const node: Node = { '@type': 'ImageObject', inLanguage: language, '@id': id };
  node.url = image.url;
  node.contentUrl = image.url;
  if (image.width) node.width = image.width;
  if (image.height) node.height = image.height;
  if (image.caption) node.caption = image.caption;
  return node;
}

function articlePiece(c: SchemaInput, a: SchemaArticle): Node {
  const node: Node = {
    '@type': single(a.type),
    '@id': `${c.canonical}#article`,
    isPartOf: { '@id': c.mainSchemaId },
    author: { name: a.authorName, '@id': a.authorId },
    headline: a.headline,
    datePublished: c.datePublished,
  };
  if (c.dateModified) node.dateModified = c.dateModified;
  node.mainEntityOfPage = { '@id': c.mainSchemaId };
  node.wordCount = a.wordCount;
  if (a.commentCount !== undefined) node.commentCount = a.commentCount;
  if (c.organization) node.publisher = { '@id': `${c.siteUrl}#organization` };
  if (c.mainImage) {
    node.image = { '@id': `${c.canonical}#primaryimage` };
    node.thumbnailUrl = c.mainImage.url;
  }
  if (a.keywords.length > 0) node.keywords = a.keywords;
  if (a.sections.length > 0) node.articleSection = a.sections;
  node.inLanguage = c.language;
  if (a.commentCount !== undefined) {
    node.potentialAction = [
      { '@type': 'CommentAction', name: 'Comment', target: [`${c.canonical}#respond`] },
    ];
  }
  return node;
}

function webPagePiece(c: SchemaInput, withBreadcrumb: boolean): Node {
  const type = single(c.pageType);
  const node: Node = {
    '@type': type,
    '@id': c.mainSchemaId,
    url: c.canonical,
    name: c.name,
    isPartOf: { '@id': `${c.siteUrl}#website` },
  };
  if (c.mainImage) {
    node.primaryImageOfPage = { '@id': `${c.canonical}#primaryimage` };
    node.image = { '@id': `${c.canonical}#primaryimage` };
    node.thumbnailUrl = c.mainImage.url;
  }
  if (c.datePublished) node.datePublished = c.datePublished;
  if (c.dateModified) node.dateModified = c.dateModified;
  if (c.webPageAuthorId) node.author = { '@id': c.webPageAuthorId };
  if (c.description) node.description = c.description;
  if (withBreadcrumb) node.breadcrumb = { '@id': `${c.canonical}#breadcrumb` };
  node.inLanguage = c.language;
  const isCollection = Array.isArray(type)
    ? type.includes('CollectionPage')
    : type === 'CollectionPage';
  if (!isCollection) node.potentialAction = [{ '@type': 'ReadAction', target: [c.canonical] }];
  return node;
}

/**
 * The crumbs Yoast's Breadcrumb piece lists: the last one (the page itself) loses its link, then
 * crumbs without text are left out; names without their tags (smart_strip_tags).
 */
function listedCrumbs(crumbs: Crumb[]): { name: string; url?: string }[] {
  return crumbs
    .map((crumb, i) => ({ text: crumb.text, url: i < crumbs.length - 1 ? crumb.url : undefined }))
    .filter((crumb) => crumb.text !== '' && crumb.text !== '0')
    .map((crumb) => ({ name: smartStripTags(crumb.text), url: crumb.url }));
}

function breadcrumbPiece(c: SchemaInput): Node {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${c.canonical}#breadcrumb`,
    itemListElement: listedCrumbs(c.breadcrumbs).map((crumb, i) => {
      const item: Node = { '@type': 'ListItem', position: i + 1, name: crumb.name };
      if (crumb.url !== undefined) item.item = crumb.url;
      return item;
    }),
  };
}

function websitePiece(c: SchemaInput): Node {
  const node: Node = { '@type': 'WebSite', '@id': `${c.siteUrl}#website`, url: c.siteUrl };
  node.name = c.siteName;
  if (c.alternateName) node.alternateName = c.alternateName;
  node.description = c.siteDescription;
  if (c.organization) node.publisher = { '@id': `${c.siteUrl}#organization` };
  node.potentialAction = [
    {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${c.siteUrl}?s={search_term_string}` },
      'query-input': {
        '@type': 'PropertyValueSpecification',
        valueRequired: true,
        valueName: 'search_term_string',
      },
    },
  ];
  node.inLanguage = c.language;
  return node;
}

function organizationPiece(c: SchemaInput, org: NonNullable<SchemaInput['organization']>): Node {
  const logoId = `${c.siteUrl}#/schema/logo/image/`;
  const node: Node = {
    '@type': 'Organization',
    '@id': `${c.siteUrl}#organization`,
    name: org.name,
    url: c.siteUrl,
  };
  if (org.logo) {
    node.logo = imageObject(logoId, { ...org.logo, caption: org.name }, c.language);
    node.image = { '@id': logoId };
  }
  if (org.sameAs.length > 0) node.sameAs = org.sameAs;
  return node;
}

function personPiece(c: SchemaInput, p: SchemaPerson): Node {
  const node: Node = {
    '@type': 'Person',
    '@id': p.id,
    name: p.name,
    image: imageObject(p.imageUrl, { url: p.imageUrl, caption: p.name }, c.language),
  };
  if (p.sameAs && p.sameAs.length > 0) node.sameAs = p.sameAs;
  if (p.url) node.url = p.url;
  if (p.mainEntityOfPage) node.mainEntityOfPage = { '@id': p.mainEntityOfPage };
  return node;
}

/** The `{ "@context", "@graph" }` document Yoast outputs for one page. */
export function schemaGraph(c: SchemaInput): { '@context': string; '@graph': Node[] } {
  // A trail of one crumb says nothing: Yoast drops the list and the WebPage's reference to it.
  const withBreadcrumb = listedCrumbs(c.breadcrumbs).length > 1;
  const graph: Node[] = [];
  if (c.article) graph.push(articlePiece(c, c.article));
  graph.push(webPagePiece(c, withBreadcrumb));
  if (c.mainImage) {
    graph.push(imageObject(`${c.canonical}#primaryimage`, c.mainImage, c.language));
  }
  if (withBreadcrumb) graph.push(breadcrumbPiece(c));
  graph.push(websitePiece(c));
  if (c.organization) graph.push(organizationPiece(c, c.organization));
  if (c.author) graph.push(personPiece(c, c.author));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The site-wide pieces alone: Yoast's graph for an error page (no WebPage, no breadcrumb). */
export function siteGraph(
  c: Pick<
    SchemaInput,
    'siteUrl' | 'siteName' | 'siteDescription' | 'alternateName' | 'language' | 'organization'
  >,
): { '@context': string; '@graph': Node[] } {
  const input: SchemaInput = {
    ...c,
    canonical: '',
    mainSchemaId: '',
    pageType: [],
    name: '',
    description: '',
    breadcrumbs: [],
  };
  const graph: Node[] = [websitePiece(input)];
  if (c.organization) graph.push(organizationPiece(input, c.organization));
  return { '@context': 'https://schema.org', '@graph': graph };
}
