import { useT } from '@/lib/i18n/useT';
import styles from './loading.module.css';
import hidden from './visually-hidden.module.css';

/** Grey bars where a page's title and text will appear, while its data loads. */
export function LoadingPlaceholder() {
  const t = useT();
  return (
    <div className={styles.placeholder} role="status" aria-live="polite" aria-busy="true">
      <span className={hidden.visuallyHidden}>{t('status.loading')}</span>
      <div className={`${styles.bar} ${styles.title}`} aria-hidden="true" />
      {[92, 100, 84, 96, 60].map((width) => (
        <div key={width} className={styles.bar} style={{ width: `${width}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}
