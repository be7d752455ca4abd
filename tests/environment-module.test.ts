import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The site reads its environment in one module (lib/wordpress/config/site-env.ts), which
 * validates every variable at start. A second reader would escape that validation and the
 * documentation in .env.example, so this test finds any.
 */
const root = path.resolve(__dirname, '..');
const ENV_MODULE = 'lib/wordpress/config/site-env.ts';
const SITE_CODE = [
  'lib',
  'pages',
  'components',
  'blocks',
  'wp-templates',
  'theme',
  'locales',
  'server',
];
const SITE_FILES = ['instrumentation.ts', 'next.config.ts', 'faust.config.js'];
// NODE_ENV and NEXT_RUNTIME are Next's own build switches (inlined at build time), not settings;
// PLAIN_NEXT is read where the bundler must see it written out to inline it (lib/next/plain-next.ts,
// IntentLink), and validated in the module all the same.
const READ =
  /process\.env(?:\.(?!(?:NODE_ENV|NEXT_RUNTIME|PLAIN_NEXT)\b)\w+|\[)|process\.env\b(?![.[])/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['generated', 'test'].includes(name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

it('reads process.env in the environment module only', () => {
  const files = [
    ...SITE_CODE.flatMap((dir) => sourceFiles(path.join(root, dir))),
    ...SITE_FILES.map((file) => path.join(root, file)),
  ];
  const readers = files
    .map((file) => path.relative(root, file))
    .filter((file) => file !== ENV_MODULE)
    .filter((file) => readFileSync(path.join(root, file), 'utf8').match(READ));
  expect(readers).toEqual([]);
});

it('documents every variable the module reads in .env.example', () => {
  const source = readFileSync(path.join(root, ENV_MODULE), 'utf8').replace(
    /\/\*[\s\S]*?\*\/|\/\/.*$/gm,
    '',
  );
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  const names = new Set(
    [...source.matchAll(/(?:value|httpUrl)\(\s*env,\s*'([A-Z_]+)'|env\.([A-Z_]+)/g)].map(
      (m) => m[1] ?? m[2],
    ),
  );
  // NEXT_PHASE is set by Next itself.
  names.delete('NEXT_PHASE');
  expect(names.size).toBeGreaterThan(8);
  const missing = [...names].filter((name) => !example.includes(name!));
  expect(missing).toEqual([]);
});
