import { type NextData, replacePageProps } from '@/lib/next/page-data';

/**
 * A page's structured data travels once, in its HTML. The server render writes it into <head>
 * (SeoHead); the browser never reads it, so the copy in the page's `__NEXT_DATA__` would be
 * 3–5 KB of every page's HTML for nothing. pages/_document.tsx calls this before NextScript
 * serialises `__NEXT_DATA__`; client-side navigations read the page's data, which keeps it, and
 * update the head with the next page's JSON-LD.
 */
export function withoutJsonLd(nextData: NextData): void {
  replacePageProps(nextData, (pageProps) => {
    if (!('jsonLd' in pageProps)) return pageProps;
    const rest = { ...pageProps };
    delete rest.jsonLd;
    return rest;
  });
}

/** The JSON-LD the server wrote into this document's <head> (SeoHead's script), if any. */
export function jsonLdInDocument(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.head.querySelector('script[type="application/ld+json"][data-next-head]');
  return script?.textContent ?? undefined;
}
