import { writeFileSync } from 'node:fs';
import { formatVerdict, judge } from '../differential';
import { readKnownDifferences, seedKnownDifferences } from '../known';
import { compareWxrSites, wxrKnownDifferencesFile } from './compare-sites';
import { wxrSites } from './sites';

/**
 * The WXR comparison by hand: `npx tsx tests/differential/wxr/run.ts [--list] [--seed]`, as
 * ../run.ts for the reference corpus.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const results = await compareWxrSites(wxrSites);
  const known = readKnownDifferences(wxrKnownDifferencesFile);
  console.log(formatVerdict(judge(results, known)), `(${Date.now() - started} ms)`);
  if (process.argv.includes('--list')) {
    for (const result of results)
      if (result.difference) console.log(`${result.name}: ${result.difference}`);
  }
  if (process.argv.includes('--seed')) {
    writeFileSync(wxrKnownDifferencesFile, seedKnownDifferences(results, known));
    console.log(`updated ${wxrKnownDifferencesFile}`);
  }
}

void main();
