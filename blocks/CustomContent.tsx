import prose from '@/components/common/prose.module.css';
import { HtmlContent } from '@/lib/html/HtmlContent';
import type { CustomContentBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

const BACKGROUND_CLASS = { white: styles.bgWhite, grey: styles.bgGrey, navy: styles.bgNavy };

/** Free-form rich text on a white, grey or navy band. */
export function CustomContent({ block }: { block: CustomContentBlock }) {
  return (
    <section
      data-block="CustomContent"
      className={`${styles.block} ${BACKGROUND_CLASS[block.background]}`}
    >
      <div className={styles.narrow}>
        <HtmlContent html={block.contentHtml} className={prose.prose} />
      </div>
    </section>
  );
}
