import { type PageMetadata, absoluteUrl } from '../seo/build-metadata';
import type { ArticleFacts, PageFacts } from '../seo/structured-data/page-nodes';
import { serializeJsonLd } from '../seo/structured-data/serialize-json-ld';
import type { SiteIdentity } from '../seo/structured-data/site-nodes';
import { buildStructuredData } from '../seo/structured-data/structured-data';
import type { PostData, SeoData } from '../wordpress/types/content';
import type { LayoutData } from '../wordpress/types/layout';

export interface JsonLdInput {
  layout: LayoutData;
  siteUrl: string;
  /** The page's metadata: its canonical URL, title and description name the WebPage. */
  meta: PageMetadata;
  seo: SeoData | null;
  type: PageFacts['type'];
  post?: PostData;
}

export function siteIdentity(layout: LayoutData, siteUrl: string): SiteIdentity {
  return {
    url: siteUrl,
    name: layout.siteName,
    description: layout.siteDescription || null,
    language: layout.publisher.language,
    publisher: {
      name: layout.publisher.name,
      // Yoast's organization logo, else the site's own logo from its options.
      logo: layout.publisher.logo ?? layout.siteOptions.logo,
    },
  };
}

function articleFacts(post: PostData, meta: PageMetadata): ArticleFacts {
  return {
    headline: post.title,
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    authorName: post.authorName,
    image: post.featuredImage ?? meta.openGraph.image,
  };
}

/**
 * The page's structured data, serialised for its `<script type="application/ld+json">`: built
 * here, during the server render, so the browser gets markup and no code for it.
 */
export function jsonLdFor({ layout, siteUrl, meta, seo, type, post }: JsonLdInput): string {
  const graph = buildStructuredData({
    site: siteIdentity(layout, siteUrl),
    page: { url: meta.canonical, name: meta.title, description: meta.description, type },
    article: post ? articleFacts(post, meta) : undefined,
    breadcrumbs: (seo?.breadcrumbs ?? []).map((crumb) => ({
      name: crumb.text,
      url: crumb.url ? absoluteUrl(crumb.url, siteUrl) : null,
    })),
    yoast: seo?.schema ?? null,
  });
  return serializeJsonLd(graph);
}
