import { ContentImage } from '@/components/common/ContentImage';
import { HtmlContent } from '@/lib/html/HtmlContent';
import type { DiamondDuplexBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** Text beside an image cut as a diamond, the image on the left or the right. */
export function DiamondDuplex({ block }: { block: DiamondDuplexBlock }) {
  const reversed = block.imagePosition === 'right';
  return (
    <section data-block="DiamondDuplex" className={styles.block}>
      <div className={`${styles.inner} ${styles.duplex} ${reversed ? styles.reversed : ''}`}>
        {block.image && (
          <div className={styles.diamond}>
            <ContentImage image={block.image} sizes="(max-width: 64em) 80vw, 480px" fill />
          </div>
        )}
        <div className={styles.duplexText}>
          {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
          <HtmlContent html={block.contentHtml} className={styles.text} />
        </div>
      </div>
    </section>
  );
}
