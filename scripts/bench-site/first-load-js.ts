import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCRIPT_LIST_ID } from '../../lib/next/after-paint-scripts';

/** gzip size (zlib's default level, as servers send it) of one file of the build. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

interface BuildManifest {
  pages: Record<string, string[]>;
  lowPriorityFiles: string[];
  rootMainFiles: string[];
}

/**
 * First-load JavaScript of a pages-router route from the build manifest: the app's chunks, the
 * route's own, the root main files and the build/SSG manifests every page loads (polyfills are
 * `nomodule` and skipped by current browsers, so they do not count).
 */
export function manifestFirstLoad(
  distDir: string,
  route: string,
): { files: string[]; bytes: number } {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest;
  const files = [
    ...new Set([
      ...manifest.rootMainFiles,
      ...(manifest.pages['/_app'] ?? []),
      ...(manifest.pages[route] ?? []),
      ...manifest.lowPriorityFiles,
    ]),
  ].filter((file) => file.endsWith('.js'));
  return { files, bytes: files.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0) };
}

const SCRIPT_LIST = new RegExp(`<script\\b[^>]*\\bid="${SCRIPT_LIST_ID}"[^>]*>([^<]*)</script>`);

/**
 * The scripts a served page actually loads: its <script src> tags (`nomodule` excluded), and the
 * list our pages' loader fetches once they have painted (lib/next/after-paint-head.tsx).
 */
export function scriptsOfHtml(html: string): string[] {
  const tagged = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\bnomodule\b/.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]);
  const list = SCRIPT_LIST.exec(html)?.[1];
  const listed = list ? (JSON.parse(list) as string[]) : [];
  return [...tagged, ...listed].filter(
    (src): src is string => src !== undefined && src.startsWith('/_next/'),
  );
}

/** gzip bytes of a served page's first-load scripts, read from the build folder. */
export function htmlFirstLoad(distDir: string, html: string): number {
  return scriptsOfHtml(html).reduce(
    (sum, src) =>
      sum + gzipSize(path.join(distDir, decodeURIComponent(src.replace(/^\/_next\//, '')))),
    0,
  );
}
