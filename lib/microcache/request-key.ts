import { parse as parseCookie } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';
import { headerText } from './header-text';

/** What of a request the key is read from (a Node request has it). */
export interface KeyedRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/**
 * Headers that make Next answer differently from its stored page, or that only Next should
 * answer: a conditional or partial request (304, 206), an editor's draft-mode cookies, Next's
 * own on-demand revalidation, the app router's headers (this site has none of its routes).
 */
const PASSED_THROUGH_HEADERS = [
  'if-none-match',
  'if-modified-since',
  'range',
  'authorization',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const;

/** Next's draft (preview) mode cookies: such a request must reach Next's preview render. */
const DRAFT_MODE_COOKIES = ['__prerender_bypass', '__next_preview_data'];

/**
 * The key a request's stored answer is kept under, or null when the request must go to Next.
 *
 * Everything Next's answer to a cached page depends on before the page itself: the address
 * (query included: Next's rules match on `?q=` and `?preview=`), the encodings the client takes
 * (the stored body is compressed for them), Next's data-request headers, and, at the root only,
 * what Next's locale detection reads there (Accept-Language and the NEXT_LOCALE cookie, which
 * turn `/` into a redirect to the visitor's locale). Hosts and other cookies change nothing:
 * Next serves its stored page whatever they are.
 */
export function microcacheKey(req: KeyedRequest): string | null {
  if (req.method !== 'GET') return null;
  const { headers } = req;
  if (PASSED_THROUGH_HEADERS.some((name) => headers[name] !== undefined)) return null;
  // Read as Next reads them (jshttp's cookie parser).
  const cookies = parseCookie(headerText(headers.cookie));
  if (DRAFT_MODE_COOKIES.some((name) => cookies[name] !== undefined)) return null;
  const url = req.url ?? '/';
  const parts = [
    url,
    headerText(headers['accept-encoding']),
    headerText(headers['x-nextjs-data']),
    headerText(headers.purpose),
  ];
  if (/^\/+(?:\?|$)/.test(url)) {
    parts.push(headerText(headers['accept-language']), cookies.NEXT_LOCALE ?? '');
  }
  return parts.join('\n');
}
