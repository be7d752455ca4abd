import { addClasses, getAttribute, openTags, setAttribute } from './tag-processor';
import type { ParsedBlock } from './types';

/*
 * wp_render_dimensions_support() for the blocks with aspect-ratio support that serialize it
 * (core/cover): an aspect ratio unsets the minimum height, a minimum height unsets the aspect
 * ratio, so the two never fight. The declaration is appended to the first tag's style.
 */

const ASPECT_RATIO_BLOCKS = new Set(['core/cover']);

export function applyDimensions(block: ParsedBlock, content: string): string {
  if (!content || !ASPECT_RATIO_BLOCKS.has(block.blockName ?? '')) return content;
  const dims = (block.attrs.style as { dimensions?: Record<string, unknown> } | undefined)
    ?.dimensions;
  const aspectRatio = dims?.aspectRatio;
  let css = '';
  if (typeof aspectRatio === 'string' && aspectRatio !== '') {
    css = `aspect-ratio:${aspectRatio};min-height:unset;`;
  } else if (dims?.minHeight !== undefined || block.attrs.minHeight !== undefined) {
    css = 'aspect-ratio:unset;';
  }
  const first = css ? openTags(content)[0] : undefined;
  if (!first) return content;
  const existing = getAttribute(content, first, 'style') ?? '';
  const style = existing === '' || existing.endsWith(';') ? existing + css : `${existing};${css}`;
  const updated = setAttribute(content, first, 'style', style);
  if (typeof aspectRatio !== 'string' || aspectRatio === '') return updated;
  const tag = openTags(updated)[0];
  return tag ? addClasses(updated, tag, ['has-aspect-ratio']) : updated;
}
