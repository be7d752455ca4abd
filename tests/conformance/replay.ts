/**
 * `npx tsx tests/conformance/replay.ts [--only NAME[,NAME…]] [--write-baseline] [--logs]`
 *
 * The conformance replay for developers: loads the reference site into the content service, replays
 * every case (or only the named ones; a case of a sequence runs its earlier steps first), and prints for each failing case where its answer
 * first differs from the recording. --write-baseline records the matching cases in baseline.json
 * (the ratchet the test enforces); --logs prints what the server logged (hidden resolver errors).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBaseline, readBaseline, writeBaseline } from './baseline';
import { describeDifference, preview } from './json-diff';
import { knownDifferences } from './known-differences';
import { hasReference, referenceDir } from '../support/shared-dir';
import { startReferenceSite } from './reference-site';
import {
  compareCase,
  loadCases,
  sendCase,
  type CaseResult,
  type ReferenceCase,
} from './replay-cases';
import { formatSummary, summarize } from './report';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', multiple: true },
      'write-baseline': { type: 'boolean' },
      logs: { type: 'boolean' },
    },
  });
  if (!hasReference) {
    console.error(`SKIPPED: ${referenceDir} is missing`);
    return 2;
  }
  const only = new Set((values.only ?? []).flatMap((value) => value.split(',')));
  if (only.size > 0 && values['write-baseline']) {
    console.error('--write-baseline needs the full replay; drop --only');
    return 2;
  }
  const all = loadCases(referenceDir);
  const unknown = [...only].filter((name) => !all.some((testCase) => testCase.name === name));
  if (unknown.length > 0) {
    console.error(`unknown case(s): ${unknown.join(', ')}`);
    return 2;
  }
  const selected = all.filter((testCase) => only.size === 0 || only.has(testCase.name));
  const byName = new Map(all.map((testCase) => [testCase.name, testCase]));

  const site = await startReferenceSite();
  const results: CaseResult[] = [];
  try {
    for (const testCase of selected) {
      const response = await sendCase(site, testCase, byName);
      const result = compareCase(referenceDir, testCase, response);
      results.push(result);
      if (!result.matched || only.size > 0)
        printDetail(testCase, result, response.body, only.size > 0);
    }
  } finally {
    await site.close();
  }
  if (values.logs) for (const line of site.logs) console.log(line);
  else if (site.logs.length > 0)
    console.log(`\n(the server logged ${site.logs.length} lines; --logs shows them)`);

  const summary = summarize(results, knownDifferences);
  console.log(`\n${formatSummary(summary)}`);
  if (only.size > 0) return summary.failing.length === 0 ? 0 : 1;

  const matchedNames = summary.matched.map((result) => result.name);
  const check = checkBaseline(readBaseline(), matchedNames);
  if (check.regressed.length > 0)
    console.log(`regressed (in baseline.json): ${check.regressed.join(', ')}`);
  if (values['write-baseline']) {
    const written = writeBaseline(matchedNames);
    console.log(`baseline.json: ${written.matched} matching cases recorded`);
  } else if (check.newlyMatched.length > 0) {
    console.log(`newly matching: ${check.newlyMatched.join(', ')} (--write-baseline records them)`);
  }
  return check.regressed.length === 0 ? 0 : 1;
}

function printDetail(
  testCase: ReferenceCase,
  result: CaseResult,
  body: string,
  full: boolean,
): void {
  const mark = result.matched ? '✓' : '✗';
  const known = knownDifferences[testCase.name];
  console.log(
    `\n${mark} ${testCase.name} [${testCase.group}, ${testCase.compare}]${known ? ' (known difference)' : ''}`,
  );
  if (testCase.notes) console.log(`  notes: ${testCase.notes}`);
  console.log(
    `  ${testCase.request.method} ${preview(testCase.request.path, 100)} → ${result.status} (recorded ${testCase.response.status})`,
  );
  if (result.difference) {
    console.log(`  first difference: ${describeDifference(result.difference)}`);
    console.log(`    expected: ${preview(result.difference.expected, 600)}`);
    console.log(`    actual:   ${preview(result.difference.actual, 600)}`);
  }
  if (full) {
    const expected = readFileSync(path.join(referenceDir, testCase.response.body_file), 'utf8');
    console.log(`  recorded body: ${preview(expected, 2000)}`);
    console.log(`  our body:      ${preview(body, 2000)}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
