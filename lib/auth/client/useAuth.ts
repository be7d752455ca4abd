import { useEffect, useState } from 'react';
import { safeRedirectPath } from '../safe-redirect';
import { withoutCode } from './login-address';
import { accessTokens } from './session';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const statusNow = (): AuthStatus => (accessTokens.current() ? 'authenticated' : 'unauthenticated');

/**
 * Whether an editor is signed in (SPEC.md section 4): loading until the token route has answered.
 * A `code` in the address (WordPress's `/generate` hands one back) is exchanged first, then
 * removed from the address; when the address also names `redirect_uri`, the browser goes there
 * (a path on this site only).
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
        const token = await accessTokens.fetch(code);
        if (token) {
          const target = safeRedirectPath(url.searchParams.get('redirect_uri'), url.origin);
          if (target) return window.location.replace(target);
          const clean = withoutCode(window.location.href);
          if (clean) window.history.replaceState(window.history.state, '', clean);
        }
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
