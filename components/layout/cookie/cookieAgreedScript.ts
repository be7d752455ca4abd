import { CONSENT_COOKIE } from './cookieConsent';

/**
 * Runs in <head> before first paint: marks <html> when the consent cookie exists, so a visitor
 * who agreed never sees the server-rendered notice flash before React hides it (theme/global-styles.ts).
 */
export const cookieAgreedScript = `if(/(?:^|;\\s*)${CONSENT_COOKIE}(?:=|;|$)/.test(document.cookie))document.documentElement.setAttribute('data-cookie-agreed','')`;
