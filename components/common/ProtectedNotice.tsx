import { useT } from '@/lib/i18n/useT';
import styles from './protected-notice.module.css';

/**
 * Said where a password-protected post's or page's content would be: WordPress withholds it
 * from visitors, and the site has no password form, so a blank body would look broken.
 */
export function ProtectedNotice({ className }: { className?: string }) {
  const t = useT();
  return (
    <div className={className}>
      <p className={styles.notice} role="note">
        {t('content.protected')}
      </p>
    </div>
  );
}
