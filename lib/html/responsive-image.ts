/**
 * URLs of Next's image optimizer (/_next/image/?url=…&w=…&q=75, Next's default quality), built here
 * rather than by next/image: the component adds about 4 KB gzip of JavaScript to every route
 * that shows an image, for markup the server can write itself. next.config uses the same widths,
 * so every URL built here is one the optimizer accepts.
 */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
export const IMAGE_QUALITY = 75;

/** Formats the optimizer cannot resize (it refuses SVG unless told otherwise): served as they are. */
const NOT_RESIZABLE = /\.(svg|gif)(\?|#|$)/i;

/**
 * The optimizer's address as the site's `trailingSlash: true` routes it: `/_next/image?…` answers
 * 308 to `/_next/image/?…`, a round trip per image before its first byte. Next resolves its own
 * `images.path` the same way under trailingSlash (next/dist/server/config.js), and next.config sets
 * it from here so both agree.
 */
export const IMAGE_OPTIMIZER_PATH = '/_next/image/';

export function optimizedImageUrl(url: string, width: number): string {
  return `${IMAGE_OPTIMIZER_PATH}?url=${encodeURIComponent(url)}&w=${width}&q=${IMAGE_QUALITY}`;
}

export interface ImageCandidates {
  /** The fallback `src`. */
  src: string;
  /** Null when the image is served as it is. */
  srcSet: string | null;
}

/**
 * Widths up to the first one that covers the image's own width (larger ones would only
 * upscale); all device widths when WordPress did not say how wide it is.
 */
export function imageCandidates(url: string, intrinsicWidth: number | null): ImageCandidates {
  if (NOT_RESIZABLE.test(url)) return { src: url, srcSet: null };
  const cover = IMAGE_DEVICE_SIZES.findIndex(
    (width) => intrinsicWidth !== null && width >= intrinsicWidth,
  );
  const widths = cover === -1 ? IMAGE_DEVICE_SIZES : IMAGE_DEVICE_SIZES.slice(0, cover + 1);
  const largest = widths[widths.length - 1] ?? IMAGE_DEVICE_SIZES[0] ?? 640;
  return {
    src: optimizedImageUrl(url, largest),
    srcSet: widths.map((width) => `${optimizedImageUrl(url, width)} ${width}w`).join(', '),
  };
}
