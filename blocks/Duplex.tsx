import { ContentImage } from '@/components/common/ContentImage';
import { SiteLink } from '@/components/common/SiteLink';
import { HtmlContent } from '@/lib/html/HtmlContent';
import { HALF_COLUMN_SIZES } from '@/lib/html/image-slots';
import type { DuplexBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** Image and text side by side (swapped when `reverse`), with an optional link. */
export function Duplex({ block, lead = false }: { block: DuplexBlock; lead?: boolean }) {
  return (
    <section data-block="Duplex" className={styles.block}>
      <div className={`${styles.inner} ${styles.duplex} ${block.reverse ? styles.reversed : ''}`}>
        {block.image && (
          <div className={styles.duplexImage}>
            <ContentImage image={block.image} sizes={HALF_COLUMN_SIZES} preload={lead} />
          </div>
        )}
        <div className={styles.duplexText}>
          {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
          <HtmlContent html={block.contentHtml} className={styles.text} />
          {block.link && (
            <SiteLink link={block.link} className={styles.textLink} about={block.title} />
          )}
        </div>
      </div>
    </section>
  );
}
