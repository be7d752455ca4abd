import { processWide } from '../../cache/process-wide';

// Per process, not per module copy: Next bundles this file into every route's module graph.
const logged = processWide('loggedOnce', () => new Set<string>());

/**
 * Writes `message` to the server log the first time `key` is seen in this process: a cause is
 * reported once, not once per request.
 */
export function logOnce(key: string, message: string, level: 'warn' | 'error' = 'warn'): void {
  if (logged.has(key)) return;
  logged.add(key);
  console[level](message);
}
