import { createHash, timingSafeEqual } from 'node:crypto';

/** The header that carries the secret (never the URL: URLs end up in access logs). */
export const SECRET_HEADER = 'x-revalidate-secret';
/** A shorter secret could be guessed; the site refuses to run revalidation with it. */
export const MIN_SECRET_LENGTH = 16;

export class RevalidateSecretError extends Error {
  override name = 'RevalidateSecretError';
}

/**
 * REVALIDATE_SECRET from the server's environment: null when unset (on-demand revalidation is
 * off), and an error naming the variable when it is too short to be a secret.
 */
export function parseRevalidateSecret(env: Record<string, string | undefined>): string | null {
  const secret = env.REVALIDATE_SECRET?.trim();
  if (!secret) return null;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new RevalidateSecretError(
      `REVALIDATE_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`,
    );
  }
  return secret;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the caller sent the secret, compared in constant time: both sides are hashed first so
 * that neither the content nor the length of the secret shows in the time taken.
 */
export function secretMatches(sent: string | string[] | undefined, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(secret));
}
