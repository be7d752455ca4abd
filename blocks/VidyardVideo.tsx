import type { VidyardVideoBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** Vidyard's player host: the only address this block embeds. */
export const VIDYARD_PLAYER = 'https://play.vidyard.com';

/** A Vidyard video in its player, loaded only when it scrolls near the viewport. */
export function VidyardVideo({ block }: { block: VidyardVideoBlock }) {
  if (!block.uuid) return null;
  return (
    <section data-block="VidyardVideo" className={styles.block}>
      <div className={styles.narrow}>
        <h2 className={styles.blockTitle}>{block.title}</h2>
        <div className={styles.video}>
          <iframe
            src={`${VIDYARD_PLAYER}/${block.uuid}.html?v=3.1.1`}
            title={block.title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        </div>
      </div>
    </section>
  );
}
