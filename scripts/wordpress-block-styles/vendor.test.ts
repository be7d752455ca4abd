import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vendorBlockStyles } from './vendor';

function buildStyleFolder(): { buildStyle: string; site: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'block-styles-'));
  const buildStyle = path.join(dir, 'build-style');
  const block = (name: string, css: string) => {
    mkdirSync(path.join(buildStyle, name), { recursive: true });
    writeFileSync(path.join(buildStyle, name, 'style.css'), css);
  };
  block(
    'columns',
    '/* Columns */\n.wp-block-columns {\n  display: flex;\n}\n@media (min-width: 782px) {\n  .wp-block-columns { flex-wrap: nowrap !important; }\n}\n',
  );
  block('cover', '.wp-block-cover { min-height: 430px; }\n');
  // A block with an editor sheet only (no style.css) has nothing to serve.
  mkdirSync(path.join(buildStyle, 'freeform'), { recursive: true });
  writeFileSync(path.join(buildStyle, 'freeform', 'editor.css'), '.x { color: red; }');
  writeFileSync(
    path.join(buildStyle, 'common.css'),
    ':root .has-text-align-center { text-align: center; }',
  );
  const site = path.join(dir, 'site-blocks.css');
  writeFileSync(site, '.is-layout-flex { display: flex; }');
  return { buildStyle, site };
}

describe('vendorBlockStyles', () => {
  it("writes each block's style.css minified under a hashed name, and the manifest of their addresses", () => {
    const { buildStyle, site } = buildStyleFolder();
    const out = mkdtempSync(path.join(os.tmpdir(), 'served-'));
    writeFileSync(path.join(out, 'stale.0000000000.css'), 'old');
    const manifest = vendorBlockStyles(buildStyle, site, out, '/wp-block-styles', 'pkg@1.0.0');
    expect(manifest.source).toBe('pkg@1.0.0');
    expect(Object.keys(manifest.blocks)).toEqual(['columns', 'cover']);
    expect(manifest.blocks.columns).toMatch(/^\/wp-block-styles\/columns\.[0-9a-f]{10}\.css$/);
    expect(manifest.common).toMatch(/^\/wp-block-styles\/common\.[0-9a-f]{10}\.css$/);
    expect(manifest.site).toMatch(/^\/wp-block-styles\/site\.[0-9a-f]{10}\.css$/);
    // The folder holds exactly what the manifest names: the stale sheet is gone.
    expect(readdirSync(out).sort()).toEqual(
      [manifest.common, manifest.site, ...Object.values(manifest.blocks)]
        .map((href) => path.basename(href))
        .sort(),
    );
    const columns = readFileSync(path.join(out, path.basename(manifest.blocks.columns!)), 'utf8');
    expect(columns).toBe(
      '.wp-block-columns{display:flex}@media (min-width:782px){.wp-block-columns{flex-wrap:nowrap!important}}',
    );
  });

  it('gives a changed sheet a new address', () => {
    const first = buildStyleFolder();
    const second = buildStyleFolder();
    writeFileSync(
      path.join(second.buildStyle, 'cover', 'style.css'),
      '.wp-block-cover { min-height: 300px; }',
    );
    const out = () => mkdtempSync(path.join(os.tmpdir(), 'served-'));
    const a = vendorBlockStyles(first.buildStyle, first.site, out(), '/s', 'p');
    const b = vendorBlockStyles(second.buildStyle, second.site, out(), '/s', 'p');
    expect(a.blocks.columns).toBe(b.blocks.columns);
    expect(a.blocks.cover).not.toBe(b.blocks.cover);
  });
});
