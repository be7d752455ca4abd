import { wpGetAttachmentImage } from '../attachment-image';
import { attrString, contextId, type DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_post_featured_image(): get_the_post_thumbnail() of the context's post in a
 * figure, scaled with object-fit. Links, overlays and first-image fallback are not ported.
 */
export const renderPostFeaturedImage: DynamicRenderer = ({ block, attrs, context, ctx, site }) => {
  const postId = contextId(context, 'postId');
  const thumbnail = postId ? ctx.hooks.getAttachment?.(site.thumbnailId(postId)) : null;
  if (!thumbnail) return '';
  const size = attrString(attrs, 'sizeSlug', 'post-thumbnail');
  let style = '';
  if (attrString(attrs, 'aspectRatio')) style += 'width:100%;height:100%;';
  else if (attrString(attrs, 'height')) style += `height:${attrString(attrs, 'height')};`;
  const scale = attrString(attrs, 'scale', 'cover');
  if (scale) style += `object-fit:${scale};`;
  const extra: Record<string, string> = {
    class: `attachment-${size} size-${size} wp-post-image`,
  };
  if (style) extra.style = style;
  const image = wpGetAttachmentImage(thumbnail, size, extra, ctx.hooks);
  if (!image) return '';
  const dims = ['aspectRatio', 'width', 'height']
    .map((key) =>
      attrString(attrs, key)
        ? `${key === 'aspectRatio' ? 'aspect-ratio' : key}:${attrString(attrs, key)};`
        : '',
    )
    .join('');
  return `<figure ${blockWrapperAttributes(block, dims ? { style: dims } : {})}>${image}</figure>`;
};
