import { describe, expect, it } from 'vitest';
import { sanitizePresetCss } from './preset-css';

/** The start of what WordPress 7 writes for Twenty Twenty-Five (variables, then presets). */
const TWENTY_TWENTY_FIVE =
  ':root{--wp--preset--aspect-ratio--4-3: 4/3;--wp--preset--color--black: #000000;' +
  '--wp--preset--color--accent-1: #FFEE58;--wp--preset--color--accent-6: color-mix(in srgb, currentColor 20%, transparent);' +
  '--wp--preset--gradient--vivid-cyan-blue-to-vivid-purple: linear-gradient(135deg,rgb(6,147,227) 0%,rgb(155,81,224) 100%);' +
  '--wp--preset--font-size--large: clamp(1.125rem, 1.125rem + ((1vw - 0.2rem) * 0.227), 1.25rem);' +
  '--wp--preset--font-family--manrope: Manrope, sans-serif;--wp--preset--spacing--20: 10px;' +
  '--wp--preset--shadow--natural: 6px 6px 9px rgba(0, 0, 0, 0.2);}' +
  '.has-accent-1-color{color: var(--wp--preset--color--accent-1) !important;}' +
  '.has-accent-1-background-color{background-color: var(--wp--preset--color--accent-1) !important;}' +
  '.has-large-font-size{font-size: var(--wp--preset--font-size--large) !important;}' +
  '.has-manrope-font-family{font-family: var(--wp--preset--font-family--manrope) !important;}';

describe('sanitizePresetCss', () => {
  it("keeps WordPress's presets: the variables on :root and the has-* classes", () => {
    const css = sanitizePresetCss(TWENTY_TWENTY_FIVE);
    expect(css).toContain('--wp--preset--color--accent-1:#FFEE58');
    expect(css).toContain(
      '--wp--preset--color--accent-6:color-mix(in srgb, currentColor 20%, transparent)',
    );
    expect(css).toContain('--wp--preset--font-size--large:clamp(');
    expect(css).toContain('--wp--preset--aspect-ratio--4-3:4/3');
    expect(css).toContain(
      '.has-accent-1-background-color{background-color:var(--wp--preset--color--accent-1)!important}',
    );
    expect(css).toContain(
      '.has-manrope-font-family{font-family:var(--wp--preset--font-family--manrope)!important}',
    );
  });

  it('leaves out rules for other selectors, other properties and unsafe values, one by one', () => {
    const css = sanitizePresetCss(
      'body{color:red}' +
        '.has-x-color, a{color:red}' +
        '.has-y-color{color:red;position:fixed;background-image:url(https://evil.example/x.png)}' +
        ':root{--wp--preset--color--z:expression(alert(1));--wp--preset--color--ok:#123456}' +
        '.has-z-color{color:var(--x);color:red}',
    );
    expect(css).toBe(
      '.has-y-color{color:red}:root{--wp--preset--color--ok:#123456}.has-z-color{color:var(--x);color:red}',
    );
  });

  it('reads nothing with at-rules, comments, escapes or markup in it', () => {
    for (const hostile of [
      '@import url(https://evil.example/a.css);:root{--wp--preset--color--a:#000}',
      ':root{--wp--preset--color--a:#000}/* x */',
      ':root{--wp--preset--color--a:\\75 rl(x)}',
      ':root{--wp--preset--color--a:#000}</style><script>alert(1)</script>',
    ]) {
      expect(sanitizePresetCss(hostile), hostile).toBe('');
    }
  });
});
