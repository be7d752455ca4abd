import { CONSENT_ACCEPTED_VALUE, CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from './cookieConsent';

/**
 * The visitor's consent as an external store for `useSyncExternalStore`, with the server (which
 * cannot know) rendering the notice. The cookie is read once, by the script in <head> before
 * first paint (cookieAgreedScript.ts), which marks <html>; the store reads that mark. Accepting
 * writes the cookie with js-cookie, loaded on the click: statically imported it cost every public
 * page 0.4 KB gzip of first-load JavaScript (docs/choices.md, `js-cookie`).
 */
const AGREED_ATTRIBUTE = 'data-cookie-agreed';
const listeners = new Set<() => void>();

async function storeConsentCookie(): Promise<void> {
  const { default: Cookies } = await import('js-cookie');
  Cookies.set(CONSENT_COOKIE, CONSENT_ACCEPTED_VALUE, {
    expires: CONSENT_MAX_AGE_DAYS,
    path: '/',
    sameSite: 'Lax',
  });
}

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The cookie is present, whatever its value: an existing consent cookie hides the banner. */
  hasConsent(): boolean {
    return document.documentElement.hasAttribute(AGREED_ATTRIBUTE);
  },
  serverHasConsent(): boolean {
    return false;
  },
  /** Stores the cookie, then hides the notice (hidden for this page even if the store failed). */
  accept(): Promise<void> {
    return storeConsentCookie()
      .catch(() => undefined)
      .then(() => {
        document.documentElement.setAttribute(AGREED_ATTRIBUTE, '');
        listeners.forEach((listener) => listener());
      });
  },
};
