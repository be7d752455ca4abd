import { LOGIN_PAGE_PATH } from '../paths';

/**
 * The login page for the current locale, asked to come back to `returnTo` (the address the
 * editor was on: path, query and fragment; the login page checks it again before using it).
 */
export function loginAddress(returnTo: string, localePrefix: string): string {
  return `${localePrefix}${LOGIN_PAGE_PATH}?redirect_uri=${encodeURIComponent(returnTo)}`;
}

/** The address without a `code` parameter (after it has been exchanged), for history.replaceState. */
export function withoutCode(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('code')) return null;
  url.searchParams.delete('code');
  return `${url.pathname}${url.search}${url.hash}`;
}
