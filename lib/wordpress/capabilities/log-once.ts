const LOGGED = Symbol.for('lavanda.loggedOnce');
// Per process, not per module copy: Next bundles this file into every route's module graph.
const logged: Set<string> = ((globalThis as typeof globalThis & { [LOGGED]?: Set<string> })[
  LOGGED
] ??= new Set());

/**
 * Writes `message` to the server log the first time `key` is seen in this process: a cause is
 * reported once, not once per request.
 */
export function logOnce(key: string, message: string, level: 'warn' | 'error' = 'warn'): void {
  if (logged.has(key)) return;
  logged.add(key);
  console[level](message);
}
