/*
 * PHP's loose handling of the values a block's JSON attributes decode to (arrays for objects and
 * lists), for ports that test or print them as PHP does: block attributes are user data, so a
 * number or a list where a string is expected must come out as WordPress's does.
 */

/** A decoded JSON value that PHP holds as an array (object or list). */
export function isPhpArray(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** `$array[$key] ?? null` on a decoded JSON value (a scalar has no keys). */
export function phpAt(value: unknown, key: string): unknown {
  if (!isPhpArray(value)) return null;
  return (value as Record<string, unknown>)[key] ?? null;
}

/** PHP's truthiness: null, false, 0, '', '0' and empty arrays are false; empty() is its negation. */
export function phpTruthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (value === 0 || value === '' || value === '0') return false;
  if (isPhpArray(value)) return Object.keys(value).length > 0;
  return true;
}

/** What `"$value"` (string interpolation) makes of a value: arrays print as "Array". */
export function phpStrval(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (value === true) return '1';
  if (isPhpArray(value)) return 'Array';
  return String(value);
}
