import { ContentImage } from '@/components/common/ContentImage';
import { SiteLink } from '@/components/common/SiteLink';
import type { ProductCardsBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';

/** A title over a grid of product cards: image, name, text and a link each. */
export function ProductCards({ block }: { block: ProductCardsBlock }) {
  return (
    <section data-block="ProductCards" className={styles.block}>
      <div className={styles.inner}>
        {block.title && (
          <h2 className={`${styles.blockTitle} ${styles.centered}`}>{block.title}</h2>
        )}
        <ul className={styles.cardGrid}>
          {block.cards.map((card, index) => (
            <li key={`${card.title}-${index}`} className={styles.productCard}>
              {card.image && (
                <div className={styles.cardImage}>
                  <ContentImage image={card.image} sizes="(max-width: 52em) 100vw, 400px" />
                </div>
              )}
              <h3 className={styles.cardTitle}>{card.title}</h3>
              {card.text && <p className={styles.text}>{card.text}</p>}
              {card.link && (
                <SiteLink link={card.link} className={styles.textLink} about={card.title} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
