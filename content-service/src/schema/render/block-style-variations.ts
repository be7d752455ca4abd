import { addClasses, openTags } from './tag-processor';
import { hasVariationStyles } from './theme';
import { wpUniqueId, type ParsedBlock, type RenderState } from './types';

/*
 * Block style variations with theme.json styles (WordPress 6.6+): the render_block_data filter
 * wp_render_block_style_variation_support_styles() gives each such block an instance class
 * `is-style-{variation}--{wp_unique_id}` in its className, before its inner blocks render; the
 * render_block filter wp_render_block_style_variation_class_name() then adds that class to the
 * block's first tag.
 */

/** The variation names of `is-style-*` classes (`default` excluded), in order. */
function variationNames(className: string): string[] {
  return [...className.matchAll(/\bis-style-(?!default)(\S+)\b/g)].map((m) => m[1] as string);
}

/** The render_block_data half: the block with the instance class appended to its className. */
export function withStyleVariationInstance(block: ParsedBlock, state: RenderState): ParsedBlock {
  const className = block.attrs.className;
  if (typeof className !== 'string' || !block.blockName) return block;
  const variation = variationNames(className).find((v) =>
    hasVariationStyles(block.blockName as string, v),
  );
  if (!variation) return block;
  const instance = wpUniqueId(state, `${variation}--`);
  return { ...block, attrs: { ...block.attrs, className: `${className} is-style-${instance}` } };
}

/** The render_block half: the instance class on the first tag of the rendered block. */
export function applyStyleVariationClass(block: ParsedBlock, content: string): string {
  const className = block.attrs.className;
  if (!content || typeof className !== 'string') return content;
  const match = /\bis-style-(\S+?--\d+)\b/.exec(className);
  const first = match ? openTags(content)[0] : undefined;
  return first ? addClasses(content, first, [match?.[0] as string]) : content;
}
