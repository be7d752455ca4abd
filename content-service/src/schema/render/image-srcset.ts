import { wpBasename } from './php';
import type { ImageMeta, ImageSize } from './types';

/*
 * Ports of the responsive-image helpers of media.php: wp_calculate_image_srcset(),
 * wp_calculate_image_sizes(), wp_image_src_get_dimensions(), wp_image_matches_ratio() and the
 * dimension helpers they use.
 */

/** wp_constrain_dimensions(). */
export function wpConstrainDimensions(
  currentWidth: number,
  currentHeight: number,
  maxWidth = 0,
  maxHeight = 0,
): [number, number] {
  if (!maxWidth && !maxHeight) return [currentWidth, currentHeight];
  let widthRatio = 1.0;
  let heightRatio = 1.0;
  let didWidth = false;
  let didHeight = false;
  if (maxWidth > 0 && currentWidth > 0 && currentWidth > maxWidth) {
    widthRatio = maxWidth / currentWidth;
    didWidth = true;
  }
  if (maxHeight > 0 && currentHeight > 0 && currentHeight > maxHeight) {
    heightRatio = maxHeight / currentHeight;
    didHeight = true;
  }
  const smaller = Math.min(widthRatio, heightRatio);
  const larger = Math.max(widthRatio, heightRatio);
  const ratio =
    phpRound(currentWidth * larger) > maxWidth || phpRound(currentHeight * larger) > maxHeight
      ? smaller
      : larger;
  let w = Math.max(1, phpRound(currentWidth * ratio));
  let h = Math.max(1, phpRound(currentHeight * ratio));
  // Rounding can leave a result one pixel shy of the box: bump it up, as WordPress does.
  if (didWidth && w === maxWidth - 1) w = maxWidth;
  if (didHeight && h === maxHeight - 1) h = maxHeight;
  return [w, h];
}

/** PHP's round() (half away from zero), unlike Math.round (half up). */
export function phpRound(n: number): number {
  return n < 0 ? -Math.round(-n) : Math.round(n);
}

/** wp_fuzzy_number_match(): within one pixel. */
function fuzzy(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1;
}

/** wp_image_matches_ratio(). */
export function wpImageMatchesRatio(sw: number, sh: number, tw: number, th: number): boolean {
  let constrained: [number, number];
  let expected: [number, number];
  if (sw > tw) {
    constrained = wpConstrainDimensions(sw, sh, tw);
    expected = [tw, th];
  } else {
    constrained = wpConstrainDimensions(tw, th, sw);
    expected = [sw, sh];
  }
  return fuzzy(constrained[0], expected[0]) && fuzzy(constrained[1], expected[1]);
}

/** _wp_get_attachment_relative_path(): the uploads sub-directory of a meta 'file'. */
export function attachmentRelativePath(file: string): string {
  const i = file.lastIndexOf('/');
  let dirname = i === -1 ? '.' : i === 0 ? '/' : file.slice(0, i);
  if (dirname === '.') return '';
  if (dirname.includes('wp-content/uploads')) {
    dirname = dirname.slice(dirname.indexOf('wp-content/uploads') + 18).replace(/^\/+/, '');
  }
  return dirname;
}

/** wp_image_src_get_dimensions(): the size of the file the src points to, per the meta. */
export function wpImageSrcGetDimensions(src: string, meta: ImageMeta): [number, number] | null {
  if (meta.file && src.includes(wpBasename(meta.file))) return [meta.width, meta.height];
  const filename = wpBasename(src);
  for (const size of Object.values(meta.sizes ?? {})) {
    if (size.file === filename) return [size.width, size.height];
  }
  return null;
}

/** wp_calculate_image_srcset(); false when fewer than two candidates or the src is unknown. */
export function wpCalculateImageSrcset(
  sizeArray: [number, number],
  imageSrc: string,
  meta: ImageMeta,
  uploadsBaseUrl: string,
): string | false {
  if (!meta.sizes || Object.keys(meta.sizes).length === 0 || (meta.file ?? '').length < 4) {
    return false;
  }
  const [imageWidth, imageHeight] = sizeArray;
  if (imageWidth < 1) return false;
  const basename = wpBasename(meta.file);
  const sizes: ImageSize[] = Object.values(meta.sizes);
  // Animated GIF thumbnails are never mixed with the full image (which may be animated).
  if (meta.sizes.thumbnail?.['mime-type'] !== 'image/gif') {
    sizes.push({ width: meta.width, height: meta.height, file: basename });
  } else if (imageSrc.indexOf(meta.file) > 0) {
    return false;
  }
  let dirname = attachmentRelativePath(meta.file);
  if (dirname) dirname += '/';
  const baseurl = uploadsBaseUrl.replace(/\/+$/, '') + '/' + dirname;
  const editHash = /-e[0-9]{13}/.exec(wpBasename(imageSrc));
  const maxWidth = 2048;
  // PHP arrays keyed by width keep their first insertion position: a Map does the same.
  let sources = new Map<number, string>();
  let srcMatched = false;
  for (const image of sizes) {
    let isSrc = false;
    if (!srcMatched && imageSrc.includes(dirname + image.file)) {
      srcMatched = true;
      isSrc = true;
    }
    if (editHash && !(image.file.indexOf(editHash[0]) > 0)) continue;
    if (maxWidth && image.width > maxWidth && !isSrc) continue;
    if (wpImageMatchesRatio(imageWidth, imageHeight, image.width, image.height)) {
      const url = baseurl + image.file;
      if (isSrc) {
        const next = new Map<number, string>([[image.width, url]]);
        for (const [k, v] of sources) if (!next.has(k)) next.set(k, v);
        sources = next;
      } else {
        sources.set(image.width, url);
      }
    }
  }
  if (!srcMatched || sources.size < 2) return false;
  return [...sources].map(([width, url]) => `${url.replace(/ /g, '%20')} ${width}w`).join(', ');
}

/** wp_calculate_image_sizes() for a known width. */
export function wpCalculateImageSizes(width: number): string | false {
  return width ? `(max-width: ${width}px) 100vw, ${width}px` : false;
}
