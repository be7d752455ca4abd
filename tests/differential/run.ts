import { writeFileSync } from 'node:fs';
import { startBackends } from './backends';
import { readCorpus } from './corpus';
import { formatVerdict, judge, runCorpus } from './differential';
import { knownDifferencesFile, readKnownDifferences, seedKnownDifferences } from './known';

/**
 * The differential comparison by hand: `npx tsx tests/differential/run.ts [--list] [--seed]`.
 * --list prints every difference; --seed adds the unlisted ones to known-differences.json with
 * their first difference as a provisional reason (edit it to say why) and drops fixed ones.
 */
async function main(): Promise<void> {
  const backends = await startBackends();
  try {
    const started = Date.now();
    const results = await runCorpus(
      readCorpus(),
      backends.wordpressUrl,
      backends.contentServiceUrl,
    );
    const known = readKnownDifferences();
    console.log(formatVerdict(judge(results, known)), `(${Date.now() - started} ms)`);
    if (process.argv.includes('--list')) {
      for (const result of results)
        if (result.difference) console.log(`${result.name}: ${result.difference}`);
    }
    if (process.argv.includes('--seed')) {
      writeFileSync(knownDifferencesFile, seedKnownDifferences(results, known));
      console.log(`updated ${knownDifferencesFile}`);
    }
  } finally {
    await backends.stop();
  }
}

void main();
