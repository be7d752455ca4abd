import type { Image } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';

export const FALLBACK_LOGO_SRC = '/img/logo.svg';

interface LogoProps {
  image: Image | null | undefined;
  /** Rendered height in px; the width follows the image's own proportions. */
  height: number;
  /** A fixed square box (the footer's 60x60) instead of the image's proportions. */
  square?: boolean;
  priority?: boolean;
}

/**
 * The site logo from site options, or the local `/img/logo.svg` (alt 'logo') when none is set.
 * A plain <img> with its size fixed (no layout shift): logos are small, often SVG, and may live on
 * the WordPress host, so /_next/image has nothing to add, and next/image would cost 3.4 KB gzip
 * of JavaScript on pages that show no other image.
 */
export function Logo({ image, height, square = false, priority = false }: LogoProps) {
  const t = useT();
  const src = image?.url || FALLBACK_LOGO_SRC;
  const alt = (image?.url && image.alt) || t('logo.alt');
  const ratio = image?.url && image.width && image.height ? image.width / image.height : 1;
  const width = square ? height : Math.round(height * ratio);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? undefined : 'lazy'}
      decoding="async"
      style={{ width, height, objectFit: 'contain' }}
    />
  );
}
