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
  if (!renderedPerRequest(target)) {
    // A stored page needs no nonce, so its request goes on unchanged: overriding the request's
    // headers would make Next copy every one of them into the response and back, on every view
    // of every cached page.
    const response = NextResponse.next();
    response.headers.set('content-security-policy', pagePolicy(target.pathname, null));
    return response;
  }
  const nonce = newNonce();
  const policy = pagePolicy(target.pathname, nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
