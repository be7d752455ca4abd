import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedSheet } from '../../scripts/wordpress-block-styles/vendor';
import { blockSheetsOf } from './block-sheets';
import manifest from './manifest.json';

const publicDir = path.resolve(__dirname, '..', '..', 'public');
const sheetName = (href: string) => path.basename(href).replace(/\.[0-9a-f]{10}\.css$/, '');

describe('blockSheetsOf', () => {
  it("lists WordPress's common sheet, the site's and each block's own, once, for block markup", () => {
    const html =
      '<div class="wp-block-columns is-layout-flex"><div class="wp-block-column">' +
      '<div class="wp-block-cover"><span class="wp-block-cover__background"></span>' +
      '<div class="wp-block-cover__inner-container"><p>Text</p></div></div></div>' +
      '<div class="wp-block-column"><div class="wp-block-media-text"><figure class="wp-block-media-text__media"></figure></div>' +
      '<div class="wp-block-buttons"><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button">Go</a></div></div></div></div>';
    const sheets = blockSheetsOf(html);
    expect(sheets.slice(0, 2)).toEqual([manifest.common, manifest.site]);
    expect(sheets.slice(2).map(sheetName)).toEqual([
      'button',
      'buttons',
      'columns',
      'cover',
      'media-text',
    ]);
  });

  it('adds the paragraph sheet for a drop cap, which has no block class of its own', () => {
    expect(blockSheetsOf('<p class="has-drop-cap">Once</p>').map(sheetName)).toEqual([
      'common',
      'site',
      'paragraph',
    ]);
  });

  it('keeps the common sheets for block supports on classless blocks (a coloured paragraph)', () => {
    expect(
      blockSheetsOf('<p class="has-vivid-red-color has-text-color">Red</p>').map(sheetName),
    ).toEqual(['common', 'site']);
  });

  it('loads nothing for classic HTML, or a class that only looks like a block', () => {
    expect(blockSheetsOf('<p>Plain <strong>classic</strong> text.</p>')).toEqual([]);
    expect(blockSheetsOf('<div class="wp-block-no-such-block">x</div>')).toEqual([
      manifest.common,
      manifest.site,
    ]);
  });
});

describe('the served block sheets', () => {
  it('exist under public/ for every address the manifest names', () => {
    const hrefs = [manifest.common, manifest.site, ...Object.values(manifest.blocks)];
    const missing = hrefs.filter((href) => !existsSync(path.join(publicDir, href)));
    expect(missing).toEqual([]);
    expect(Object.keys(manifest.blocks).length).toBeGreaterThan(80);
  });

  it("serve the site's own sheet as it is now: npm run wordpress:block-styles after editing it", () => {
    const { fileName } = servedSheet('site', path.join(__dirname, 'site-blocks.css'));
    expect(manifest.site).toBe(`/wp-block-styles/${fileName}`);
  });
});
