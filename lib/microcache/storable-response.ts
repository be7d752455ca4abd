import type { OutgoingHttpHeaders } from 'node:http';
import { headerText } from './header-text';

/**
 * Response headers a stored answer may vary on: compression's, and the app router's, whose
 * request headers never reach the cache (request-key.ts).
 */
const VARY_ALLOWED = new Set([
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]);

/**
 * Whether Next's answer may be served again without asking Next: a page Next itself served from
 * its cache (`x-nextjs-cache: HIT`, never STALE: that one is being regenerated, and the next
 * request should get the new page), complete (200), public, setting no cookie, and varying on
 * nothing the key does not hold. Header names in any case.
 */
export function isStorableResponse(status: number, spelled: OutgoingHttpHeaders): boolean {
  if (status !== 200) return false;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(spelled)) headers[name.toLowerCase()] = value;
  if (headerText(headers['x-nextjs-cache']).toUpperCase() !== 'HIT') return false;
  if (headers['set-cookie'] !== undefined) return false;
  if (headers['content-type'] === undefined) return false;
  if (/\b(?:private|no-store|no-cache)\b/i.test(headerText(headers['cache-control']))) return false;
  const vary = headerText(headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => VARY_ALLOWED.has(name));
}
