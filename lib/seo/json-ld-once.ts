import type { NEXT_DATA } from 'next/dist/shared/lib/utils';

/**
 * A page's structured data travels once, in its HTML. The server render writes it into <head>
 * (SeoHead); the browser never reads it, so the copy in the page's `__NEXT_DATA__` would be
 * 3–5 KB of every page's HTML for nothing. pages/_document.tsx calls this before NextScript
 * serialises `__NEXT_DATA__`: the props are replaced, not changed, because the object Next
 * stores as the page's data (`/_next/data/…json`, read on client-side navigations, which then
 * update the head with the next page's JSON-LD) is the same one.
 */
export function withoutJsonLd(nextData: NEXT_DATA): void {
  const props: unknown = nextData.props;
  if (!isRecord(props) || !isRecord(props.pageProps) || !('jsonLd' in props.pageProps)) return;
  const pageProps = { ...props.pageProps };
  delete pageProps.jsonLd;
  nextData.props = { ...props, pageProps };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The JSON-LD the server wrote into this document's <head> (SeoHead's script), if any. */
export function jsonLdInDocument(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.head.querySelector('script[type="application/ld+json"][data-next-head]');
  return script?.textContent ?? undefined;
}
