import { IntentLink } from '@/components/common/IntentLink';
import type { Image } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';
import { Logo } from './Logo';
import styles from './Logo.module.css';

interface LogoLinkProps {
  image: Image | null | undefined;
  siteName: string;
  /** The box the logo fits in at its own proportions. */
  height: number;
  maxWidth: number;
  priority?: boolean;
}

/** The logo linking to the home page, named '{site} home' (by the logo's alt without a site name). */
export function LogoLink({ image, siteName, height, maxWidth, priority }: LogoLinkProps) {
  const t = useT();
  return (
    <IntentLink
      href="/"
      aria-label={siteName ? t('header.home', { siteName }) : undefined}
      className={styles.link}
    >
      <Logo image={image} height={height} maxWidth={maxWidth} priority={priority} />
    </IntentLink>
  );
}
