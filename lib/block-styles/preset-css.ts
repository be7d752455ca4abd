import { safeDeclarations } from './css-declarations';

/**
 * What of WordPress's global stylesheet (its presets: `wp_get_global_stylesheet(['variables',
 * 'presets'])`, given by the lavanda-headless plugin) reaches a page: rules for `:root` or for
 * preset classes (`.has-accent-1-color`), declaring preset variables or a colour, background,
 * border colour, font size or font family, each value passing the block-support value check
 * (lib/html/css-allowlist.ts: no `url()`, no escapes, no further rules). Anything else is left
 * out, rule by rule, so a theme's odd rule costs that rule, not the palette.
 */
const SELECTOR = /^(?::root|\.has-[a-z0-9]+(?:-[a-z0-9]+)*)$/;
const PROPERTY =
  /^(?:--wp--preset--[a-z0-9]+(?:-{1,2}[a-z0-9]+)*|color|background|background-color|border-color|font-size|font-family)$/;
/** A rule without nesting: selector, then declarations in braces. */
const RULE = /([^{}]+)\{([^{}]*)\}/g;

export function sanitizePresetCss(css: string): string {
  // Nothing nested or escaped is a preset: at-rules, comments and escapes end the reading.
  if (/[@\\<]|\/\*/.test(css)) return '';
  const rules: string[] = [];
  for (const [, selectorText = '', body = ''] of css.matchAll(RULE)) {
    const selectors = selectorText.split(',').map((selector) => selector.trim());
    if (!selectors.every((selector) => SELECTOR.test(selector))) continue;
    const declarations = safeDeclarations(body, PROPERTY);
    if (declarations.length > 0) rules.push(`${selectors.join(',')}{${declarations.join(';')}}`);
  }
  return rules.join('');
}
