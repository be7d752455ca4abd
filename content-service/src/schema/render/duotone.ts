import { addClasses, openTags } from './tag-processor';
import { wpUniqueId, type ParsedBlock, type RenderState } from './types';

/*
 * WP_Duotone::render_duotone_support(): a block with a duotone filter gets the filter's class
 * on its first tag. Presets are named by slug; custom colours and CSS values get a
 * wp_unique_id() slug (the SVG filter and its stylesheet go to the page head, not the content).
 */

const DUOTONE_BLOCKS = new Set([
  'core/avatar',
  'core/cover',
  'core/image',
  'core/post-featured-image',
  'core/site-logo',
]);

/** sanitize_key(): lower-case, only a-z 0-9 _ and -. */
const sanitizeKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9_-]/g, '');

function filterSlug(value: unknown, state: RenderState): string | null {
  if (Array.isArray(value)) {
    return wpUniqueId(state, sanitizeKey(`${value.map(String).join('-')}-`));
  }
  if (typeof value !== 'string' || value === '') return null;
  const preset =
    /^var:preset\|duotone\|(.+)$/.exec(value) ?? /^var\(--wp--preset--duotone--(.+)\)$/.exec(value);
  if (preset) return preset[1] as string;
  return wpUniqueId(state, sanitizeKey(`${value}-`));
}

export function applyDuotone(block: ParsedBlock, content: string, state: RenderState): string {
  if (!content || !DUOTONE_BLOCKS.has(block.blockName ?? '')) return content;
  const style = block.attrs.style as { color?: { duotone?: unknown } } | undefined;
  if (style?.color?.duotone === undefined) return content;
  const slug = filterSlug(style.color.duotone, state);
  const first = slug ? openTags(content)[0] : undefined;
  return first ? addClasses(content, first, [`wp-duotone-${slug}`]) : content;
}
