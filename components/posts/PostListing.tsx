import { Pagination } from '@/components/common/Pagination';
import { HtmlContent } from '@/lib/html/HtmlContent';
import { useT } from '@/lib/i18n/useT';
import type { ListingData } from '@/lib/wordpress/types/content';
import { PostCard } from './PostCard';
import styles from './posts.module.css';

/** Banner (with what kind of archive it is), description, post cards and pagination, or the empty state. */
export function PostListing({ listing }: { listing: ListingData }) {
  const t = useT();
  const heading =
    listing.mode === 'search' ? t('category.searchTitle', { term: listing.title }) : listing.title;
  const { posts, pagination } = listing.list;
  // A tag's or an author's name alone does not say what the list is.
  const kicker =
    listing.mode === 'tag'
      ? 'category.tagArchive'
      : listing.mode === 'author'
        ? 'category.authorArchive'
        : null;
  return (
    <div className={styles.listing}>
      <header className={styles.banner}>
        {kicker && <p className={styles.kicker}>{t(kicker)}</p>}
        <h1>{heading}</h1>
      </header>
      <div className={styles.listingBody}>
        {listing.descriptionHtml && (
          <HtmlContent html={listing.descriptionHtml} className={styles.description} />
        )}
        {posts.length === 0 ? (
          <p className={styles.empty} role="status">
            {listing.mode === 'search' ? t('category.noSearchResults') : t('category.empty')}
          </p>
        ) : (
          <div className={styles.cards}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
        <Pagination pagination={pagination} basePath={listing.basePath} />
      </div>
    </div>
  );
}
