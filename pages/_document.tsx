import { Head, Html, Main, NextScript } from 'next/document';
import { cookieAgreedScript } from '@/components/layout/cookie/cookieAgreedScript';

/**
 * `lang` comes from Next's i18n routing. The colour-mode class on <html> is set by next-themes'
 * script before first paint, hence suppressHydrationWarning on <html> only.
 */
export default function Document() {
  return (
    <Html suppressHydrationWarning>
      <Head>
        <script dangerouslySetInnerHTML={{ __html: cookieAgreedScript }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
