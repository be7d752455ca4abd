import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..', '..');

/** The public routes and the app around them: what every visitor's first load is built from. */
const PUBLIC_ENTRIES = [
  'pages/_app.tsx',
  'pages/[[...uri]].tsx',
  'pages/~paged/[[...uri]].tsx',
  'pages/search/[[...term]].tsx',
  'pages/404.tsx',
  'pages/500.tsx',
  'pages/_error.tsx',
];

/** Chakra's style engine and Emotion: about 17 KB gzip that the first load does without. */
const STYLE_ENGINE = /^(@chakra-ui\/|@emotion\/)/;

// Static imports and re-exports only: `import type` is erased, `import()` loads on intent.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  if (specifier.endsWith('.css')) return null;
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** Every package a file reaches through static imports, with the chain that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      const local = resolveLocal(file, specifier!);
      const here = [...chain, path.relative(ROOT, file)];
      if (local) walk(local, here);
      else if (!reached.has(specifier!)) reached.set(specifier!, here);
    }
  };
  walk(path.join(ROOT, entry), []);
  return reached;
}

describe('the first load of a public page', () => {
  it.each(PUBLIC_ENTRIES)('%s reaches no Chakra or Emotion runtime by a static import', (entry) => {
    const engine = [...packagesReached(entry)].filter(([name]) => STYLE_ENGINE.test(name));
    expect(engine.map(([name, chain]) => `${name} via ${chain.join(' > ')}`)).toEqual([]);
  });

  it('sees a static import of Chakra where there is one (the drawer, loaded on intent)', () => {
    const reached = packagesReached('components/layout/drawer/MobileDrawer.tsx');
    expect(reached.has('@chakra-ui/react')).toBe(true);
  });
});
