import { addClasses, openTags } from './tag-processor';
import { wpUniqueId, type ParsedBlock, type RenderState } from './types';

/*
 * core/gallery's server side (blocks/gallery.php). Its gap styles and lightbox navigation go
 * to the page head and footer, not into the content.
 */

/**
 * block_core_gallery_data_id_backcompatibility() (render_block_data): nested images carry
 * their attachment id as `data-id`, as galleries saved before WordPress 5.9 did.
 */
export function withGalleryImageIds(block: ParsedBlock): ParsedBlock {
  if (block.blockName !== 'core/gallery') return block;
  const innerBlocks = block.innerBlocks.map((inner) =>
    inner.blockName === 'core/image' &&
    inner.attrs['data-id'] === undefined &&
    inner.attrs.id !== undefined
      ? { ...inner, attrs: { ...inner.attrs, 'data-id': String(inner.attrs.id) } }
      : inner,
  );
  return { ...block, innerBlocks };
}

/**
 * block_core_gallery_render(): a `wp-block-gallery-{wp_unique_id}` class on the wrapper.
 * randomOrder galleries are not shuffled here (the content service answers deterministically).
 */
export function renderGalleryBlock(content: string, state: RenderState): string {
  const className = wpUniqueId(state, 'wp-block-gallery-');
  const first = openTags(content)[0];
  return first ? addClasses(content, first, [className]) : content;
}
