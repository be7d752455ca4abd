import prose from '@/components/common/prose.module.css';
import { HtmlContent } from '@/lib/html/HtmlContent';
import type { TwoColumnBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** Two columns of rich text, stacked on narrow screens. */
export function TwoColumn({ block }: { block: TwoColumnBlock }) {
  return (
    <section data-block="TwoColumn" className={styles.block}>
      <div className={`${styles.inner} ${styles.twoColumn}`}>
        <HtmlContent html={block.leftHtml} className={prose.prose} />
        <HtmlContent html={block.rightHtml} className={prose.prose} />
      </div>
    </section>
  );
}
