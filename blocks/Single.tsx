import { ContentImage } from '@/components/common/ContentImage';
import prose from '@/components/common/prose.module.css';
import { HtmlContent } from '@/lib/html/HtmlContent';
import { NARROW_COLUMN_SIZES } from '@/lib/html/image-slots';
import type { SingleBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** One column: a title, rich text and an image below it. */
export function Single({ block }: { block: SingleBlock }) {
  return (
    <section data-block="Single" className={styles.block}>
      <div className={styles.narrow}>
        {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
        <HtmlContent html={block.contentHtml} className={prose.prose} />
        {block.image && (
          <div className={styles.singleImage}>
            <ContentImage image={block.image} sizes={NARROW_COLUMN_SIZES} />
          </div>
        )}
      </div>
    </section>
  );
}
