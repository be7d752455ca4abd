// ../shared, beside the checkout: the WordPress reference (recorded answers, schema, export), the
// live WordPress kit and the WXR exports nobody here wrote. CI always has it; a clone may not.
// The one place that builds its paths: vitest suites ask needs-shared.ts whether to run, and
// Playwright's support, scripts and the CLI replays read the paths and booleans here (no vitest).
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository's root (this file is tests/support/shared-dir.ts). */
const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * The shared folder: ../shared beside the checkout, or TEST_SHARED_DIR (a folder that does not
 * exist shows what a clone without it runs).
 */
export const sharedDir = process.env.TEST_SHARED_DIR
  ? path.resolve(process.env.TEST_SHARED_DIR)
  : path.resolve(repoRoot, '..', 'shared');

/** The recorded WordPress reference site (schema.graphql, cases.json, site-export.wxr.xml …). */
export const referenceDir = path.join(sharedDir, 'wordpress-reference');
/** The real WordPress kit (start.sh, stop.sh, wp-eval.sh, import-wxr.sh). */
export const wordpressLiveDir = path.join(sharedDir, 'wordpress-live');
/** Real WXR exports (WordPress's block and theme test data, a Japanese site, a blog …). */
export const wxrDir = path.join(sharedDir, 'wxr');

export type SharedPart = 'wordpress-reference' | 'wordpress-live' | 'wxr';

/** The files whose presence says a part is there (what the suites read first). */
const requiredFiles: Record<SharedPart, string[]> = {
  'wordpress-reference': ['schema.graphql', 'cases.json', 'site-export.wxr.xml'].map((f) =>
    path.join(referenceDir, f),
  ),
  'wordpress-live': ['start.sh', 'stop.sh', 'wp-eval.sh'].map((f) =>
    path.join(wordpressLiveDir, f),
  ),
  wxr: [
    '64-block-test-data.xml',
    'importer-fixture.valid-wxr-1.1.xml',
    'wordpress-theme-test-data-ja.xml',
    'mythz-blog.wordpress-export.wxr-1.1.xml',
  ].map((f) => path.join(wxrDir, f)),
};

const partDirs: Record<SharedPart, string> = {
  'wordpress-reference': referenceDir,
  'wordpress-live': wordpressLiveDir,
  wxr: wxrDir,
};

/**
 * What is missing of `parts` (empty when all are there): the part's folder when it is missing
 * altogether, else its missing files.
 */
export function missingShared(parts: readonly SharedPart[]): string[] {
  return [...new Set(parts)].flatMap((part) =>
    existsSync(partDirs[part])
      ? requiredFiles[part].filter((file) => !existsSync(file))
      : [partDirs[part]],
  );
}

/** Whether every one of `parts` is there. */
export function hasShared(...parts: SharedPart[]): boolean {
  return missingShared(parts).length === 0;
}

export const hasReference = hasShared('wordpress-reference');
export const hasWordPressLive = hasShared('wordpress-live');
export const hasWxr = hasShared('wxr');

export function referenceFile(name: string): string {
  return path.join(referenceDir, name);
}
