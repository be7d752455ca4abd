import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Whether the browser reached the site over https: directly, or through a proxy that says so.
 * Trusting the proxy header only ever adds `Secure` to a cookie, which a forged header cannot
 * turn into a weakness.
 */
export function cameOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}

/**
 * Whether a request was made by this site's own pages. Browsers send `Sec-Fetch-Site` with every
 * fetch; a form or script on another site says `cross-site` or `same-site`, and an `Origin` on
 * another host gives it away in older browsers. Requests without either header (curl, tests)
 * are not browsers riding on a visitor's cookies, so they pass.
 */
export function isSameOriginRequest(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
  return origin !== 'null';
}
