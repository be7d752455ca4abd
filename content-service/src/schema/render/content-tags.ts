import { escAttr } from './php';
import {
  wpCalculateImageSizes,
  wpCalculateImageSrcset,
  wpImageSrcGetDimensions,
} from './image-srcset';
import type { ImageMeta, RenderHooks } from './types';

/*
 * Port of wp_filter_content_tags() (media.php, WordPress 6.7+) for the 'the_content' context
 * outside the main loop, which is how WPGraphQL applies the_content: every image gets
 * decoding="async"; images with both width and height get loading="lazy" (no image is treated
 * as above the fold, so none gets fetchpriority); iframes with a src, width and height get
 * loading="lazy"; images of known attachments (class wp-image-N) get width/height, srcset and
 * sizes (with "auto, " in front when lazy-loaded).
 */

function imageMeta(hooks: RenderHooks, id: number): ImageMeta | null {
  return hooks.getAttachment?.(id)?.meta ?? null;
}

/** wp_img_tag_add_width_and_height_attr(). */
function addWidthAndHeight(image: string, meta: ImageMeta | null): string {
  const src = (/src="([^"]+)"/.exec(image)?.[1] ?? '').split('?')[0] as string;
  if (!src || !meta) return image;
  const size = wpImageSrcGetDimensions(src, meta);
  if (!size || !size[0] || !size[1]) return image;
  let [w, h] = size;
  // When the width is imposed by an inline style, scale the height to it.
  const styleWidth = /style="width:[\t\n\v\f\r ]*(\d+)px;"/.exec(image);
  if (styleWidth) {
    const sw = parseInt(styleWidth[1] as string, 10);
    if (sw) {
      h = Math.round((h * sw) / w);
      w = sw;
    }
  }
  return image.replace('<img', `<img width="${w}" height="${h}"`);
}

/** wp_image_add_srcset_and_sizes(). */
function addSrcsetAndSizes(image: string, meta: ImageMeta | null, baseUrl: string): string {
  if (!meta || !meta.sizes || Object.keys(meta.sizes).length === 0) return image;
  const src = (/src="([^"]+)"/.exec(image)?.[1] ?? '').split('?')[0] as string;
  if (!src) return image;
  // Bail early if an image has been inserted and later edited.
  const edit = /-e[0-9]{13}/.exec(meta.file);
  if (edit && !src.slice(src.lastIndexOf('/') + 1).includes(edit[0])) return image;
  const width = parseInt(/ width="([0-9]+)"/.exec(image)?.[1] ?? '0', 10);
  const height = parseInt(/ height="([0-9]+)"/.exec(image)?.[1] ?? '0', 10);
  const sizeArray =
    width && height ? ([width, height] as [number, number]) : wpImageSrcGetDimensions(src, meta);
  if (!sizeArray) return image;
  const srcset = wpCalculateImageSrcset(sizeArray, src, meta, baseUrl);
  if (!srcset) return image;
  const hasSizes = image.indexOf(' sizes=') > 0;
  const sizes = hasSizes ? true : wpCalculateImageSizes(sizeArray[0]);
  if (!sizes) return image;
  let attr = ` srcset="${escAttr(srcset)}"`;
  if (typeof sizes === 'string') attr += ` sizes="${escAttr(sizes)}"`;
  return image.replace(/<img ([^>]+?)[/ ]*>/, (_m, inner: string) => `<img ${inner}${attr} />`);
}

/** wp_img_tag_add_loading_optimization_attrs() outside the loop. */
function addLoadingOptimization(image: string): string {
  if (!image.includes(' src="')) return image;
  let out = image;
  if (!/ decoding=["']([A-Za-z]+)["']/.test(out)) {
    out = out.split('<img').join('<img decoding="async"');
  }
  // Images need both dimensions for lazy loading (and for fetchpriority).
  if (!out.includes(' width="') || !out.includes(' height="')) return out;
  if (!/ loading=["']([A-Za-z]+)["']/.test(out)) {
    out = out.split('<img').join('<img loading="lazy"');
  }
  return out;
}

/** wp_img_tag_add_auto_sizes(): "auto, " in front of the sizes of lazy-loaded images. */
function addAutoSizes(image: string): string {
  if (!/ loading=["']?lazy["']?/i.test(image)) return image;
  if (!/ width=["']?[^"'\s>]+/.test(image)) return image;
  return image.replace(/ sizes="([^"]*)"/, (m, sizes: string) =>
    sizes.split(',')[0]?.trim().toLowerCase() === 'auto' ? m : ` sizes="auto, ${sizes}"`,
  );
}

/** wp_iframe_tag_add_loading_attr(). */
function addIframeLoading(iframe: string): string {
  if (!iframe.includes(' src="') || !iframe.includes(' width="') || !iframe.includes(' height="')) {
    return iframe;
  }
  return iframe.replace('<iframe', '<iframe loading="lazy"');
}

/** wp_filter_content_tags( $content, 'the_content' ). */
export function wpFilterContentTags(content: string, hooks: RenderHooks): string {
  const matches = [...content.matchAll(/<(img|iframe)[\t\n\v\f\r ][^>]+>/g)];
  if (matches.length === 0) return content;
  const images = new Map<string, number>();
  const iframes = new Set<string>();
  for (const [tag, name] of matches) {
    if (name === 'img') {
      const id = /wp-image-([0-9]+)/i.exec(tag);
      images.set(tag, id ? parseInt(id[1] as string, 10) : 0);
    } else {
      iframes.add(tag);
    }
  }
  const baseUrl = hooks.uploadsBaseUrl ?? '';
  let out = content;
  for (const [tag] of matches) {
    const attachmentId = images.get(tag);
    if (attachmentId !== undefined) {
      let filtered = tag;
      const meta = attachmentId > 0 ? imageMeta(hooks, attachmentId) : null;
      if (attachmentId > 0 && !filtered.includes(' width=') && !filtered.includes(' height=')) {
        filtered = addWidthAndHeight(filtered, meta);
      }
      if (attachmentId > 0 && !filtered.includes(' srcset=')) {
        filtered = addSrcsetAndSizes(filtered, meta, baseUrl);
      }
      filtered = addAutoSizes(addLoadingOptimization(filtered));
      if (filtered !== tag) out = out.split(tag).join(filtered);
      images.delete(tag);
    }
    if (iframes.has(tag)) {
      const filtered = tag.includes(' loading=') ? tag : addIframeLoading(tag);
      if (filtered !== tag) out = out.split(tag).join(filtered);
      iframes.delete(tag);
    }
  }
  return out;
}
