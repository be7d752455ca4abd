export const DEFAULT_TRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Wait before try number `attempt + 1` (attempt 1 is the first retry): 1000 ms doubling, ≤ 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` up to `tries` times while it fails with an error `isRetryable` accepts,
 * waiting `retryDelay` between tries. `wait` is injectable so tests need no real time.
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  {
    tries = DEFAULT_TRIES,
    wait = sleep,
  }: { tries?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= tries || !isRetryable(error)) throw error;
      await wait(retryDelay(attempt));
    }
  }
}
