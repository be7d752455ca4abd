import { attachmentRelativePath, wpCalculateImageSrcset } from '../render/image-srcset';
import type { ImageMeta } from '../render/types';

/** An attachment's `_wp_attachment_metadata`, as far as responsive images read it. */
export interface ImageMetadata {
  width?: number;
  height?: number;
  file?: string;
  sizes?: Record<string, { file: string; width: number; height: number; 'mime-type'?: string }>;
}

/** wp_constrain_dimensions() to a width only. */
function constrainToWidth(width: number, height: number, maxWidth: number): [number, number] {
  if (!maxWidth || width <= maxWidth) return [width, height];
  const ratio = maxWidth / width;
  let w = Math.max(1, Math.round(width * ratio));
  const h = Math.max(1, Math.round(height * ratio));
  // WordPress corrects a width rounded one pixel short of the maximum.
  if (w === maxWidth - 1) w = maxWidth;
  return [w, h];
}

/** wp_image_matches_ratio(): the two sizes have the same aspect ratio, within a pixel. */
export function matchesRatio(
  sourceWidth: number,
  sourceHeight: number,
  targetWidth: number,
  targetHeight: number,
): boolean {
  const [constrained, expected] =
    sourceWidth > targetWidth
      ? [constrainToWidth(sourceWidth, sourceHeight, targetWidth), [targetWidth, targetHeight]]
      : [constrainToWidth(targetWidth, targetHeight, sourceWidth), [sourceWidth, sourceHeight]];
  return (
    Math.abs(constrained[0] - expected[0]!) <= 1 && Math.abs(constrained[1] - expected[1]!) <= 1
  );
}

/** The width and height of a named size ('full' or one the metadata lacks: the original). */
export function sizeDimensions(meta: ImageMetadata, size: string): [number, number] | null {
  const named = meta.sizes?.[size];
  if (named) return [Number(named.width), Number(named.height)];
  return meta.width && meta.height ? [meta.width, meta.height] : null;
}

/**
 * wp_get_attachment_image_srcset(): wp_calculate_image_srcset() for the image
 * wp_get_attachment_image_src() gives for `size` (the size's own file when the metadata has it,
 * else the original): every size of the same aspect ratio, widest allowed 2048 px, one per width,
 * the shown file first, the original last unless it is a GIF (it may be animated; a GIF shown
 * whole has none); null when fewer than two remain. `uploadsBaseUrl` is the uploads folder's URL.
 */
export function imageSrcset(
  meta: ImageMetadata,
  size: string,
  uploadsBaseUrl: string,
): string | null {
  const shown = sizeDimensions(meta, size);
  if (!shown || !meta.file) return null;
  const folder = attachmentRelativePath(meta.file);
  const base = uploadsBaseUrl.replace(/\/+$/, '') + '/' + (folder ? `${folder}/` : '');
  const named = meta.sizes?.[size];
  const src = base + (named ? named.file : meta.file.split('/').pop()!);
  const sizeArray: [number, number] = [shown[0], shown[1]];
  return wpCalculateImageSrcset(sizeArray, src, meta as ImageMeta, uploadsBaseUrl) || null;
}

/** wp_calculate_image_sizes(): the default `sizes` attribute for the width shown. */
export function imageSizes(meta: ImageMetadata, size: string): string | null {
  const shown = sizeDimensions(meta, size);
  return shown ? `(max-width: ${shown[0]}px) 100vw, ${shown[0]}px` : null;
}
