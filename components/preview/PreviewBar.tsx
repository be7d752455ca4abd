import { useT } from '@/lib/i18n/useT';
import type { PreviewStatus } from '@/lib/wordpress/types/preview';
import { CopyLinkButton } from './CopyLinkButton';
import styles from './preview.module.css';

const STATUS_TEXT = {
  draft: 'preview.draft',
  revision: 'preview.revision',
  published: 'preview.published',
} as const;

interface PreviewBarProps {
  status: PreviewStatus | null;
  busy: boolean;
  /** The previewed content's public path; null for a draft, which has none yet. */
  publicUri: string | null;
  onRefresh: () => void;
  onLogout: () => void;
}

/** The editor's bar above a preview: what is shown, reload it, copy its public link, log out. */
export function PreviewBar({ status, busy, publicUri, onRefresh, onLogout }: PreviewBarProps) {
  const t = useT();
  return (
    <aside className={styles.bar} aria-label={t('preview.label')}>
      <p className={styles.state}>
        <strong>{t('preview.label')}</strong>
        {status && <span>{t(STATUS_TEXT[status])}</span>}
      </p>
      <div className={styles.actions}>
        <button type="button" onClick={onRefresh} disabled={busy}>
          {t('preview.refresh')}
        </button>
        {publicUri && <CopyLinkButton uri={publicUri} />}
        <button type="button" onClick={onLogout}>
          {t('preview.logout')}
        </button>
      </div>
    </aside>
  );
}
