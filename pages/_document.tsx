import { type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import { cookieAgreedScript } from '@/components/layout/cookie/cookieAgreedScript';
import { PAGE_END_ID } from '@/components/layout/pageEnd';
import { withoutBodyHtml } from '@/lib/html/body-once';
import { AfterPaintHead } from '@/lib/next/after-paint-head';
import { PLAIN_NEXT } from '@/lib/next/plain-next';
import { withoutJsonLd } from '@/lib/seo/json-ld-once';
import { PRELOADED_FONT_URLS } from '@/theme/font-preload';

/**
 * `lang` comes from Next's i18n routing. The colour-mode class on <html> is set by next-themes'
 * script before first paint, hence suppressHydrationWarning on <html> only.
 */
export default function Document({ __NEXT_DATA__: nextData }: DocumentProps) {
  // The page's JSON-LD is already in <head>, its body in <main>: the page data below need not
  // carry them again. With PLAIN_NEXT=1, Next's own Head and page data (lib/next/plain-next.ts).
  if (!PLAIN_NEXT) {
    withoutJsonLd(nextData);
    withoutBodyHtml(nextData);
  }
  const DocumentHead = PLAIN_NEXT ? Head : AfterPaintHead;
  return (
    <Html suppressHydrationWarning>
      <DocumentHead>
        <script dangerouslySetInnerHTML={{ __html: cookieAgreedScript }} />
        {/*
          No first paint before the page's frame is parsed to its end: a slow phone otherwise
          paints a half-parsed page whose footer, pinned to the viewport's bottom on a short page
          (Layout), then grows upwards as the rest arrives (a layout shift of 0.1 to 0.2). Chromium
          unblocks on the element's start tag, hence an element after the footer, not the footer.
        */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        {/* Fonts are fetched in CORS mode: without crossOrigin the preload would not be used. */}
        {PRELOADED_FONT_URLS.map((href) => (
          <link
            key={href}
            rel="preload"
            as="font"
            type="font/woff2"
            href={href}
            crossOrigin="anonymous"
          />
        ))}
      </DocumentHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
