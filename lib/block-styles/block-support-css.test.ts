import { describe, expect, it } from 'vitest';
import { sanitizeBlockSupportCss } from './block-support-css';

// What WordPress 7 answered for the block test data's Group, Row, Columns and Paragraph posts
// (blockSupportStyles, lavanda-headless) and what a grid with a minimum column width prints.
const WORDPRESS = [
  '.wp-container-core-group-is-layout-81c2fcf1 > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:200px;margin-left:0 !important;margin-right:auto !important;}',
  '.wp-container-core-group-is-layout-81c2fcf1 > .alignwide{max-width:200px;}',
  '.wp-container-core-group-is-layout-81c2fcf1 .alignfull{max-width:none;}',
  '.wp-container-core-group-is-layout-3a88641f{flex-wrap:nowrap;}',
  '.wp-container-core-group-is-layout-831b2db5{flex-direction:column;align-items:flex-start;}',
  '.wp-container-core-columns-is-layout-b7f6f8cb{flex-wrap:nowrap;gap:var(--wp--preset--spacing--50) var(--wp--preset--spacing--50);}',
  '.wp-container-core-post-template-is-layout-7e964c02{grid-template-columns:repeat(3, minmax(0, 1fr));}',
  '.wp-container-core-cover-is-layout-b209b22e > * + *{margin-block-start:var(--wp--preset--spacing--80);margin-block-end:0;}',
  '.wp-container-core-cover-is-layout-8199378c > .alignfull{margin-right:calc(var(--wp--preset--spacing--50) * -1);}',
  '.wp-elements-4ba1fe3b802d74bbd02fc045a2317fc4 a:where(:not(.wp-element-button)):hover{color:var(--wp--preset--color--vivid-purple);}',
  '.wp-elements-9dbaa9cff2302eea78dfe9d6092ec72d h1, .wp-elements-9dbaa9cff2302eea78dfe9d6092ec72d h2{color:var(--wp--preset--color--vivid-cyan-blue);background-color:var(--wp--preset--color--white);}',
];

const kept = (css: string | null) => sanitizeBlockSupportCss(css);
/** The same rule as the sanitiser writes it back: no last `;`, no space before !important. */
const normalised = (css: string) =>
  css
    .replace(/;}/g, '}')
    .replace(/, (?=\.wp-)/g, ',')
    .replace(/ !important/g, '!important');

describe('the CSS WordPress generates for a content’s blocks', () => {
  it.each(WORDPRESS)('keeps %s', (rule) => {
    expect(kept(rule)).toBe(normalised(rule));
  });

  it('keeps a grid’s container query around its rules', () => {
    const css =
      '.wp-container-core-group-is-layout-1{grid-template-columns:repeat(auto-fill, minmax(min(12rem, 100%), 1fr));container-type:inline-size;}' +
      '@container (max-width: 36rem ){.wp-container-core-group-is-layout-1{grid-template-columns:1fr;}}';
    expect(kept(css)).toBe(
      '.wp-container-core-group-is-layout-1{grid-template-columns:repeat(auto-fill, minmax(min(12rem, 100%), 1fr));container-type:inline-size}' +
        '@container (max-width: 36rem){.wp-container-core-group-is-layout-1{grid-template-columns:1fr}}',
    );
  });

  it('keeps the whole of a long answer, rule after rule', () => {
    expect(kept(WORDPRESS.join(''))).toBe(WORDPRESS.map(normalised).join(''));
  });

  it('answers nothing for nothing', () => {
    expect(kept('')).toBe('');
    expect(kept(null)).toBe('');
  });
});

describe('what the page never gets from it', () => {
  it.each([
    // Rules that reach beyond the content's generated classes.
    ['body{display:none}', ''],
    ['.site-header{display:none}', ''],
    ['.wp-container-x, body{display:none}', ''],
    ['.wp-container-x ~ body{display:none}', '.wp-container-x ~ body{display:none}'],
    ['html .wp-container-x{color:red}', ''],
    [':root{--wp--preset--color--x:red}', ''],
    ['.wp-container-x:has(~ .site-footer){color:red}', ''],
    ['.wp-container-x[href]{color:red}', ''],
    [
      '.wp-container-xa, .wp-elements-1:where(body){color:red}',
      '.wp-container-xa,.wp-elements-1:where(body){color:red}',
    ],
    // Values and properties that load, cover or escape.
    ['.wp-container-x{background-image:url(https://evil.example/x.png)}', ''],
    ['.wp-container-x{position:fixed;top:0}', ''],
    ['.wp-container-x{color:expression(alert(1))}', ''],
    ['.wp-container-x{behavior:url(x.htc)}', ''],
    ['.wp-container-x{content:"x"}', ''],
    ['.wp-container-x{color:red}</style><script>alert(1)</script>', ''],
    ['.wp-container-x{color:\\72 ed}', ''],
    ['.wp-container-x{color:red/*}*/}', ''],
    // At-rules other than a grid's container query.
    [
      '@import url(https://evil.example/x.css);.wp-container-x{color:red}',
      '.wp-container-x{color:red}',
    ],
    ['@media print{.wp-container-x{display:none}}', ''],
    ['@container (max-width: 1px) or style(--x){.wp-container-x{color:red}}', ''],
    ['@container (max-width: 36rem){body{display:none}}', ''],
  ])('%s → %j', (css, expected) => {
    expect(kept(css)).toBe(expected);
  });

  it('keeps the other declarations of a rule when one is left out', () => {
    expect(kept('.wp-container-x{position:absolute;flex-wrap:nowrap;}')).toBe(
      '.wp-container-x{flex-wrap:nowrap}',
    );
  });
});
