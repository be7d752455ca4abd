import { IntentLink } from '@/components/common/IntentLink';
import { HtmlContent } from '@/lib/html/HtmlContent';
import { usePostDate } from '@/lib/i18n/usePostDate';
import { useT } from '@/lib/i18n/useT';
import type { PostCardData } from '@/lib/wordpress/types/content';
import hidden from '@/components/common/visually-hidden.module.css';
import styles from './posts.module.css';

/** Date, a bar, the first category, title, excerpt and a 'More' link to the post. */
export function PostCard({ post }: { post: PostCardData }) {
  const t = useT();
  const date = usePostDate(post.date, post.dateLabel);
  return (
    <article className={styles.card}>
      <p className={styles.cardMeta}>
        {date && <time dateTime={post.date ?? undefined}>{date}</time>}
        <span className={styles.bar} aria-hidden="true" />
        {post.categoryName && <span>{post.categoryName}</span>}
      </p>
      <h2 className={styles.cardTitle}>
        <IntentLink href={post.uri}>{post.title}</IntentLink>
      </h2>
      {post.excerptHtml ? (
        <HtmlContent html={post.excerptHtml} className={styles.excerpt} />
      ) : (
        // Every card has a line of text, even for a post without an excerpt.
        <p className={styles.excerpt}>{t('post.excerptFallback')}</p>
      )}
      {/* 'More' is what shows (the card's wording); the link's text names the post for screen
          readers and crawlers alike (a bare "More" is not descriptive link text). */}
      <IntentLink href={post.uri} className={styles.more}>
        <span aria-hidden="true">{t('post.more')}</span>
        <span className={hidden.visuallyHidden}>{t('post.moreAbout', { title: post.title })}</span>
      </IntentLink>
    </article>
  );
}
