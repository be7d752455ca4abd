import Link from 'next/link';
import { formatPostDate } from '@/lib/content/post-date';
import { HtmlContent } from '@/lib/html/HtmlContent';
import { useT } from '@/lib/i18n/useT';
import type { PostCardData } from '@/lib/wordpress/types/content';
import styles from './posts.module.css';

/** Shown when a post has no excerpt, so every card has a line of text. */
export const EXCERPT_FALLBACK = 'Read the full post for the details.';

/** Date, a bar, the first category, title, excerpt and a 'More' link to the post. */
export function PostCard({ post }: { post: PostCardData }) {
  const t = useT();
  const date = formatPostDate(post.date);
  return (
    <article className={styles.card}>
      <p className={styles.cardMeta}>
        {date && <time dateTime={post.date ?? undefined}>{date}</time>}
        <span className={styles.bar} aria-hidden="true" />
        {post.categoryName && <span>{post.categoryName}</span>}
      </p>
      <h2 className={styles.cardTitle}>
        <Link href={post.uri}>{post.title}</Link>
      </h2>
      {post.excerptHtml ? (
        <HtmlContent html={post.excerptHtml} className={styles.excerpt} />
      ) : (
        <p className={styles.excerpt}>{EXCERPT_FALLBACK}</p>
      )}
      <Link href={post.uri} className={styles.more} aria-label={`${t('post.more')}: ${post.title}`}>
        {t('post.more')}
      </Link>
    </article>
  );
}
