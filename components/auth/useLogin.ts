import { useRef, useState } from 'react';
import { saveFlashToast } from '@/components/layout/toast/flash';
import { toaster } from '@/components/layout/toast/toaster';
import { requestAuthorizationCode } from '@/lib/auth/client/auth-api';
import { accessTokens } from '@/lib/auth/client/session';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import type { MessageValues } from '@/lib/i18n/translate';
import { useT } from '@/lib/i18n/useT';
import type { MessageId } from '@/locales';
import type { LoginFields } from './login-validation';

export interface LoginProblem {
  id: MessageId;
  values?: MessageValues;
}

/**
 * Where to go after logging in: the `redirect_uri` the login page was given when it is a path on
 * this site, else the home page.
 */
export function afterLoginTarget(redirectUri: unknown, origin: string): string {
  return safeRedirectPath(redirectUri, origin) ?? '/';
}

/**
 * Faust's local login: generateAuthorizationCode (through the site's login route), then the code
 * is exchanged at the token route, which keeps the refresh token in its cookie. A failure is
 * toasted (one toast, updated by each new failure) as well as kept by the form; success is toasted
 * on the page the editor is sent to.
 */
export function useLogin(redirectUri: string | undefined) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const failureToast = useRef<string | null>(null);

  function fail(next: LoginProblem) {
    setProblem(next);
    const toast = { title: t(next.id, next.values), status: 'error' as const };
    const id = failureToast.current;
    if (id === null || !toaster.update(id, toast)) failureToast.current = toaster.open(toast);
  }

  async function login({ identifier, password }: LoginFields): Promise<void> {
    setPending(true);
    setProblem(null);
    const answer = await requestAuthorizationCode(identifier.trim(), password);
    if (answer.kind === 'code' && (await accessTokens.fetch(answer.code))) {
      if (failureToast.current !== null) toaster.close(failureToast.current);
      saveFlashToast({ title: t('login.success'), status: 'success' });
      window.location.assign(afterLoginTarget(redirectUri, window.location.origin));
      return;
    }
    setPending(false);
    if (answer.kind === 'invalid-credentials') fail({ id: 'login.invalidCredentials' });
    else if (answer.kind === 'too-many') {
      fail({ id: 'login.tooMany', values: { seconds: String(answer.retryAfterSeconds) } });
    } else fail({ id: 'error.generic' });
  }

  return { login, pending, problem };
}
