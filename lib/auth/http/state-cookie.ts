import { randomBytes, timingSafeEqual } from 'node:crypto';
import { REFRESH_COOKIE_PATH } from './refresh-cookie';

/*
 * The sign-in state of a code exchange that arrives by a cross-site navigation (WordPress's
 * /generate redirecting back): a random value in an HttpOnly cookie and, the same value, in the
 * address the site sends WordPress. A code is exchanged on such a navigation only when the two
 * agree, so only a sign-in this browser started here completes; a code another site planted in
 * a link cannot (login CSRF). SameSite=Lax: the cookie must come along on the top-level
 * navigation back from WordPress, which Strict would withhold.
 */
export const STATE_COOKIE = 'lavanda_auth_state';
/** Time to sign in at WordPress: a password manager, a typo, a second try. */
const STATE_MAX_AGE_SECONDS = 600;
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

function attributes(secure: boolean): string[] {
  return [`Path=${REFRESH_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
}

export function stateCookie(state: string, secure: boolean): string {
  return [
    `${STATE_COOKIE}=${state}`,
    `Max-Age=${STATE_MAX_AGE_SECONDS}`,
    ...attributes(secure),
  ].join('; ');
}

/** Spent after one exchange: a state works once. */
export function expiredStateCookie(secure: boolean): string {
  return [
    `${STATE_COOKIE}=`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...attributes(secure),
  ].join('; ');
}

/** Whether the state in the address is the one this browser's cookie holds (constant time). */
export function stateMatches(
  req: { cookies: Partial<Record<string, string>> },
  fromAddress: string | undefined,
): boolean {
  const cookie = req.cookies[STATE_COOKIE];
  if (!cookie || !fromAddress || !STATE_PATTERN.test(cookie) || !STATE_PATTERN.test(fromAddress)) {
    return false;
  }
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(fromAddress));
}
