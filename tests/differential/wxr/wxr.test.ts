import { describe, expect, it } from 'vitest';
import { type DifferentialResult, formatVerdict, judge } from '../differential';
import { readKnownDifferences } from '../known';
import { compareWxrSites, wxrKnownDifferencesFile } from './compare-sites';
import { wxrSites } from './sites';
import { needsShared } from '../../support/needs-shared';

/**
 * Real exports nobody here wrote (../shared/wxr/), imported into the live WordPress by its own
 * importer and into the content service, then compared on the site's own queries and a
 * developer's first ones (tests/differential/README.md). Fails on a difference not in
 * wxr/known-differences.json and on a listed one that matches now.
 */
const available = needsShared('wordpress-live', 'wxr', 'wordpress-reference');

describe.runIf(available)(
  'imported exports: the content service answers as the live WordPress',
  () => {
    it('differs only where wxr/known-differences.json says', async () => {
      const results: DifferentialResult[] = await compareWxrSites(wxrSites);
      const verdict = judge(results, readKnownDifferences(wxrKnownDifferencesFile));
      console.log(formatVerdict(verdict));
      expect(verdict.unexpected.map((result) => `${result.name}: ${result.difference}`)).toEqual(
        [],
      );
      expect(verdict.nowMatching).toEqual([]);
      expect(verdict.stale).toEqual([]);
    }, 300_000);
  },
);
