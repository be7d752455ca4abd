/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on
 * next.config's `compiler.runAfterProductionCompile` hook running after the browser chunks are
 * written to `<distDir>/static/chunks/`, before anything hashes them. Off with PLAIN_NEXT=1. How to
 * tell it broke: lib/next/framework-canary.test.ts names "compile hints" (a build's chunks lack
 * the hint).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the file as it
 * arrives, on the thread that streams it in, instead of each on the main thread the first time it
 * is called. Browsers without it read a comment.
 */
export const CALLED_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every .js file under `dir`, at any depth. */
async function scriptsUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * next.config's `compiler.runAfterProductionCompile`: starts every browser chunk of the build
 * with the compile hint. Nearly all of a chunk's functions run as soon as it loads: the first-load
 * chunk holds React DOM, Next's client and the page's components, all run to hydrate; a chunk
 * loaded on intent (the drawer) holds what is about to open. Compiled lazily, they cost a page with
 * blocks 50–60 ms of main thread on this machine, one long task, 200+ ms of Lighthouse's blocking
 * time on its slowed-down phone; with the hint, that task is gone (measured: TBT 285–500 ms → 8–71 ms
 * on /products/ and the home). The chunks' names stay as Turbopack hashed them: a deterministic
 * edit of deterministic output. Idempotent.
 */
export async function markChunksCalledOnLoad({ distDir }: { distDir: string }): Promise<void> {
  const scripts = await scriptsUnder(path.join(distDir, 'static', 'chunks'));
  await Promise.all(
    scripts.map(async (file) => {
      const source = await readFile(file, 'utf8');
      if (!source.startsWith(CALLED_ON_LOAD_HINT)) {
        await writeFile(file, CALLED_ON_LOAD_HINT + source);
      }
    }),
  );
}
