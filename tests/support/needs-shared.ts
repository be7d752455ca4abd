// How a vitest suite says it needs ../shared (shared-dir.ts):
//
//   describe.runIf(needsShared('wordpress-reference'))('…', () => { … });
//
// When a part is missing, under CI=true the file fails, naming the missing files (CI always has
// ../shared: a suite that skips there hides a broken checkout); elsewhere the suite is skipped and
// the run ends with one line naming every skipped file (shared-skips.global-setup.ts), not a
// warning per file.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { missingShared, sharedDir, type SharedPart } from './shared-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file the skipped suites are written to (one JSON line each), read at the run's end. */
    sharedSkipLog: string;
  }
}

/**
 * True when every one of `parts` of ../shared is there. Otherwise throws under CI=true, and
 * records the calling test file as skipped and returns false elsewhere.
 */
export function needsShared(...parts: SharedPart[]): boolean {
  const missing = missingShared(parts);
  if (missing.length === 0) return true;
  const testPath = expect.getState().testPath ?? 'a test file';
  if (process.env.CI === 'true') {
    throw new Error(
      `${path.relative(process.cwd(), testPath)} needs ../shared (${parts.join(', ')}) at ` +
        `${sharedDir}, and CI=true: missing ${missing.join(', ')}. CI always has it.`,
    );
  }
  let log: string | undefined;
  try {
    log = inject('sharedSkipLog');
  } catch {
    log = undefined;
  }
  if (log) appendFileSync(log, `${JSON.stringify({ testPath, missing })}\n`);
  // Run without the global setup (another config): say it here, once per file.
  else console.warn(`SKIPPED: ${testPath} needs ${missing.join(', ')}`);
  return false;
}
