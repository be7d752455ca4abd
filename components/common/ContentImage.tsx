import { imageCandidates } from '@/lib/html/responsive-image';
import type { Image as ImageData } from '@/lib/wordpress/types/layout';

interface ContentImageProps {
  image: ImageData;
  /** The rendered width, for the browser's choice among the candidates (`sizes`). */
  sizes: string;
  className?: string;
  /**
   * The page's main image (its largest paint): fetched first instead of lazily. React's server
   * render writes an eager `<img fetchpriority="high">`'s own
   * `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">` at the top of
   * the document (the start of <body>), so no second preload is written here: it would repeat
   * the whole srcset in the HTML.
   */
  preload?: boolean;
  /**
   * The parent sets the shape (e.g. a diamond's square box): the image covers it whatever its own
   * aspect ratio, instead of keeping its height in proportion to its width.
   */
  fill?: boolean;
}

/**
 * A WordPress image resized by Next's image optimizer in modern formats, lazy unless it is the
 * main image. Its width and height reserve the space (no layout shift); without them, or with
 * `fill`, it fills its parent, which then sets the shape.
 */
export function ContentImage({
  image,
  sizes,
  className,
  preload = false,
  fill = false,
}: ContentImageProps) {
  const { src, srcSet } = imageCandidates(image.url, image.width);
  // Width and height still reserve space and give the browser the ratio; the parent's box wins when filling.
  const sized = image.width !== null && image.height !== null && !fill;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see lib/html/responsive-image.ts
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={sizes}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      className={className}
      loading={preload ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={preload ? 'high' : undefined}
      style={sized ? { height: 'auto' } : { width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
