import type { IframeBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/**
 * An embedded page from an allowed https host (checked on the server), loaded only when it
 * scrolls near the viewport, sandboxed, and titled for screen readers.
 */
export function Iframe({ block }: { block: IframeBlock }) {
  if (!block.url) return null;
  return (
    <section data-block="Iframe" className={styles.block}>
      <div className={styles.narrow}>
        <h2 className={styles.blockTitle}>{block.title}</h2>
        <iframe
          className={styles.embed}
          src={block.url}
          title={block.title}
          height={block.height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
          allowFullScreen
        />
      </div>
    </section>
  );
}
