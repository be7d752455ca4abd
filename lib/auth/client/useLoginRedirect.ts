import { useEffect } from 'react';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import type { AuthStatus } from './useAuth';
import { loginAddress, withoutCode } from './login-address';

/** How long an unauthenticated editor sees the page before being sent to the login page. */
export const AUTH_REDIRECT_DELAY_MS = 200;

/**
 * Sends an editor who is not signed in to the login page after 200 ms, asking it to return to
 * the current address. The delay lets a token that arrives in the meantime cancel the redirect.
 */
export function useLoginRedirect(status: AuthStatus): void {
  const { locale, defaultLocale } = useLavanda();
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const timer = setTimeout(() => {
      // A spent or refused login code is not worth coming back with.
      const { pathname, search, hash, href } = window.location;
      const here = withoutCode(href) ?? `${pathname}${search}${hash}`;
      window.location.assign(loginAddress(here, prefix));
    }, AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, locale, defaultLocale]);
}
