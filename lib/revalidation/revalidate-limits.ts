/**
 * The most calls WordPress's plugin sends for one WordPress request
 * (wordpress/lavanda-headless, Lavanda_Revalidation_Queue::MAX_CALLS); it tries each once more
 * after a 429 or a 5xx.
 */
export const PLUGIN_MAX_CALLS = 10;

const MINUTE_MS = 60_000;

/** The revalidation route's limits, per caller address (lib/http/client-address.ts). */
export const REVALIDATE_LIMITS = {
  /** Calls with a missing or wrong secret. */
  wrongSecret: { limit: 30, windowMs: MINUTE_MS },
  /**
   * Calls with the right secret: 30 WordPress requests a minute each sending the plugin's most,
   * every call tried twice. A bound on what a leaked secret can make the site regenerate, far
   * above what editors' saves send (one to a few calls each).
   */
  rightSecret: { limit: 30 * 2 * PLUGIN_MAX_CALLS, windowMs: MINUTE_MS },
} as const;
