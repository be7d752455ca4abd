/** SPEC.md sections 3, 4 and 9: the consent cookie and what accepting stores. */
export const CONSENT_COOKIE = 'cookie-agreed';
export const CONSENT_ACCEPTED_VALUE = '2';
export const CONSENT_MAX_AGE_DAYS = 90;
