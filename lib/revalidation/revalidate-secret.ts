import { createHash, timingSafeEqual } from 'node:crypto';

/** The header that carries the secret (never the URL: URLs end up in access logs). */
export const SECRET_HEADER = 'x-revalidate-secret';
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the caller sent the secret, compared in constant time: both sides are hashed first so
 * that neither the content nor the length of the secret shows in the time taken.
 */
export function secretMatches(sent: string | string[] | undefined, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(secret));
}
