import { applyStyleVariationClass } from './block-style-variations';
import { applyDimensions } from './dimensions';
import { applyDuotone } from './duotone';
import { applyLayout } from './layout';
import { addClasses, openTags } from './tag-processor';
import type { ParsedBlock, RenderState } from './types';

/*
 * The render_block filters WordPress 7 applies to every rendered block, in the order their
 * files are loaded (wp-settings.php): the generated class of paragraphs, headings and lists;
 * layout (layout.ts); dimensions (aspect ratio of covers); duotone; the block style variation
 * instance class. Not ported: elements (link colours) and background images, which the
 * reference content does not use.
 */

/** Blocks whose render adds their class to the first tag of the given names. */
const CLASS_ON_FIRST: Record<string, [string, ReadonlySet<string>]> = {
  'core/paragraph': ['wp-block-paragraph', new Set(['P'])],
  'core/heading': ['wp-block-heading', new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6'])],
  'core/list': ['wp-block-list', new Set(['UL', 'OL'])],
};

export function applyBlockSupports(
  block: ParsedBlock,
  content: string,
  state: RenderState,
): string {
  const name = block.blockName;
  if (!content || !name) return content;
  const first = CLASS_ON_FIRST[name];
  if (first) {
    const tag = openTags(content).find((t) => first[1].has(t.name));
    return tag ? addClasses(content, tag, [first[0]]) : content;
  }
  let html = applyLayout(block, content, state);
  html = applyDimensions(block, html);
  html = applyDuotone(block, html, state);
  return applyStyleVariationClass(block, html);
}
