import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Test support for the ACF and Yoast suites. */

/** The reference site's recorded cases (`cases.json` + `cases/NAME.json`) for a group. */
export interface RecordedCase {
  name: string;
  query: string;
  variables: Record<string, unknown> | undefined;
  data: unknown;
}

export function recordedCases(referenceDir: string, names: readonly string[]): RecordedCase[] {
  return names.map((name) => {
    const manifest = JSON.parse(readFileSync(path.join(referenceDir, 'cases.json'), 'utf8')) as {
      name: string;
      request: { body: string | null };
    }[];
    const entry = manifest.find((c) => c.name === name);
    if (!entry?.request.body) throw new Error(`no GraphQL case ${name}`);
    const body = JSON.parse(entry.request.body) as {
      query: string;
      variables?: Record<string, unknown> | null;
    };
    const answer = JSON.parse(
      readFileSync(path.join(referenceDir, 'cases', `${name}.json`), 'utf8'),
    ) as { data: unknown };
    return { name, query: body.query, variables: body.variables ?? undefined, data: answer.data };
  });
}

/** Paths where two JSON values differ (key order ignored), for readable failures. */
export function jsonDifferences(expected: unknown, actual: unknown, at = '$'): string[] {
  if (Object.is(expected, actual)) return [];
  if (
    expected &&
    actual &&
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    Array.isArray(expected) === Array.isArray(actual)
  ) {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const keys = new Set([...Object.keys(e), ...Object.keys(a)]);
    return [...keys].flatMap((k) => jsonDifferences(e[k], a[k], `${at}.${k}`));
  }
  return [`${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}
