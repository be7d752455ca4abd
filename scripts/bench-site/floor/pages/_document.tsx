import { Head, Html, Main, NextScript } from 'next/document';

/** Only a language, so that the floor's accessibility score does not fail on a missing `lang`. */
export default function Document() {
  return (
    <Html lang="en">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
