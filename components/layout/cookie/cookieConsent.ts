/** SPEC.md sections 3, 4 and 9: the consent cookie and what accepting stores. */
export const CONSENT_COOKIE = 'cookie-agreed';
export const CONSENT_ACCEPTED_VALUE = '2';
export const CONSENT_MAX_AGE_DAYS = 90;

const DAY_SECONDS = 24 * 60 * 60;

export interface ConsentCookie {
  /** The cookie is present (whatever its value): the notice is not shown. */
  exists: boolean;
  /** The cookie has a non-empty value. */
  defined: boolean;
  value: string | undefined;
}

/** Reads the consent cookie from a `document.cookie`-style string. */
export function readConsentCookie(cookieHeader: string): ConsentCookie {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    const name = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (name !== CONSENT_COOKIE) continue;
    const value = separator === -1 ? '' : safeDecode(pair.slice(separator + 1).trim());
    return { exists: true, defined: value !== '', value: value === '' ? undefined : value };
  }
  return { exists: false, defined: false, value: undefined };
}

/** The `document.cookie` assignment that records consent for 90 days on the whole site. */
export function acceptedConsentCookie(now: Date = new Date()): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * DAY_SECONDS;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  // Max-Age wins where supported; Expires is kept for old browsers.
  return `${CONSENT_COOKIE}=${CONSENT_ACCEPTED_VALUE}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
