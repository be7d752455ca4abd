/**
 * The first place two JSON values differ, as a JSON path (`$.data.posts.nodes[3].title`) with both
 * values, for the conformance harness. Key order never matters. In `shape` mode only keys, value
 * types and array lengths are compared (values that change per run: tokens, codes, expirations).
 */
export interface Difference {
  path: string;
  expected: unknown;
  actual: unknown;
  /** What differs: a value, a type, an array's length, a missing or unexpected key. */
  kind: 'value' | 'type' | 'length' | 'missing' | 'unexpected';
}

export type CompareMode = 'exact' | 'shape';

export interface DiffOptions {
  mode: CompareMode;
  /** Paths compared by shape inside an exact comparison (the case's `shape_paths`). */
  shapePaths?: readonly string[];
}

export function firstDifference(
  expected: unknown,
  actual: unknown,
  options: DiffOptions,
): Difference | null {
  return diffAt('$', expected, actual, options.mode, new Set(options.shapePaths ?? []));
}

function diffAt(
  path: string,
  expected: unknown,
  actual: unknown,
  mode: CompareMode,
  shapePaths: ReadonlySet<string>,
): Difference | null {
  const modeHere: CompareMode = shapePaths.has(path) ? 'shape' : mode;
  const expectedType = typeOf(expected);
  if (expectedType !== typeOf(actual)) return { path, expected, actual, kind: 'type' };

  if (Array.isArray(expected) && Array.isArray(actual)) {
    const common = Math.min(expected.length, actual.length);
    // Lengths first in shape mode (that is the contract); in exact mode the first differing item
    // says more than "length" when an item is missing in the middle.
    if (modeHere === 'shape' && expected.length !== actual.length) {
      return { path, expected: expected.length, actual: actual.length, kind: 'length' };
    }
    for (let i = 0; i < common; i++) {
      const found = diffAt(`${path}[${i}]`, expected[i], actual[i], modeHere, shapePaths);
      if (found) return found;
    }
    if (expected.length !== actual.length) {
      return { path, expected: expected.length, actual: actual.length, kind: 'length' };
    }
    return null;
  }

  if (isObject(expected) && isObject(actual)) {
    for (const key of Object.keys(expected)) {
      const childPath = `${path}.${key}`;
      if (!(key in actual)) {
        return { path: childPath, expected: expected[key], actual: undefined, kind: 'missing' };
      }
      const found = diffAt(childPath, expected[key], actual[key], modeHere, shapePaths);
      if (found) return found;
    }
    for (const key of Object.keys(actual)) {
      if (!(key in expected)) {
        return {
          path: `${path}.${key}`,
          expected: undefined,
          actual: actual[key],
          kind: 'unexpected',
        };
      }
    }
    return null;
  }

  if (modeHere === 'shape' || expected === actual) return null;
  return { path, expected, actual, kind: 'value' };
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeOf(value) === 'object';
}

/** A short, one-line rendering of a value for reports. */
export function preview(value: unknown, max = 120): string {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function describeDifference(difference: Difference): string {
  const { path, kind, expected, actual } = difference;
  if (kind === 'missing') return `${path}: missing (expected ${preview(expected)})`;
  if (kind === 'unexpected') return `${path}: unexpected key (got ${preview(actual)})`;
  if (kind === 'length')
    return `${path}: length ${preview(expected)} expected, got ${preview(actual)}`;
  return `${path}: expected ${preview(expected)}, got ${preview(actual)}`;
}
