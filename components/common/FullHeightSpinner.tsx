import { useT } from '@/lib/i18n/useT';
import styles from './loading.module.css';
import hidden from './visually-hidden.module.css';

/** The whole viewport's height with a spinner in the middle, while the home page loads. */
export function FullHeightSpinner() {
  const t = useT();
  return (
    <div className={styles.fullHeight} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={hidden.visuallyHidden}>{t('status.loading')}</span>
    </div>
  );
}
