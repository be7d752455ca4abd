import Head from 'next/head';

/**
 * WordPress's stylesheets for the blocks a page's content holds (lib/block-styles/), in <head>:
 * render-blocking as a stylesheet is, so blocks are laid out from the first paint. Each address
 * carries its content's hash and is kept for a year (next.config.ts).
 */
export function BlockStyleSheets({ sheets }: { sheets: readonly string[] }) {
  if (sheets.length === 0) return null;
  return (
    <Head>
      {sheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </Head>
  );
}
