import { parse as parseCookie } from 'cookie';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Store } from '../store/open-store';
import type { AuthOptions } from './auth-options';
import { issueToken, tokenUser } from './token-store';

/*
 * The wp-login.php session: after a sign-in, WordPress sets `wordpress_logged_in_<md5(siteurl)>`
 * and FaustWP's /generate reads it. Here its value is a random session token (the store keeps its
 * hash), HttpOnly and SameSite=Lax so other sites' pages cannot send it along with a form.
 */

/** WordPress's auth cookie lifetime without "Remember me": two days. */
export const SESSION_SECONDS = 2 * 24 * 60 * 60;

export function sessionCookieName(siteUrl: string): string {
  return `wordpress_logged_in_${createHash('md5').update(siteUrl).digest('hex')}`;
}

export function startSession(
  db: Store,
  userId: number,
  siteUrl: string,
  auth: AuthOptions,
): string {
  const { token, expiresAt } = issueToken(db, 'session', userId, SESSION_SECONDS, auth.clock);
  const expires = new Date(expiresAt).toUTCString();
  return `${sessionCookieName(siteUrl)}=${encodeURIComponent(token)}; expires=${expires}; path=/; HttpOnly; SameSite=Lax`;
}

/** A cookie of the request, read by jshttp's parser (the one the site uses too). */
function cookieValue(req: IncomingMessage, name: string): string | null {
  return parseCookie(req.headers.cookie ?? '')[name] ?? null;
}

/** The signed-in user of a request's session cookie, or null. */
export function sessionUser(
  db: Store,
  req: IncomingMessage,
  siteUrl: string,
  auth: AuthOptions,
): number | null {
  const token = cookieValue(req, sessionCookieName(siteUrl));
  return token === null ? null : tokenUser(db, 'session', token, auth.clock);
}
