import manifest from './manifest.json';

/**
 * Block markup names its block in a class: `wp-block-<name>` on the block's outer element
 * (`wp-block-media-text`), `wp-block-<name>__<part>` inside it. A paragraph has no class of its
 * own: its sheet holds the drop cap.
 */
const BLOCK_CLASS = /(?:^|[\s"'])wp-block-([a-z0-9]+(?:-[a-z0-9]+)*)(?=[\s"'_]|$)/g;
const DROP_CAP = /(?:^|[\s"'])has-drop-cap(?=[\s"'])/;
/** Anything WordPress's block supports or layouts write, for the common sheet. */
const BLOCK_MARKUP =
  /(?:^|[\s"'])(?:wp-block-|wp-element-|is-layout-|has-drop-cap|has-[a-z0-9-]+-(?:color|font-size|background))/;

const sheets: Record<string, string> = manifest.blocks;

/**
 * The stylesheets WordPress would load for this HTML (already sanitised): its common sheet and
 * each block's own, in a stable order, none when the HTML holds no block markup. WordPress loads
 * a block's styles only on pages that contain the block (block themes); so does the site.
 */
export function blockSheetsOf(html: string): string[] {
  if (!BLOCK_MARKUP.test(html)) return [];
  const names = new Set<string>();
  for (const match of html.matchAll(BLOCK_CLASS)) {
    // A part (`wp-block-cover__inner-container`) belongs to its block, already counted.
    if (match[1] && sheets[match[1]]) names.add(match[1]);
  }
  if (DROP_CAP.test(html)) names.add('paragraph');
  return [
    manifest.common,
    manifest.site,
    ...[...names].sort().map((name) => sheets[name] as string),
  ];
}
