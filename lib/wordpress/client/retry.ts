import { RetryLink } from '@apollo/client/link/retry';
import { retryFits } from './deadline';
import { WordPressRequestError } from './errors';

export const DEFAULT_TRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Wait before try number `attempt + 1` (attempt 1 is the first retry): 1000 ms doubling, ≤ 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

/**
 * Up to `tries` tries in all, `retryDelay` apart (no jitter: fixed delays, 1 s doubling), only for
 * the errors the catalogue calls retryable (network failures, 5xx without a GraphQL answer), and
 * only while the wait and a try still fit in the call's budget (deadline.ts). It sits before the
 * catalogue link, so the errors it sees are already the catalogue's.
 */
export function retryLink(tries: number = DEFAULT_TRIES): RetryLink {
  return new RetryLink({
    delay: (attempt) => retryDelay(attempt),
    attempts: (attempt, operation, error: unknown) =>
      attempt < tries &&
      error instanceof WordPressRequestError &&
      error.retryable &&
      retryFits(operation, retryDelay(attempt)),
  });
}
