import { acceptedConsentCookie, readConsentCookie } from './cookieConsent';

/**
 * The visitor's consent as an external store for `useSyncExternalStore`: read from the cookie,
 * with the server (which cannot know) rendering the notice; the attribute set on <html> hides it
 * before first paint for a visitor who already agreed (pages/_document.tsx).
 */
const listeners = new Set<() => void>();

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasConsent(): boolean {
    return readConsentCookie(document.cookie).exists;
  },
  serverHasConsent(): boolean {
    return false;
  },
  accept() {
    document.cookie = acceptedConsentCookie();
    document.documentElement.setAttribute('data-cookie-agreed', '');
    listeners.forEach((listener) => listener());
  },
};
