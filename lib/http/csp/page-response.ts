import { NextResponse } from 'next/server';
import { newNonce, pagePolicy } from './page-policy';

/** Pages rendered for each request (the rest are statically generated and stored). */
const PER_REQUEST = [/^\/search(\/|$)/, /^\/preview(\/|$)/];

export interface PageTarget {
  /** The page's path without its locale. */
  pathname: string;
  search: string;
}

function renderedPerRequest({ pathname, search }: PageTarget): boolean {
  // A listing page past the first (`?q=`) is rewritten to its server-rendered twin.
  if (new URLSearchParams(search).has('q')) return true;
  return PER_REQUEST.some((pattern) => pattern.test(pathname));
}

/**
 * Lets a page through with its Content-Security-Policy. A per-request page gets a fresh nonce,
 * handed to Next through the request's own CSP header, from which Next's renderer reads it for
 * every script it writes. Not under `next dev`, whose scripts are its own. (A page the proxy
 * rewrites to, a Yoast 410 or 451, sets its policy itself: pages/~status/[code].tsx.)
 */
export function pageResponse(request: Request, target: PageTarget): NextResponse {
  if (process.env.NODE_ENV !== 'production') return NextResponse.next();
  const nonce = renderedPerRequest(target) ? newNonce() : null;
  const policy = pagePolicy(target.pathname, nonce);
  const headers = new Headers(request.headers);
  if (nonce) headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
