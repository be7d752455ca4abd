import { ContentImage } from '@/components/common/ContentImage';
import { SiteLink } from '@/components/common/SiteLink';
import { HtmlContent } from '@/lib/html/HtmlContent';
import { HALF_COLUMN_SIZES } from '@/lib/html/image-slots';
import type { PageHeroBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** The page's opening band: title, text, calls to action, and an image beside them. */
export function PageHero({ block, lead = false }: { block: PageHeroBlock; lead?: boolean }) {
  return (
    <section data-block="PageHero" className={`${styles.block} ${styles.hero}`}>
      <div className={styles.inner}>
        <div className={styles.heroText}>
          {block.title && <h2 className={styles.heroTitle}>{block.title}</h2>}
          <HtmlContent html={block.contentHtml} className={styles.text} />
          {block.ctas.length > 0 && (
            <div className={styles.ctas}>
              {block.ctas.map((cta, index) => (
                <SiteLink
                  key={`${cta.url}-${index}`}
                  link={cta}
                  about={block.title}
                  className={index === 0 ? styles.buttonPrimary : styles.buttonSecondary}
                />
              ))}
            </div>
          )}
        </div>
        {block.image && (
          <div className={styles.heroImage}>
            <ContentImage image={block.image} sizes={HALF_COLUMN_SIZES} preload={lead} />
          </div>
        )}
      </div>
    </section>
  );
}
