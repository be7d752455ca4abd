import { BlockStyleSheets } from '@/components/common/BlockStyleSheets';
import { ContentImage } from '@/components/common/ContentImage';
import { ProtectedNotice } from '@/components/common/ProtectedNotice';
import { usePostDate } from '@/lib/i18n/usePostDate';
import { useT } from '@/lib/i18n/useT';
import { HtmlContent } from '@/lib/html/HtmlContent';
import { FEATURED_IMAGE_SIZES } from '@/lib/html/image-slots';
import type { PostData } from '@/lib/wordpress/types/content';
import prose from '@/components/common/prose.module.css';
import styles from './posts.module.css';

/**
 * A post: featured image, date, category label (from the path), title and content (a notice
 * first when it is password-protected: visitors get no content).
 */
export function PostView({ post }: { post: PostData }) {
  const t = useT();
  const date = usePostDate(post.date, post.dateLabel);
  return (
    <article className={styles.post}>
      {post.featuredImage && (
        <div className={styles.featured}>
          <ContentImage image={post.featuredImage} sizes={FEATURED_IMAGE_SIZES} preload />
        </div>
      )}
      <header className={styles.postHeader}>
        <p className={styles.cardMeta}>
          {date && <time dateTime={post.date ?? undefined}>{date}</time>}
          <span className={styles.bar} aria-hidden="true" />
          <span>{post.categoryLabel ?? t('post.uncategorized')}</span>
        </p>
        <h1 className={styles.postTitle}>{post.title}</h1>
      </header>
      {post.passwordProtected && <ProtectedNotice className={styles.postBody} />}
      <BlockStyleSheets sheets={post.blockSheets} css={post.blockCss} />
      <HtmlContent html={post.contentHtml} className={`${prose.prose} ${styles.postBody}`} />
    </article>
  );
}
