// Vitest global setup: the suites that skipped themselves because ../shared (or part of it) is
// missing (needs-shared.ts) are reported in one line at the end of the run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-skips-'));
  const log = path.join(dir, 'skipped.jsonl');
  project.provide('sharedSkipLog', log);
  return () => {
    let lines: string[] = [];
    try {
      lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    } catch {
      // Nothing skipped: the file was never written.
    }
    rmSync(dir, { recursive: true, force: true });
    if (lines.length === 0) return;
    const files = new Set<string>();
    const missing = new Set<string>();
    for (const line of lines) {
      const entry = JSON.parse(line) as { testPath: string; missing: string[] };
      files.add(path.relative(process.cwd(), entry.testPath));
      entry.missing.forEach((m) => missing.add(m));
    }
    console.warn(
      `\nSKIPPED ${files.size} test files that need ../shared (missing: ${[...missing].join(', ')}; ` +
        `CI=true fails them instead): ${[...files].sort().join(', ')}\n`,
    );
  };
}
