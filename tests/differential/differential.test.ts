import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsShared } from '../support/needs-shared';
import { type Backends, startBackends } from './backends';
import { readCorpus } from './corpus';
import { type DifferentialResult, formatVerdict, judge, runCorpus } from './differential';
import { readKnownDifferences } from './known';

/**
 * Every corpus query sent to a fresh live WordPress and to the content service on the same data
 * (tests/differential/README.md). Fails on a difference not in known-differences.json and on a
 * listed one that matches now, so the file only shrinks.
 */
const available = needsShared('wordpress-live', 'wordpress-reference');

describe.runIf(available)('the content service answers as the live WordPress', () => {
  let backends: Backends | undefined;
  let results: DifferentialResult[] = [];

  beforeAll(async () => {
    backends = await startBackends();
    results = await runCorpus(readCorpus(), backends.wordpressUrl, backends.contentServiceUrl);
  }, 240_000);
  afterAll(() => backends?.stop());

  it('differs only where known-differences.json says, and nowhere it says it matches', () => {
    const verdict = judge(results, readKnownDifferences());
    console.log(formatVerdict(verdict));
    expect(verdict.unexpected.map((result) => `${result.name}: ${result.difference}`)).toEqual([]);
    expect(verdict.nowMatching).toEqual([]);
    expect(verdict.stale).toEqual([]);
  });
});
