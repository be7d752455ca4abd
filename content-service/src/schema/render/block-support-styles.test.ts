import { describe, expect, it } from 'vitest';
import { blockSupportStylesFor } from './block-support-styles';
import { renderContent } from './content';
import { wpToKebabCase } from './kebab-case';
import { safecssFilterAttr } from './safecss';
import { createCssRulesStore, getStylesheetFromCssRules } from './style-engine';
import { createRenderState } from './types';

/*
 * The style engine's store and compile, and the plugin's blockSupportStyles over a render; each
 * expected string is what WordPress 7 with the lavanda-headless plugin printed for the same input
 * (the live kit's wp-eval.sh), copied as is.
 */

describe('the style engine', () => {
  it('compiles rules groups, drops what safecss_filter_attr() refuses, merges declarations', () => {
    const css = getStylesheetFromCssRules([
      { selector: '.wp-container-content-x', declarations: { 'grid-column': 'span 2' } },
      {
        rulesGroup: '@container (max-width: 25.5rem )',
        selector: '.wp-container-content-x',
        declarations: { 'grid-column': '1/-1' },
      },
      {
        selector: '.a',
        declarations: {
          color: 'red',
          bad: 'x',
          width: 'expression(1)',
          gap: 3,
          margin: '  1px   2px ',
        },
      },
    ]);
    expect(css).toBe(
      '.wp-container-content-x{grid-column:span 2;}@container (max-width: 25.5rem ){.wp-container-content-x{grid-column:1/-1;}}.a{color:red;margin:1px 2px;}',
    );
  });

  it('keeps one rule per selector in a store, where it was first added', () => {
    const store = createCssRulesStore();
    getStylesheetFromCssRules([{ selector: '.b', declarations: { color: 'red' } }], store);
    getStylesheetFromCssRules([{ selector: '.c', declarations: { color: 'blue' } }], store);
    getStylesheetFromCssRules([{ selector: ' .b ', declarations: { width: '1px' } }], store);
    expect([...store.values()].map((r) => [r.selector, [...r.declarations]])).toEqual([
      [
        '.b',
        [
          ['color', 'red'],
          ['width', '1px'],
        ],
      ],
      ['.c', [['color', 'blue']]],
    ]);
  });

  it('lets trusted CSS functions through safecss_filter_attr(), not others', () => {
    expect(safecssFilterAttr('max-width:min(100%, calc(2 * var(--x)))')).toBe(
      'max-width:min(100%, calc(2 * var(--x)))',
    );
    expect(safecssFilterAttr('max-width:attr(x)')).toBe('');
    expect(safecssFilterAttr('200px')).toBe('200px');
    expect(safecssFilterAttr('a:b;color:red')).toBe('color:red');
  });

  it('kebab-cases preset slugs as WordPress does', () => {
    expect(['50', 'x-large', 'xLarge', '2XL', 'spacing_3'].map(wpToKebabCase)).toEqual([
      '50',
      'x-large',
      'x-large',
      '2-xl',
      'spacing-3',
    ]);
  });
});

describe('blockSupportStyles of a render', () => {
  const NESTED = `<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap"}} -->
<div class="wp-block-group"><!-- wp:group {"layout":{"type":"constrained","contentSize":"200px","justifyContent":"left"}} -->
<div class="wp-block-group"><!-- wp:paragraph -->
<p>Inner.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:group -->

<!-- wp:group {"layout":{"type":"constrained","contentSize":"200px","justifyContent":"left"}} -->
<div class="wp-block-group"><!-- wp:paragraph -->
<p>Again.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->
`;

  it('is the rules of the content’s container classes in render order (inner blocks first)', () => {
    const state = createRenderState();
    const html = renderContent(NESTED, { state });
    expect(html).toContain(
      'class="wp-block-group is-nowrap is-layout-flex wp-container-core-group-is-layout-3a88641f wp-block-group-is-layout-flex"',
    );
    expect(blockSupportStylesFor(html, state.blockSupports)).toBe(
      '.wp-container-core-group-is-layout-81c2fcf1 > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:200px;margin-left:0 !important;margin-right:auto !important;}.wp-container-core-group-is-layout-81c2fcf1 > .alignwide{max-width:200px;}.wp-container-core-group-is-layout-81c2fcf1 .alignfull{max-width:none;}.wp-container-core-group-is-layout-3a88641f{flex-wrap:nowrap;}',
    );
  });

  it('leaves out the request’s rules of classes the content does not hold', () => {
    const state = createRenderState();
    renderContent(NESTED, { state });
    const other = renderContent(
      '<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->',
      { state },
    );
    expect(blockSupportStylesFor(other, state.blockSupports)).toBe(
      '.wp-container-core-group-is-layout-3a88641f{flex-wrap:nowrap;}',
    );
    expect(blockSupportStylesFor('<p>none</p>', state.blockSupports)).toBe('');
  });
});
