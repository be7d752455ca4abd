import Head from 'next/head';
import { useEffect, useState } from 'react';
import type { PageMetadata } from './build-metadata';
import { jsonLdInDocument } from './json-ld-once';

/** Set once the first page has hydrated: from then on the head holds what the app put there. */
let hydrated = false;

/**
 * The page's <title>, description, robots, canonical, keywords, Open Graph and Twitter tags, and
 * its structured data (`jsonLd`: JSON already escaped for a script element, serializeJsonLd).
 */
export function SeoHead({ meta, jsonLd }: { meta: PageMetadata; jsonLd?: string }) {
  // The first page's data comes without its JSON-LD (lib/seo/json-ld-once.ts): while it hydrates,
  // the script the server wrote is rendered again as it is, so next/head keeps it rather than
  // removing it. Pages reached by client-side navigation bring their own in their data.
  const [documentJsonLd] = useState(() => (hydrated ? undefined : jsonLdInDocument()));
  useEffect(() => {
    hydrated = true;
  }, []);
  const structuredData = jsonLd ?? documentJsonLd;
  const { openGraph: og, twitter } = meta;
  return (
    <Head>
      <title>{meta.title}</title>
      {meta.description && <meta name="description" content={meta.description} key="description" />}
      <meta name="robots" content={meta.robots} key="robots" />
      <link rel="canonical" href={meta.canonical} key="canonical" />
      {meta.keywords && <meta name="keywords" content={meta.keywords} key="keywords" />}
      <meta property="og:title" content={og.title} key="og:title" />
      {og.description && (
        <meta property="og:description" content={og.description} key="og:description" />
      )}
      <meta property="og:url" content={og.url} key="og:url" />
      <meta property="og:type" content={og.type} key="og:type" />
      <meta property="og:site_name" content={og.siteName} key="og:site_name" />
      {og.image && <meta property="og:image" content={og.image.url} key="og:image" />}
      {og.image?.width != null && (
        <meta property="og:image:width" content={String(og.image.width)} key="og:image:width" />
      )}
      {og.image?.height != null && (
        <meta property="og:image:height" content={String(og.image.height)} key="og:image:height" />
      )}
      {og.image?.alt && <meta property="og:image:alt" content={og.image.alt} key="og:image:alt" />}
      {og.publishedTime && (
        <meta property="article:published_time" content={og.publishedTime} key="published" />
      )}
      {og.modifiedTime && (
        <meta property="article:modified_time" content={og.modifiedTime} key="modified" />
      )}
      <meta name="twitter:card" content={twitter.card} key="twitter:card" />
      <meta name="twitter:title" content={twitter.title} key="twitter:title" />
      {twitter.description && (
        <meta name="twitter:description" content={twitter.description} key="twitter:description" />
      )}
      {twitter.image && (
        <meta name="twitter:image" content={twitter.image.url} key="twitter:image" />
      )}
      {structuredData && (
        <script
          type="application/ld+json"
          key="json-ld"
          // Safe: serializeJsonLd escapes <, >, & and U+2028/2029 inside the JSON.
          dangerouslySetInnerHTML={{ __html: structuredData }}
        />
      )}
    </Head>
  );
}
