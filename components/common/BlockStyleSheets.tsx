import Head from 'next/head';

/**
 * WordPress's stylesheets for the blocks a page's content holds (lib/block-styles/), in <head>:
 * render-blocking as a stylesheet is, so blocks are laid out from the first paint. Each address
 * carries its content's hash and is kept for a year (next.config.ts). After them, as WordPress
 * prints them after its block styles, the rules it generated for this content's own layouts and
 * link colours, sanitised at the seam (lib/block-styles/block-support-css.ts).
 */
export function BlockStyleSheets({ sheets, css }: { sheets: readonly string[]; css: string }) {
  if (sheets.length === 0 && css === '') return null;
  return (
    <Head>
      {sheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {css !== '' && (
        <style
          key="block-supports"
          data-block-supports=""
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )}
    </Head>
  );
}
