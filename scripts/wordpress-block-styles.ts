/**
 * `npm run wordpress:block-styles`: takes WordPress's own block stylesheets from the npm package
 * WordPress builds them in (@wordpress/block-library, the version WordPress 7.0 ships: its
 * per-block `style.css` files match wp-includes/blocks/), minified with hashed names into
 * public/wp-block-styles/, and writes lib/block-styles/manifest.json. Run it when moving to another
 * WordPress version, or after editing the site's own block sheet (lib/block-styles/site-blocks.css);
 * the output is committed, so building the site needs no download.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BLOCK_SHEETS_PATH } from '../lib/block-styles/sheet-cache';
import { vendorBlockStyles } from './wordpress-block-styles/vendor';

const PACKAGE = '@wordpress/block-library@9.42.0';
const root = path.resolve(__dirname, '..');

const work = mkdtempSync(path.join(os.tmpdir(), 'block-library-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work]);
  const manifest = vendorBlockStyles(
    path.join(work, 'package', 'build-style'),
    path.join(root, 'lib', 'block-styles', 'site-blocks.css'),
    path.join(root, 'public', BLOCK_SHEETS_PATH),
    BLOCK_SHEETS_PATH,
    PACKAGE,
  );
  const out = path.join(root, 'lib', 'block-styles', 'manifest.json');
  writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${Object.keys(manifest.blocks).length} block sheets from ${PACKAGE}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
