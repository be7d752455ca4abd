import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBaseline, readBaseline } from './baseline';
import { knownDifferences } from './known-differences';
import { needsShared } from '../support/needs-shared';
import { referenceDir } from '../support/shared-dir';
import { startReferenceSite, type ReferenceSite } from './reference-site';
import { loadCases, replayCases, type CaseResult } from './replay-cases';
import { formatSummary, summarize } from './report';

/**
 * Replays every reference case (a sequence's steps in order) against the content service loaded with the reference
 * site and compares status and body as each case says. The bar is a ratchet (baseline.json): no
 * listed case may regress and at least as many must match. CONFORMANCE_STRICT=1 demands every case
 * outside known-differences.ts.
 */
const available = needsShared('wordpress-reference');

describe.runIf(available)('conformance with the WordPress reference', () => {
  let site: ReferenceSite | undefined;
  let results: CaseResult[] = [];
  const cases = available ? loadCases(referenceDir) : [];

  beforeAll(async () => {
    site = await startReferenceSite();
    results = await replayCases(referenceDir, site, cases);
  }, 120_000);
  afterAll(() => site?.close());

  it('matches every case of the baseline, and at least as many cases', () => {
    const summary = summarize(results, knownDifferences);
    console.log(
      `${formatSummary(summary)}\n(${results.length - summary.compared.length} known differences)`,
    );
    const baseline = readBaseline();
    const check = checkBaseline(
      baseline,
      summary.matched.map((result) => result.name),
    );
    if (check.newlyMatched.length > 0) {
      console.log(
        `hint: ${check.newlyMatched.length} matching case(s) not in baseline.json yet ` +
          `(${check.newlyMatched.join(', ')}); ratchet it up: npx tsx tests/conformance/replay.ts --write-baseline`,
      );
    }
    expect(check.regressed, 'cases listed in baseline.json that no longer match').toEqual([]);
    expect(summary.matched.length).toBeGreaterThanOrEqual(baseline.matched);
    if (process.env.CONFORMANCE_STRICT === '1') {
      expect(summary.failing.map((result) => result.name)).toEqual([]);
    }
  });

  it('lists known differences only for cases that are replayed', () => {
    const names = new Set(cases.map((testCase) => testCase.name));
    expect(Object.keys(knownDifferences).filter((name) => !names.has(name))).toEqual([]);
  });
});
