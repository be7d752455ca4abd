import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/useT';
import { IconButton } from '../buttons';
import { CloseIcon } from '../icons';
import { cx } from '@/components/common/cx';
import { takeFlashToast } from './flash';
import styles from './toast.module.css';
import { TOAST_PLACEMENTS, toaster as siteToaster, type Toast, type Toaster } from './toaster';

const NO_TOASTS: readonly Toast[] = [];

/**
 * Shows the toaster's toasts in their placements, above everything (z-index 5500), each 300 to
 * 560 px wide. The live region is always in the page so that screen readers announce new toasts;
 * errors are announced at once (role alert). A toast the previous page left for this one (see
 * flash.ts) is opened on arrival.
 */
export function ToastRegion({ toaster = siteToaster }: { toaster?: Toaster }) {
  const t = useT();
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, () => NO_TOASTS);
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toaster.open(flash);
  }, [toaster]);
  return (
    <section aria-label={t('toast.region')} aria-live="polite">
      {TOAST_PLACEMENTS.map((placement) => {
        const here = toasts.filter((toast) => toast.placement === placement);
        if (here.length === 0) return null;
        return (
          <div
            key={placement}
            data-placement={placement}
            className={cx(styles.stack, styles[placement])}
          >
            {here.map((toast) => (
              <div
                key={toast.id}
                role={toast.status === 'error' ? 'alert' : 'status'}
                className={cx(styles.toast, styles[toast.status])}
              >
                <div className={styles.text}>
                  <p className={styles.title}>{toast.title}</p>
                  {toast.description && <p className={styles.description}>{toast.description}</p>}
                </div>
                <IconButton
                  type="button"
                  aria-label={t('toast.close')}
                  className={styles.close}
                  onClick={() => toaster.close(toast.id)}
                >
                  <CloseIcon size={18} />
                </IconButton>
              </div>
            ))}
          </div>
        );
      })}
    </section>
  );
}
