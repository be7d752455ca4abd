import { useEffect, useState } from 'react';
import { TOKEN_PATH } from '../paths';
import { safeRedirectPath } from '../safe-redirect';
import { withoutCode } from './login-address';
import { accessTokens } from './session';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const statusNow = (): AuthStatus => (accessTokens.current() ? 'authenticated' : 'unauthenticated');

/**
 * Whether an editor is signed in (authenticated, unauthenticated or loading): loading until the
 * token route has answered.
 * A `code` in the address (WordPress's `/generate` hands one back) goes to the token route as a
 * navigation, which checks it belongs to a sign-in this browser started, and comes back to
 * `redirect_uri` (a path on this site only) or this address, without the code.
 */
export function useAuth(): AuthStatus {
  const [status, setStatus] = useState<AuthStatus>('loading');
  useEffect(() => {
    let active = true;
    const unsubscribe = accessTokens.subscribe(() => {
      if (active) setStatus(statusNow());
    });
    void (async () => {
      const url = new URL(window.location.href);
      const code = url.searchParams.get('code');
      if (code) {
        // Not exchanged from here: anyone's link can put a code in an address. The token route
        // exchanges it only with this browser's sign-in state (else it asks WordPress again),
        // then comes back without it.
        const target =
          safeRedirectPath(url.searchParams.get('redirect_uri'), url.origin) ??
          withoutCode(window.location.href) ??
          '/';
        return window.location.replace(
          `${TOKEN_PATH}?redirect_uri=${encodeURIComponent(target)}&code=${encodeURIComponent(code)}`,
        );
      } else if (!accessTokens.current()) {
        await accessTokens.fetch();
      }
      if (active) setStatus(statusNow());
    })();
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return status;
}
