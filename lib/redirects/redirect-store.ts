import { type CompiledRedirects, NO_REDIRECTS, compileRedirects } from './match-redirect';
import type { RedirectRule } from './redirect-rules';

export interface RedirectStoreOptions {
  load: () => Promise<RedirectRule[]>;
  /** How long a loaded list is used before it is refreshed in the background. */
  refreshMs: number;
  /** After a failed load: when to try again (the last good list is kept meanwhile). */
  retryMs: number;
  /** How long the very first request waits for the first load before going on without it. */
  firstLoadWaitMs: number;
  now?: () => number;
  warn?: (message: string) => void;
}

export interface RedirectStore {
  /** The list to match against; waits only for the first load, never for a refresh. */
  current: () => Promise<CompiledRedirects>;
  /**
   * Begins the first load now (at server start), so that the first request finds the list, or
   * waits only for what is left of that load.
   */
  start: () => void;
}

/**
 * Redirects held in memory and refreshed at most once per `refreshMs`, in the background: a page
 * view never waits for WordPress (stale-while-revalidate), one load is in flight at a time, and a
 * failed load keeps the last good list. Only the first request after start waits, at most
 * `firstLoadWaitMs`, so that a redirect applies from the first visit.
 */
export function createRedirectStore(options: RedirectStoreOptions): RedirectStore {
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(`[redirects] ${message}`));
  let list: CompiledRedirects | null = null;
  let nextLoadAt = 0;
  let inFlight: Promise<void> | null = null;
  let waitedOnce = false;

  function load(): Promise<void> {
    inFlight ??= options
      .load()
      .then(
        (rules) => {
          list = compileRedirects(rules, warn);
          nextLoadAt = now() + options.refreshMs;
        },
        (error: unknown) => {
          warn(
            `loading failed, ${list ? 'keeping the last list' : 'none applied'}: ${String(error)}`,
          );
          nextLoadAt = now() + options.retryMs;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  async function current(): Promise<CompiledRedirects> {
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
    return list ?? NO_REDIRECTS;
  }

  function start(): void {
    if (list === null && nextLoadAt === 0) void load();
  }

  return { current, start };
}
