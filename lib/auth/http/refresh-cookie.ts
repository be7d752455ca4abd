/** The refresh token's cookie: sent only to the auth routes, never readable by scripts. */
export const REFRESH_COOKIE = 'lavanda_rt';
export const REFRESH_COOKIE_PATH = '/api/faust/';

/** Only the characters FaustWP's base64 tokens use (a forged cookie cannot smuggle anything). */
const TOKEN_PATTERN = /^[A-Za-z0-9+/=_-]{1,512}$/;

function attributes(secure: boolean): string[] {
  return [
    `Path=${REFRESH_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
}

/**
 * `Set-Cookie` for a refresh token valid until `expiresAt` (Unix seconds). `Secure` only when the
 * request came over https: over http://localhost a Secure cookie would be dropped by some browsers
 * and sign the editor straight out again.
 */
export function refreshCookie(
  token: string,
  expiresAt: number,
  nowMs: number,
  secure: boolean,
): string {
  const maxAge = Math.max(0, Math.floor(expiresAt - nowMs / 1000));
  return [
    `${REFRESH_COOKIE}=${encodeURIComponent(token)}`,
    `Max-Age=${maxAge}`,
    ...attributes(secure),
  ].join('; ');
}

/** `Set-Cookie` that removes the refresh token. */
export function expiredRefreshCookie(secure: boolean): string {
  return [
    `${REFRESH_COOKIE}=`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...attributes(secure),
  ].join('; ');
}

/**
 * The refresh token the browser sent, or null (missing or malformed). Read from Next's own
 * `req.cookies` (the site has no cookie parser of its own on the server): the first cookie of the
 * name wins, its value percent-decoded, and one that cannot be decoded stays as sent and so fails
 * the token pattern.
 */
export function readRefreshToken(req: { cookies: Partial<Record<string, string>> }): string | null {
  const value = req.cookies[REFRESH_COOKIE];
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}
