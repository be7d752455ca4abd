import type { Image } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';
import styles from './Logo.module.css';

export const FALLBACK_LOGO_SRC = '/img/logo.svg';

interface LogoProps {
  image: Image | null | undefined;
  /** The box the logo fits in at its own proportions (the footer's: 60 high). */
  height: number;
  maxWidth: number;
  /**
   * Above the fold (the header's): loaded at once rather than lazily, at the browser's own
   * priority: high priority belongs to the page's main image alone (its largest paint).
   */
  priority?: boolean;
}

/** The logo's rendered size: as large as fits the box, at the image's own aspect ratio. */
export function logoSize(
  image: Pick<Image, 'width' | 'height'> | null | undefined,
  box: { height: number; maxWidth: number },
): { width: number; height: number } | null {
  if (!image?.width || !image.height) return null;
  const scale = Math.min(box.height / image.height, box.maxWidth / image.width);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}

/** A JPEG cannot be transparent: it carries its own background and needs no plate. */
export function mayBeTransparent(url: string): boolean {
  return !/\.jpe?g$/i.test(url.split(/[?#]/)[0] ?? '');
}

/**
 * The site logo from site options, or the local `/img/logo.svg` (alt 'logo', a square tile that
 * reads on light and dark) when none is set. A plain <img> with its size fixed (no layout shift):
 * logos are small, often SVG, and may live on the WordPress host, so /_next/image has nothing to
 * add, and next/image would cost 3.4 KB gzip of JavaScript on pages that show no other image.
 */
export function Logo({ image, height, maxWidth, priority = false }: LogoProps) {
  const t = useT();
  const fromWordPress = Boolean(image?.url);
  const src = image?.url || FALLBACK_LOGO_SRC;
  const alt = (fromWordPress && image?.alt) || t('logo.alt');
  const box = { height, maxWidth };
  // The fallback is square; a WordPress logo without known dimensions (often an SVG) is sized by
  // the browser from its own proportions, within the box.
  const size = fromWordPress ? logoSize(image, box) : logoSize({ width: 1, height: 1 }, box);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      className={fromWordPress && mayBeTransparent(src) ? styles.plate : undefined}
      loading={priority ? undefined : 'lazy'}
      decoding="async"
      style={
        size
          ? { width: size.width, height: size.height }
          : { width: 'auto', height: 'auto', maxWidth, maxHeight: height }
      }
    />
  );
}
