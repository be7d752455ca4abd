import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DifferentialResult, KnownDifference } from './differential';

export const knownDifferencesFile = path.join(__dirname, 'known-differences.json');

export function readKnownDifferences(
  file: string = knownDifferencesFile,
): Record<string, KnownDifference> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, KnownDifference>;
}

/** A difference's kind, from what differs (the report groups the file by it). */
export function kindOf(difference: string): string {
  if (difference.includes('Cannot query field')) return 'schema: field missing';
  if (/is not defined by type|Unknown argument/.test(difference)) return 'schema: argument missing';
  if (difference.includes('Unknown type')) return 'schema: type missing';
  if (difference.startsWith('HTTP status')) return 'HTTP status';
  if (difference.startsWith('$.errors')) return 'errors: text or path';
  if (difference.includes('length')) return 'data: other nodes';
  return 'data: values';
}

/**
 * The file after a run: listed differences that remain keep their reasons, new ones are added
 * with their first difference as a provisional reason, fixed ones are dropped.
 */
export function seedKnownDifferences(
  results: readonly DifferentialResult[],
  known: Readonly<Record<string, KnownDifference>>,
): string {
  const next: Record<string, KnownDifference> = {};
  for (const result of results) {
    if (result.difference === null) continue;
    next[result.name] = known[result.name] ?? {
      kind: kindOf(result.difference),
      reason: result.difference,
    };
  }
  return `${JSON.stringify(next, null, 2)}\n`;
}
