import { isSafeCssValue } from '../html/css-allowlist';

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
const IMPORTANT = /\s*!important$/;
/** A rule without nesting: selector, then declarations in braces. */
const RULE = /([^{}]+)\{([^{}]*)\}/g;

function declaration(text: string): string | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const property = text.slice(0, colon).trim();
  const raw = text.slice(colon + 1).trim();
  const value = raw.replace(IMPORTANT, '');
  if (!PROPERTY.test(property) || !isSafeCssValue(value)) return null;
  return `${property}:${value}${value === raw ? '' : '!important'}`;
}

export function sanitizePresetCss(css: string): string {
  // Nothing nested or escaped is a preset: at-rules, comments and escapes end the reading.
  if (/[@\\<]|\/\*/.test(css)) return '';
  const rules: string[] = [];
  for (const [, selectorText = '', body = ''] of css.matchAll(RULE)) {
    const selectors = selectorText.split(',').map((selector) => selector.trim());
    if (!selectors.every((selector) => SELECTOR.test(selector))) continue;
    const declarations = body
      .split(';')
      .map((text) => declaration(text))
      .filter((kept): kept is string => kept !== null);
    if (declarations.length > 0) rules.push(`${selectors.join(',')}{${declarations.join(';')}}`);
  }
  return rules.join('');
}
