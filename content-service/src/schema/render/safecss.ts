import { phpTrim } from './php';

/*
 * safecss_filter_attr() (WordPress 7, wp-includes/kses.php), which the style engine runs over
 * every declaration it prints: a declaration survives when its property is in the allowed list
 * and, once the CSS functions WordPress trusts are taken out, its text holds none of
 * `\ ( & } =` or a comment opener. Values with url() or gradients (background, cursor, filter,
 * list-style) are refused here rather than checked: block-supports layout rules never hold them.
 */

const ALLOWED = new Set([
  'background',
  'background-color',
  'background-image',
  'background-position',
  'background-repeat',
  'background-size',
  'background-attachment',
  'background-blend-mode',
  'border',
  'border-radius',
  'border-width',
  'border-color',
  'border-style',
  'border-right',
  'border-right-color',
  'border-right-style',
  'border-right-width',
  'border-bottom',
  'border-bottom-color',
  'border-bottom-left-radius',
  'border-bottom-right-radius',
  'border-bottom-style',
  'border-bottom-width',
  'border-left',
  'border-left-color',
  'border-left-style',
  'border-left-width',
  'border-top',
  'border-top-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-top-style',
  'border-top-width',
  'border-spacing',
  'border-collapse',
  'caption-side',
  'columns',
  'column-count',
  'column-fill',
  'column-gap',
  'column-rule',
  'column-span',
  'column-width',
  'display',
  'color',
  'filter',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'letter-spacing',
  'line-height',
  'text-align',
  'text-decoration',
  'text-indent',
  'text-transform',
  'white-space',
  'height',
  'min-height',
  'max-height',
  'width',
  'min-width',
  'max-width',
  'margin',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'margin-top',
  'margin-block-start',
  'margin-block-end',
  'margin-inline-start',
  'margin-inline-end',
  'padding',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'padding-top',
  'padding-block-start',
  'padding-block-end',
  'padding-inline-start',
  'padding-inline-end',
  'flex',
  'flex-basis',
  'flex-direction',
  'flex-flow',
  'flex-grow',
  'flex-shrink',
  'flex-wrap',
  'gap',
  'row-gap',
  'grid-template-columns',
  'grid-auto-columns',
  'grid-column-start',
  'grid-column-end',
  'grid-column',
  'grid-column-gap',
  'grid-template-rows',
  'grid-auto-rows',
  'grid-row-start',
  'grid-row-end',
  'grid-row',
  'grid-row-gap',
  'grid-gap',
  'justify-content',
  'justify-items',
  'justify-self',
  'align-content',
  'align-items',
  'align-self',
  'clear',
  'cursor',
  'direction',
  'float',
  'list-style-type',
  'object-fit',
  'object-position',
  'opacity',
  'overflow',
  'vertical-align',
  'writing-mode',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'box-shadow',
  'aspect-ratio',
  'container-type',
]);

/** Properties whose values WordPress checks for url() or gradients (see the header). */
const URL_OR_GRADIENT = new Set(['background', 'background-image', 'cursor', 'filter']);

/** wp_kses_no_null(): control characters and backslash-zero sequences go. */
function ksesNoNull(text: string): string {
  return text.replace(/[\x00-\x08\x0B\x0C\x0E-\x1F]/g, '').replace(/\\+0+/g, '');
}

const TRUSTED_FUNCTION = /\b(?:var|calc|min|max|minmax|clamp|repeat)\(/g;

/** The index just past the `)` closing the `(` at `open`, or -1 when it is never closed. */
function balancedEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * WordPress's recursive `\b(?:var|calc|…)(\((?:[^()]|(?1))*\))` replaced by '': each trusted
 * function call with balanced parentheses is taken out, left to right.
 */
function withoutTrustedFunctions(text: string): string {
  let out = '';
  let from = 0;
  TRUSTED_FUNCTION.lastIndex = 0;
  for (let m = TRUSTED_FUNCTION.exec(text); m; m = TRUSTED_FUNCTION.exec(text)) {
    const end = balancedEnd(text, m.index + m[0].length - 1);
    if (end < 0) {
      TRUSTED_FUNCTION.lastIndex = m.index + 1;
      continue;
    }
    out += text.slice(from, m.index);
    from = end;
    TRUSTED_FUNCTION.lastIndex = end;
  }
  return out + text.slice(from);
}

function allowed(item: string): boolean {
  const colon = item.indexOf(':');
  if (colon >= 0) {
    const property = phpTrim(item.slice(0, colon));
    const known = ALLOWED.has(property) || /^--[a-zA-Z0-9-_]+$/.test(property);
    if (!known) return false;
    const value = phpTrim(item.slice(colon + 1));
    if (URL_OR_GRADIENT.has(property) || property.startsWith('--')) {
      if (/url\(|-gradient\(/.test(value)) return false;
    }
  }
  return !/[\\(&=}]|\/\*/.test(withoutTrustedFunctions(item));
}

export function safecssFilterAttr(css: string): string {
  const text = ksesNoNull(css).replace(/[\n\r\t]/g, '');
  let out = '';
  for (const raw of phpTrim(text).split(';')) {
    if (raw === '') continue;
    const item = phpTrim(raw);
    // As WordPress joins: no separator before the first kept item, even an empty one.
    if (allowed(item)) out += (out === '' ? '' : ';') + item;
  }
  return out;
}
