export interface RefreshedValueOptions<T> {
  load: () => Promise<T>;
  /** What `current` gives before the first load has succeeded. */
  initial: T;
  /** How long a loaded value is used before it is refreshed in the background. */
  refreshMs: number;
  /** After a failed load: when to try again (the last good value is kept meanwhile). */
  retryMs: number;
  /** How long the very first request waits for the first load before going on without it. */
  firstLoadWaitMs: number;
  now?: () => number;
  /** Told of a failed load, and whether a loaded value is still being used. */
  warn: (error: unknown, keptLast: boolean) => void;
}

export interface RefreshedValue<T> {
  /** The value to use; waits only for the first load, never for a refresh. */
  current: () => Promise<T>;
  /**
   * Begins the first load now (at server start), so that the first request finds the value, or
   * waits only for what is left of that load.
   */
  start: () => void;
}

/**
 * A value loaded from WordPress, held in memory and refreshed at most once per `refreshMs`, in
 * the background: a page view never waits for WordPress (stale-while-revalidate), one load is in
 * flight at a time, and a failed load keeps the last good value. Only the first request after
 * start waits, at most `firstLoadWaitMs`, so that the value applies from the first visit.
 */
export function createRefreshedValue<T>(options: RefreshedValueOptions<T>): RefreshedValue<T> {
  const now = options.now ?? Date.now;
  let value: { loaded: T } | null = null;
  let nextLoadAt = 0;
  let inFlight: Promise<void> | null = null;
  let waitedOnce = false;

  function load(): Promise<void> {
    inFlight ??= options
      .load()
      .then(
        (loaded) => {
          value = { loaded };
          nextLoadAt = now() + options.refreshMs;
        },
        (error: unknown) => {
          options.warn(error, value !== null);
          nextLoadAt = now() + options.retryMs;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  async function current(): Promise<T> {
    if (!waitedOnce && nextLoadAt === 0) {
      // Only until the first load has ended (it may have begun at start). Later requests never
      // wait, even while a slow first load is still under way.
      waitedOnce = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.firstLoadWaitMs);
      });
      await Promise.race([load(), waited]);
      clearTimeout(timer);
    } else if (now() >= nextLoadAt) {
      void load();
    }
    return value ? value.loaded : options.initial;
  }

  function start(): void {
    if (value === null && nextLoadAt === 0) void load();
  }

  return { current, start };
}
