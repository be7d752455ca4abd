import { type RefObject, useEffect, useRef } from 'react';
import { saveFlashToast } from '@/components/layout/toast/flash';
import { toaster } from '@/components/layout/toast/toaster';
import type { AuthStatus } from '@/lib/auth/client/useAuth';
import { useT } from '@/lib/i18n/useT';

/**
 * Tells an editor whose session ended by itself (the token could not be refreshed, or WordPress
 * stopped accepting it) why the login page follows: a warning toast here, and again on the login
 * page, since the redirect that comes 200 ms later drops this page's toasts. Not after a logout,
 * which the editor asked for (`loggingOut` is set then).
 */
export function useSessionExpiryToast(status: AuthStatus, loggingOut: RefObject<boolean>): void {
  const t = useT();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'authenticated' || status !== 'unauthenticated' || loggingOut.current) return;
    const toast = { title: t('preview.sessionExpired'), status: 'warning' as const };
    toaster.open(toast);
    saveFlashToast(toast);
  }, [status, loggingOut, t]);
}
