import { SiteLink } from '@/components/common/SiteLink';
import type { PreFooterBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** The closing call to action above the footer: title, a line of text and a button. */
export function PreFooter({ block }: { block: PreFooterBlock }) {
  return (
    <section data-block="PreFooter" className={`${styles.block} ${styles.preFooter}`}>
      <div className={styles.narrow}>
        {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
        {block.content && <p className={styles.text}>{block.content}</p>}
        {block.link && (
          <SiteLink link={block.link} className={styles.buttonPrimary} about={block.title} />
        )}
      </div>
    </section>
  );
}
