import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ratchet: the cases known to match. The conformance test fails when one of them stops matching
 * and suggests adding the new ones when more match (replay.ts --write-baseline does that).
 */
export interface Baseline {
  matched: number;
  cases: string[];
}

export const baselineFile = path.join(__dirname, 'baseline.json');

export function readBaseline(): Baseline {
  const parsed = JSON.parse(readFileSync(baselineFile, 'utf8')) as Partial<Baseline>;
  const cases = Array.isArray(parsed.cases) ? parsed.cases : [];
  return { matched: typeof parsed.matched === 'number' ? parsed.matched : cases.length, cases };
}

export function writeBaseline(matchedCases: readonly string[]): Baseline {
  const cases = [...matchedCases].sort();
  const baseline = { matched: cases.length, cases };
  writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
  return baseline;
}

export interface BaselineCheck {
  /** Cases in the baseline that no longer match. */
  regressed: string[];
  /** Matching cases the baseline does not list yet. */
  newlyMatched: string[];
}

export function checkBaseline(baseline: Baseline, matchedCases: readonly string[]): BaselineCheck {
  const matched = new Set(matchedCases);
  const listed = new Set(baseline.cases);
  return {
    regressed: baseline.cases.filter((name) => !matched.has(name)),
    newlyMatched: matchedCases.filter((name) => !listed.has(name)).sort(),
  };
}
