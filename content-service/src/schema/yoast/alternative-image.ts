import type { RequestContext } from '../context';
import { postMeta, singleMeta } from '../model/loaders';
import { renderHooks } from '../model/render-hooks';
import type { PostRow } from '../model/rows';
import { createRenderState } from '../render';
import { galleryShortcode } from '../render/gallery';
import {
  DEFAULT_SHORTCODE_TAGS,
  getShortcodeRegex,
  shortcodeParseAtts,
} from '../render/shortcode-regex';
import type { OgImage } from './head';
import { attachmentIdByUrl, attachmentInfo } from './media';

/** PHP's filter_var(FILTER_VALIDATE_URL), as far as an image source needs: a scheme and a host. */
function isValidUrl(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+/i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

/**
 * WPSEO_Content_Images: the first `<img ` tag of the stored content (not rendered) whose `src`
 * is a full URL, as written there (size suffixes and query strings kept).
 */
export function firstContentImageUrl(content: string): string | undefined {
  for (const [tag] of content.matchAll(/<img [^>]+>/g)) {
    const src = /src=(["'])(.*?)\1/.exec(tag)?.[2];
    if (src !== undefined && isValidUrl(src)) return src;
  }
  return undefined;
}

/**
 * Image_Helper::get_gallery_image(): with `[gallery` in the content, the first image of the first
 * gallery shortcode (get_post_gallery_images(): its rendered `src`s, thumbnails by default). The
 * gallery is rendered apart, so the request's gallery counter (gallery-N ids) does not move.
 */
export function firstGalleryImageUrl(ctx: RequestContext, row: PostRow): string | undefined {
  if (!row.post_content.includes('[gallery')) return undefined;
  const regex = new RegExp(getShortcodeRegex(DEFAULT_SHORTCODE_TAGS), 'gs');
  for (const match of row.post_content.matchAll(regex)) {
    if (match[2] !== 'gallery') continue;
    // get_post_galleries() hands the tag to do_shortcode_tag(): an escaped [[gallery]] is text.
    if (match[1] === '[' && match[6] === ']') return undefined;
    const atts = { ...(shortcodeParseAtts(match[3] ?? '') ?? {}) };
    atts.id ??= String(row.ID);
    const html = galleryShortcode(atts, {
      postId: row.ID,
      postType: row.post_type,
      hooks: renderHooks(ctx),
      state: createRenderState(),
    });
    return /src=(['"])(.+?)\1/is.exec(html)?.[2];
  }
  return undefined;
}

/**
 * The image Yoast's post indexable takes when none is set (find_alternative_image): an attachment
 * itself, else the featured image (both by id, with their size and type), else the first gallery
 * image, else the first content image (both by URL alone: Yoast prints no size for them).
 */
export function alternativeImage(ctx: RequestContext, row: PostRow): OgImage | undefined {
  if (row.post_type === 'attachment') return attachmentInfo(ctx, row.ID);
  const featured = attachmentInfo(ctx, Number(singleMeta(postMeta(ctx, row.ID), '_thumbnail_id')));
  if (featured) return featured;
  const url = firstGalleryImageUrl(ctx, row) ?? firstContentImageUrl(row.post_content);
  return url === undefined ? undefined : { url };
}

/**
 * WPSEO_Image_Utils::get_attachment_by_url(): the attachment of an uploads URL, its size suffix
 * (`-300x200.jpg`) taken off; a URL with a query string (`?w=604`) names none.
 */
function attachmentOfContentUrl(ctx: RequestContext, url: string): number | undefined {
  return attachmentIdByUrl(ctx, url.replace(/(.*)-\d+x\d+\.(jpg|png|gif)$/, '$1.$2'));
}

/**
 * The schema's main image (Meta_Tags_Context main_image_id / main_image_url, Main_Image piece):
 * an attachment itself, else the featured image, else the first content image, as the attachment
 * at that URL when there is one (its full size, dimensions and caption), else the URL alone.
 */
export function mainImage(ctx: RequestContext, row: PostRow): OgImage | undefined {
  if (row.post_type === 'attachment') return attachmentInfo(ctx, row.ID);
  const featured = attachmentInfo(ctx, Number(singleMeta(postMeta(ctx, row.ID), '_thumbnail_id')));
  if (featured) return featured;
  const url = firstContentImageUrl(row.post_content);
  if (url === undefined) return undefined;
  const id = attachmentOfContentUrl(ctx, url);
  return (id && attachmentInfo(ctx, id)) || { url };
}
