import { useState } from 'react';
import { requestAuthorizationCode } from '@/lib/auth/client/auth-api';
import { accessTokens } from '@/lib/auth/client/session';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import type { MessageValues } from '@/lib/i18n/translate';
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
 * is exchanged at the token route, which keeps the refresh token in its cookie.
 */
export function useLogin(redirectUri: string | undefined) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);

  async function login({ identifier, password }: LoginFields): Promise<void> {
    setPending(true);
    setProblem(null);
    const answer = await requestAuthorizationCode(identifier.trim(), password);
    if (answer.kind === 'code' && (await accessTokens.fetch(answer.code))) {
      window.location.assign(afterLoginTarget(redirectUri, window.location.origin));
      return;
    }
    setPending(false);
    if (answer.kind === 'invalid-credentials') setProblem({ id: 'login.invalidCredentials' });
    else if (answer.kind === 'too-many') {
      setProblem({ id: 'login.tooMany', values: { seconds: String(answer.retryAfterSeconds) } });
    } else setProblem({ id: 'error.generic' });
  }

  return { login, pending, problem };
}
