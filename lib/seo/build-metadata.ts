import type { SeoData } from '../wordpress/types/content';
import type { Image } from '../wordpress/types/layout';

/** Everything a page's <head> says about it (rendered by SeoHead). */
export interface PageMetadata {
  title: string;
  description: string | null;
  /** e.g. "index, follow" or "noindex, nofollow". */
  robots: string;
  canonical: string;
  keywords: string | null;
  openGraph: {
    title: string;
    description: string | null;
    url: string;
    type: string;
    siteName: string;
    image: Image | null;
    publishedTime: string | null;
    modifiedTime: string | null;
  };
  twitter: { card: string; title: string; description: string | null; image: Image | null };
}

export interface MetadataInput {
  /** Yoast's data; null where WordPress has none (search, the latest posts). */
  seo: SeoData | null;
  /** The page's own title, used when Yoast gives none. */
  title: string;
  /** The site path of this page, e.g. /about/ (with ?q=… for later pages of a listing). */
  path: string;
  siteName: string;
  /** This site's origin, e.g. https://www.example.com. */
  siteUrl: string;
  type?: 'article' | 'website';
  /** Search results and similar pages that should not be indexed. */
  noindex?: boolean;
  /** The page's own description (from its content), used when Yoast gives none. */
  fallbackDescription?: string | null;
}

/** A site path on this site's origin; absolute URLs are kept. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

/**
 * A page's metadata: Yoast's title, description, robots, keywords (focus keyphrase) and social
 * cards, with the page title and site name where Yoast is silent. The canonical URL is on this
 * site's origin: Yoast's canonical when it names another page, otherwise the page's own path.
 */
export function buildMetadata(input: MetadataInput): PageMetadata {
  const { seo, siteName, siteUrl } = input;
  const ownTitle = input.title ? `${input.title} - ${siteName}` : siteName;
  const title = seo?.title || ownTitle;
  const description =
    seo?.description || seo?.openGraph.description || input.fallbackDescription || null;
  const noindex = input.noindex === true || seo?.noindex === true;
  const nofollow = seo?.nofollow === true;
  const canonical = absoluteUrl(seo?.canonical || input.path, siteUrl);
  const image = seo?.openGraph.image ?? null;
  const ogTitle = seo?.openGraph.title || title;
  const ogDescription = seo?.openGraph.description || description;
  const twitterImage = seo?.twitter.image ?? image;
  return {
    title,
    description,
    robots: `${noindex ? 'noindex' : 'index'}, ${nofollow ? 'nofollow' : 'follow'}`,
    canonical,
    keywords: seo?.focusKeyword || null,
    openGraph: {
      title: ogTitle,
      description: ogDescription,
      url: canonical,
      type: seo?.openGraph.type || input.type || 'website',
      siteName,
      image,
      publishedTime: seo?.openGraph.publishedTime ?? null,
      modifiedTime: seo?.openGraph.modifiedTime ?? null,
    },
    twitter: {
      card: seo?.twitter.card || (twitterImage ? 'summary_large_image' : 'summary'),
      title: seo?.twitter.title || ogTitle,
      description: seo?.twitter.description || ogDescription,
      image: twitterImage,
    },
  };
}
