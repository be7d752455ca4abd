import {
  wpCalculateImageSizes,
  wpCalculateImageSrcset,
  wpConstrainDimensions,
} from './image-srcset';
import { escAttr, escHtml, escUrl } from './php';
import type { AttachmentInfo, RenderHooks } from './types';

/*
 * Ports of wp_get_attachment_image_src(), wp_get_attachment_image() and
 * wp_get_attachment_link() for named sizes, as the gallery shortcode calls them from inside
 * the_content (where WordPress adds no loading attributes of its own: wp_filter_content_tags()
 * adds them afterwards).
 */

/** Default sizes of a fresh WordPress install (thumbnail is cropped). */
const DEFAULT_SIZE_LIMITS: Record<string, [number, number]> = {
  thumbnail: [150, 150],
  medium: [300, 300],
  medium_large: [768, 0],
  large: [1024, 1024],
};

/** wp_get_attachment_image_src(): [url, width, height] of a named size. */
export function attachmentImageSrc(
  att: AttachmentInfo,
  size: string,
): [string, number, number] | null {
  const meta = att.meta;
  if (!att.mimeType.startsWith('image/') || !att.url) return null;
  const dirUrl = att.url.slice(0, att.url.lastIndexOf('/') + 1);
  const sized = size !== 'full' ? meta?.sizes?.[size] : undefined;
  if (sized) return [dirUrl + sized.file, sized.width, sized.height];
  const width = meta?.width ?? 0;
  const height = meta?.height ?? 0;
  // image_downsize(): the full image, scaled down to the size's box (image_constrain_size_for_editor).
  const limits = DEFAULT_SIZE_LIMITS[size];
  if (!limits || !width || !height) return [att.url, width, height];
  const [w, h] = wpConstrainDimensions(width, height, limits[0], limits[1]);
  return [att.url, w, h];
}

/** wp_get_attachment_image() with extra attributes appended after src, class and alt. */
export function wpGetAttachmentImage(
  att: AttachmentInfo,
  size: string,
  extra: Record<string, string>,
  hooks: RenderHooks,
): string {
  const image = attachmentImageSrc(att, size);
  if (!image) return '';
  const [src, width, height] = image;
  const hw = `${width ? `width="${width}" ` : ''}${height ? `height="${height}" ` : ''}`;
  const attr: Record<string, string> = {
    src,
    class: `attachment-${size} size-${size}`,
    alt: att.alt.replace(/<[^>]*>/g, '').trim(),
    ...extra,
  };
  if (!attr.srcset && att.meta) {
    const srcset = wpCalculateImageSrcset(
      [width, height],
      src,
      att.meta,
      hooks.uploadsBaseUrl ?? '',
    );
    const sizes = wpCalculateImageSizes(width);
    if (srcset && (sizes || attr.sizes)) {
      attr.srcset = srcset;
      if (!attr.sizes && sizes) attr.sizes = sizes;
    }
  }
  let html = `<img ${hw}`.trimEnd();
  for (const [name, value] of Object.entries(attr)) html += ` ${name}="${escAttr(value)}"`;
  return html + ' />';
}

/** wp_get_attachment_link( $id, $size, $permalink, false, false, $attr ). */
export function wpGetAttachmentLink(
  att: AttachmentInfo,
  size: string,
  permalink: boolean,
  extra: Record<string, string>,
  hooks: RenderHooks,
): string {
  if (!att.url) return 'Missing Attachment';
  const url = permalink ? att.link : att.url;
  let text = size && size !== 'none' ? wpGetAttachmentImage(att, size, extra, hooks) : '';
  if (text.trim() === '') text = att.title;
  if (text.trim() === '') {
    const file = att.url.slice(att.url.lastIndexOf('/') + 1);
    text = escHtml(file.replace(/\.[^.]*$/, ''));
  }
  return `<a href='${escUrl(url)}'>${text}</a>`;
}
