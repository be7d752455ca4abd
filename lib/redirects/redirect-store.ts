import { createRefreshedValue } from '../cache/refreshed-value';
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
 * Redirects held in memory and refreshed at most once per `refreshMs`, in the background
 * (lib/cache/refreshed-value.ts): a page view never waits for WordPress, and a failed load keeps
 * the last good list. Only the first request after start waits, at most `firstLoadWaitMs`, so
 * that a redirect applies from the first visit.
 */
export function createRedirectStore(options: RedirectStoreOptions): RedirectStore {
  const warn = options.warn ?? ((message: string) => console.warn(`[redirects] ${message}`));
  return createRefreshedValue<CompiledRedirects>({
    load: async () => compileRedirects(await options.load(), warn),
    initial: NO_REDIRECTS,
    refreshMs: options.refreshMs,
    retryMs: options.retryMs,
    firstLoadWaitMs: options.firstLoadWaitMs,
    now: options.now,
    warn: (error, keptLast) =>
      warn(
        `loading failed, ${keptLast ? 'keeping the last list' : 'none applied'}: ${String(error)}`,
      ),
  });
}
