import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Which mode a build was made in (PLAIN_NEXT, plain-next.ts), for the server that serves it. */
const MODE_FILE = 'lavanda-build-mode.json';

/** Written after `next build` compiles (next.config's runAfterProductionCompile). */
export function writeBuildMode(distDir: string, plainNext: boolean): void {
  writeFileSync(path.join(distDir, MODE_FILE), JSON.stringify({ plainNext }));
}

/** Whether the build in `distDir` was made with PLAIN_NEXT=1 (false for a build without the file). */
export function builtPlain(distDir: string): boolean {
  try {
    const mode = JSON.parse(readFileSync(path.join(distDir, MODE_FILE), 'utf8')) as {
      plainNext?: unknown;
    };
    return mode.plainNext === true;
  } catch {
    return false;
  }
}

/**
 * The mode of the build in `distDir`, which PLAIN_NEXT (`asked`, from siteEnv) must match: a
 * server never runs one mode's mechanisms against pages built for the other.
 */
export function servedMode(distDir: string, asked: boolean): boolean {
  const built = builtPlain(distDir);
  if (asked !== built) {
    throw new Error(
      `PLAIN_NEXT is ${asked ? '1' : 'not 1'} but the build in ${distDir} was made ` +
        `${built ? 'with' : 'without'} PLAIN_NEXT=1: start it with the setting it was built with, ` +
        'or build again',
    );
  }
  return built;
}
