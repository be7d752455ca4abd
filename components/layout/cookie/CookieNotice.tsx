import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/useT';
import { SolidButton } from '../buttons';
import styles from './cookie.module.css';
import { consentStore } from './consentStore';

/**
 * The cookie notice, fixed to the bottom of the viewport (so it never moves the page: no layout
 * shift), with the configured notice HTML (sanitised by the seam) and an Accept button. Not
 * rendered at all without a configured notice; gone once the consent cookie exists.
 */
export function CookieNotice({ html }: { html: string | null | undefined }) {
  const t = useT();
  const accepted = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.hasConsent,
    consentStore.serverHasConsent,
  );
  if (!html || accepted) return null;
  return (
    <section aria-label={t('cookie.label')} data-cookie-notice="" className={styles.notice}>
      <div className={styles.body}>
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
        <SolidButton type="button" onClick={() => void consentStore.accept()}>
          {t('cookie.accept')}
        </SolidButton>
      </div>
    </section>
  );
}
