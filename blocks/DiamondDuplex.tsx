import { ContentImage } from '@/components/common/ContentImage';
import { HtmlContent } from '@/lib/html/HtmlContent';
import type { DiamondDuplexBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** The diamond's square box: min(80vw, 26rem), as blocks.module.css sets it. */
const BOX_VW = 80;
const BOX_PX = 416;

/**
 * `sizes` for an image covering the square: a wide image is drawn wider than the box by its
 * aspect ratio (its sides are cut off), so the browser picks a candidate that stays sharp.
 */
export function diamondSizes(width: number | null, height: number | null): string {
  const stretch = width && height ? Math.max(1, width / height) : 1;
  return `(max-width: 64em) ${Math.round(BOX_VW * stretch)}vw, ${Math.round(BOX_PX * stretch)}px`;
}

/** Text beside an image cut as a diamond, the image on the left or the right. */
export function DiamondDuplex({
  block,
  lead = false,
}: {
  block: DiamondDuplexBlock;
  lead?: boolean;
}) {
  const reversed = block.imagePosition === 'right';
  return (
    <section data-block="DiamondDuplex" className={styles.block}>
      <div className={`${styles.inner} ${styles.duplex} ${reversed ? styles.reversed : ''}`}>
        {block.image && (
          <div className={styles.diamond}>
            <ContentImage
              image={block.image}
              sizes={diamondSizes(block.image.width, block.image.height)}
              fill
              preload={lead}
            />
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
