/** An attachment's `_wp_attachment_metadata`, as far as responsive images read it. */
export interface ImageMetadata {
  width?: number;
  height?: number;
  file?: string;
  sizes?: Record<string, { file: string; width: number; height: number; 'mime-type'?: string }>;
}

/** wp_image_editor's largest width a srcset lists ('max_srcset_image_width'). */
const MAX_SRCSET_WIDTH = 2048;

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
 * wp_calculate_image_srcset(): every size of the same aspect ratio as the one shown, widest
 * allowed 2048 px, one per width, the original last unless it is a GIF (it may be animated);
 * null when fewer than two remain. `baseUrl` is the uploads URL of the file's folder.
 */
export function imageSrcset(meta: ImageMetadata, size: string, baseUrl: string): string | null {
  const shown = sizeDimensions(meta, size);
  if (!shown || !meta.sizes) return null;
  const candidates = Object.values(meta.sizes).map((s) => ({
    file: s.file,
    width: Number(s.width),
    height: Number(s.height),
  }));
  if (meta.sizes.thumbnail?.['mime-type'] !== 'image/gif' && meta.file && meta.width) {
    candidates.push({
      file: meta.file.split('/').pop()!,
      width: meta.width,
      height: meta.height ?? 0,
    });
  }
  const sources = new Map<number, string>();
  for (const image of candidates) {
    if (image.width > MAX_SRCSET_WIDTH) continue;
    if (!matchesRatio(shown[0], shown[1], image.width, image.height)) continue;
    sources.set(image.width, `${baseUrl}${image.file} ${image.width}w`);
  }
  return sources.size < 2 ? null : [...sources.values()].join(', ');
}

/** wp_calculate_image_sizes(): the default `sizes` attribute for the width shown. */
export function imageSizes(meta: ImageMetadata, size: string): string | null {
  const shown = sizeDimensions(meta, size);
  return shown ? `(max-width: ${shown[0]}px) 100vw, ${shown[0]}px` : null;
}
