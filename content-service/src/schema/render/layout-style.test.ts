import { describe, expect, it } from 'vitest';
import { layoutStyleRules, type LayoutStyleInput } from './layout-style';
import { getStylesheetFromCssRules } from './style-engine';

/*
 * wp_get_layout_style() against WordPress 7 itself: each expected string is what
 * `wp_get_layout_style( '.wp-container-x', $layout, true, $gap, false, '1.2rem', $spacing )`
 * returned in the live kit (../shared/wordpress-live, wp-eval.sh), copied as is. The grid case
 * with a two-sided gap keeps WordPress's "1em var(…)" inside max(): the port prints what
 * WordPress prints.
 */

const css = (input: Partial<LayoutStyleInput> & Pick<LayoutStyleInput, 'layout'>) =>
  getStylesheetFromCssRules(
    layoutStyleRules({
      selector: '.wp-container-x',
      hasBlockGapSupport: true,
      gap: null,
      skipGap: false,
      fallbackGap: '1.2rem',
      spacing: null,
      ...input,
    }),
  );

const CASES: [string, Record<string, unknown>, unknown, unknown, string][] = [
  [
    'constrained content and wide size',
    { type: 'constrained', contentSize: '200px', wideSize: '400px' },
    null,
    null,
    '.wp-container-x > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:200px;margin-left:auto !important;margin-right:auto !important;}.wp-container-x > .alignwide{max-width:400px;}.wp-container-x .alignfull{max-width:none;}',
  ],
  [
    'constrained content size justified left',
    { type: 'constrained', contentSize: '200px', justifyContent: 'left' },
    null,
    null,
    '.wp-container-x > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:200px;margin-left:0 !important;margin-right:auto !important;}.wp-container-x > .alignwide{max-width:200px;}.wp-container-x .alignfull{max-width:none;}',
  ],
  [
    'constrained wide size only justified right',
    { type: 'constrained', wideSize: '600px', justifyContent: 'right' },
    null,
    null,
    '.wp-container-x > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:600px;margin-left:auto !important;margin-right:0 !important;}.wp-container-x > .alignwide{max-width:600px;}.wp-container-x .alignfull{max-width:none;}',
  ],
  [
    'constrained justified right, no sizes',
    { type: 'constrained', justifyContent: 'right' },
    null,
    null,
    '.wp-container-x > :where(:not(.alignleft):not(.alignright):not(.alignfull)){margin-right:0 !important;}',
  ],
  [
    'constrained with side padding',
    { type: 'constrained', contentSize: 'min(100%, 40rem)' },
    null,
    { padding: { left: 'var:preset|spacing|50', right: '0', top: '1em' } },
    '.wp-container-x > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:min(100%, 40rem);margin-left:auto !important;margin-right:auto !important;}.wp-container-x > .alignwide{max-width:min(100%, 40rem);}.wp-container-x .alignfull{max-width:none;}.wp-container-x > .alignfull{margin-right:calc(0px * -1);margin-left:calc(var(--wp--preset--spacing--50) * -1);}',
  ],
  [
    'constrained with a string gap',
    { type: 'constrained', contentSize: '30rem' },
    '2rem',
    null,
    '.wp-container-x > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:30rem;margin-left:auto !important;margin-right:auto !important;}.wp-container-x > .alignwide{max-width:30rem;}.wp-container-x .alignfull{max-width:none;}.wp-container-x > *{margin-block-start:0;margin-block-end:0;}.wp-container-x > * + *{margin-block-start:2rem;margin-block-end:0;}',
  ],
  [
    'flex nowrap',
    { type: 'flex', flexWrap: 'nowrap' },
    null,
    null,
    '.wp-container-x{flex-wrap:nowrap;}',
  ],
  [
    'flex horizontal space-between, stretched',
    { type: 'flex', justifyContent: 'space-between', verticalAlignment: 'stretch' },
    '2em',
    null,
    '.wp-container-x{gap:2em;justify-content:space-between;align-items:stretch;}',
  ],
  [
    'flex vertical centred, justified right',
    { type: 'flex', orientation: 'vertical', verticalAlignment: 'center', justifyContent: 'right' },
    null,
    null,
    '.wp-container-x{flex-direction:column;align-items:flex-end;justify-content:center;}',
  ],
  [
    'flex vertical space-between, no justification',
    { type: 'flex', orientation: 'vertical', verticalAlignment: 'space-between' },
    null,
    null,
    '.wp-container-x{flex-direction:column;align-items:flex-start;justify-content:space-between;}',
  ],
  [
    'flex vertical justified stretch',
    { type: 'flex', orientation: 'vertical', justifyContent: 'stretch' },
    null,
    null,
    '.wp-container-x{flex-direction:column;align-items:stretch;}',
  ],
  [
    'flex with a gap object missing its left side',
    { type: 'flex' },
    { top: 'var:preset|spacing|30' },
    null,
    '.wp-container-x{gap:var(--wp--preset--spacing--30) 1.2rem;}',
  ],
  [
    'flex horizontal with a vertical-only option',
    { type: 'flex', justifyContent: 'stretch' },
    null,
    null,
    '',
  ],
  [
    'grid with a column count and row count',
    { type: 'grid', columnCount: 3, rowCount: 2 },
    null,
    null,
    '.wp-container-x{grid-template-columns:repeat(3, minmax(0, 1fr));grid-template-rows:repeat(2, minmax(1rem, auto));}',
  ],
  [
    'grid with a column count and minimum width',
    { type: 'grid', columnCount: 4, minimumColumnWidth: '10rem' },
    { top: '1em', left: 'var:preset|spacing|40' },
    null,
    '.wp-container-x{grid-template-columns:repeat(auto-fill, minmax(max(min(10rem, 100%), (100% - (1em var(--wp--preset--spacing--40) * (4 - 1))) /4), 1fr));container-type:inline-size;gap:1em var(--wp--preset--spacing--40);}',
  ],
  [
    'grid with a column count, minimum width and zero gap',
    { type: 'grid', columnCount: 2, minimumColumnWidth: '300px' },
    '0',
    null,
    '.wp-container-x{grid-template-columns:repeat(auto-fill, minmax(max(min(300px, 100%), (100% - (0px * (2 - 1))) /2), 1fr));container-type:inline-size;gap:0;}',
  ],
  [
    'grid with a minimum width only',
    { type: 'grid', minimumColumnWidth: '15rem' },
    null,
    null,
    '.wp-container-x{grid-template-columns:repeat(auto-fill, minmax(min(15rem, 100%), 1fr));container-type:inline-size;}',
  ],
  [
    'grid without settings',
    { type: 'grid' },
    'var:preset|spacing|20',
    null,
    '.wp-container-x{grid-template-columns:repeat(auto-fill, minmax(min(12rem, 100%), 1fr));container-type:inline-size;gap:var(--wp--preset--spacing--20);}',
  ],
  [
    'default with a preset gap',
    {},
    'var:preset|spacing|50',
    null,
    '.wp-container-x > *{margin-block-start:0;margin-block-end:0;}.wp-container-x > * + *{margin-block-start:var(--wp--preset--spacing--50);margin-block-end:0;}',
  ],
  [
    'default with a gap object',
    { type: 'default' },
    { top: '3em', left: '1em' },
    null,
    '.wp-container-x > *{margin-block-start:0;margin-block-end:0;}.wp-container-x > * + *{margin-block-start:3em;margin-block-end:0;}',
  ],
  ['default without gap', {}, null, null, ''],
  ['unknown layout type', { type: 'masonry' }, '1em', null, ''],
];

describe('wp_get_layout_style()', () => {
  it.each(CASES)('%s', (_name, layout, gap, spacing, expected) => {
    expect(css({ layout, gap, spacing })).toBe(expected);
  });

  it('leaves the gap out when the block type skips its serialization', () => {
    expect(css({ layout: { type: 'flex' }, gap: '2em', skipGap: true, fallbackGap: '0.5em' })).toBe(
      '',
    );
  });

  it('writes no gap rules without theme support for block gaps', () => {
    expect(css({ layout: {}, gap: '2em', hasBlockGapSupport: false, fallbackGap: '0.5em' })).toBe(
      '',
    );
  });
});
