import { describeDifference } from './json-diff';
import type { CaseResult } from './replay-cases';

export interface ReplaySummary {
  /** Replayed cases that must match (known differences left out). */
  compared: CaseResult[];
  matched: CaseResult[];
  failing: CaseResult[];
  /** Known differences that match after all: their entry can go. */
  knownNowMatching: string[];
}

export function summarize(
  results: readonly CaseResult[],
  knownDifferences: Readonly<Record<string, string>>,
): ReplaySummary {
  const compared = results.filter((result) => !(result.name in knownDifferences));
  return {
    compared,
    matched: compared.filter((result) => result.matched),
    failing: compared.filter((result) => !result.matched),
    knownNowMatching: results
      .filter((result) => result.name in knownDifferences && result.matched)
      .map((result) => result.name),
  };
}

/** `matched N of M`, then one line per failing case with where it first differs. */
export function formatSummary(summary: ReplaySummary): string {
  const lines = [`matched ${summary.matched.length} of ${summary.compared.length}`];
  for (const result of summary.failing) {
    const where = result.difference ? describeDifference(result.difference) : 'differs';
    const error = result.unexpectedError ? ` [error: ${result.unexpectedError}]` : '';
    lines.push(`  ✗ ${result.name} — ${where}${error}`);
  }
  for (const name of summary.knownNowMatching) {
    lines.push(`  note: ${name} is listed in known-differences.ts but matches now; remove it`);
  }
  return lines.join('\n');
}
