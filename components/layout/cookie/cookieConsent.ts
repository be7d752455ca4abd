/** The consent cookie and what accepting stores: `cookie-agreed=2` on path /, for 90 days. */
export const CONSENT_COOKIE = 'cookie-agreed';
export const CONSENT_ACCEPTED_VALUE = '2';
export const CONSENT_MAX_AGE_DAYS = 90;
