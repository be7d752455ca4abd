/** How long a client should wait before asking again while WordPress is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;

/**
 * Whether an error is WordPress being unreachable or failing (a network failure, a timeout, a
 * 5xx without a GraphQL answer: what the client retries), rather than a fault of the site. Read
 * by shape, not `instanceof`: the error page is bundled apart from the page that failed.
 */
export function isBackendOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, retryable } = error as { name?: unknown; retryable?: unknown };
  return name === 'WordPressRequestError' && retryable === true;
}
