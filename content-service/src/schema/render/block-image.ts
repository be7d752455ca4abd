import { getAttribute, openTags, setAttribute } from './tag-processor';
import type { ParsedBlock } from './types';

/*
 * render_block_core_image() (blocks/image.php) without the lightbox, which the site does not
 * enable: an image block without an <img src> renders nothing, and images in a gallery get
 * the `data-id` attribute block_core_gallery_data_id_backcompatibility() put in their attrs.
 */
export function renderImageBlock(block: ParsedBlock, content: string): string {
  if (!/<img/i.test(content)) return '';
  const img = openTags(content).find((t) => t.name === 'IMG');
  if (!img || !getAttribute(content, img, 'src')) return '';
  const dataId = block.attrs['data-id'];
  if (dataId === undefined || dataId === null) return content;
  return setAttribute(content, img, 'data-id', String(dataId));
}
