import { IntentLink } from '@/components/common/IntentLink';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/useT';
import { pageHref } from '@/lib/routing/page-state';
import type { PaginationData } from '@/lib/wordpress/types/content';
import styles from './Pagination.module.css';
import { paginationModel } from './pagination-model';

interface PaginationProps {
  pagination: PaginationData;
  /** The listing's first page (its path); later pages add `?q=`. */
  basePath: string;
}

function Control(props: { page: number | null; basePath: string; children: ReactNode }) {
  if (props.page === null) {
    return (
      <span className={styles.control} aria-disabled="true">
        {props.children}
      </span>
    );
  }
  return (
    <IntentLink className={styles.control} href={pageHref(props.basePath, props.page)}>
      {props.children}
    </IntentLink>
  );
}

/** First, previous, five page numbers, next, last; the state lives in the `q` parameter. */
export function Pagination({ pagination, basePath }: PaginationProps) {
  const t = useT();
  const model = paginationModel(pagination);
  if (model.pages.length <= 1 && model.next === null && model.previous === null) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        <li>
          <Control page={model.first} basePath={basePath}>
            {t('pagination.first')}
          </Control>
        </li>
        <li>
          <Control page={model.previous} basePath={basePath}>
            {t('pagination.previous')}
          </Control>
        </li>
        {model.pages.map((page) => (
          <li key={page}>
            {page === model.current ? (
              <span className={styles.current} aria-current="page">
                {page}
              </span>
            ) : (
              <IntentLink
                className={styles.number}
                href={pageHref(basePath, page)}
                aria-label={t('pagination.goToPage', { page })}
              >
                {page}
              </IntentLink>
            )}
          </li>
        ))}
        <li>
          <Control page={model.next} basePath={basePath}>
            {t('pagination.next')}
          </Control>
        </li>
        <li>
          <Control page={model.last} basePath={basePath}>
            {t('pagination.last')}
          </Control>
        </li>
      </ul>
    </nav>
  );
}
