import type { LinkContext } from './internal-links';

/*
 * The inline styles WordPress's block supports write (colour, typography, spacing, border,
 * dimensions, background, the sizes of columns and Media & Text), each with a check of its
 * value. sanitize-html keeps a declaration only when its property is listed here and one of the
 * property's RegExps `.test`s the value (postcss has already split the attribute into
 * declarations and taken `!important` off the value).
 *
 * Every value check shares one grammar, which lets CSS lay content out and do nothing else:
 * - only the characters `[\w\s#%.,/+*'"()-]`: no `\` escapes (`\75 rl(` spells `url(`), no
 *   `;{}` (a further declaration or rule), no `<>@!:` (markup, at-rules, hacks, URL schemes);
 * - a `(` only straight after a function that computes a value: no `expression(`, `url(`,
 *   `image-set(`, `attr(`, and no bare `(` that could hide one;
 * - no `/*` comment, which could make a browser read the value otherwise than the check did;
 * - at most MAX_VALUE_LENGTH characters.
 * `url(...)` is allowed in background-image only, and only to WordPress's uploads: nothing
 * loads from other hosts (tracking, mixed content) or from `javascript:`/`data:` URLs.
 * `position` is not listed at all: `fixed` or `absolute` would let content cover the page.
 */

/** Longer values are not block supports' (the longest are gradients with a few stops). */
export const MAX_VALUE_LENGTH = 300;

/** Functions that only compute a value: custom properties, arithmetic, colours, gradients. */
const FUNCTIONS = [
  'var',
  'calc',
  'min',
  'max',
  'clamp',
  'rgba?',
  'hsla?',
  // A theme's palette mixes colours (`color-mix(in srgb, currentColor 20%, transparent)`).
  'color-mix',
  '(?:repeating-)?(?:linear|radial|conic)-gradient',
  // Grid layouts' columns (`repeat(3, minmax(0, 1fr))`).
  'repeat',
  'minmax',
];

/** A function's opening, with nothing of a name before it (`xcalc(`, `-moz-calc(`). */
const call = (name: string) => String.raw`(?<![\w-])(?:${name})\(`;

/** Anything of a value that is not a function's opening. */
const PLAIN = String.raw`[\w\s#%.,/+*'"-]|\)`;

/** A value made of plain characters and the given openings, short and without comments. */
function valueOf(...openings: string[]): RegExp {
  return new RegExp(
    String.raw`^(?=[\s\S]{1,${MAX_VALUE_LENGTH}}$)(?![\s\S]*/\*)(?:${PLAIN}|${openings.join('|')})*$`,
  );
}

/**
 * A group inside a computation (`calc(100% - (2 * 1em))`, and WordPress's fluid font sizes:
 * `clamp(1rem, 1rem + ((1vw - 0.2rem) * 0.2), 1.25rem)`): a `(` right after another, a comma or
 * an operator, where no function name can stand.
 */
const GROUP = String.raw`(?<=(?:[(,]|[*/+-]\s)\s*)\(`;

/** Lengths, colours, custom properties, gradients, font names: most block supports. */
const VALUE = valueOf(call(FUNCTIONS.join('|')), GROUP);

/** Whether `value` is one the grammar above lets through (no `url()`). */
export const isSafeCssValue = (value: string): boolean => VALUE.test(value);

/** `italic`, `vertical-rl`, `underline line-through`: properties WordPress sets by keyword only. */
const KEYWORDS = /^(?=.{1,40}$)[a-z]+(?:-[a-z]+)*(?:\s+[a-z]+(?:-[a-z]+)*)*$/i;

const TEXT_ALIGN = /^(left|right|center|justify|start|end)$/;

const sides = (prefix: string, suffix = '') =>
  ['top', 'right', 'bottom', 'left'].map((side) => `${prefix}-${side}${suffix}`);

const VALUE_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'background-size',
  'background-position',
  'border',
  'border-width',
  'border-color',
  'border-radius',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  ...sides('border'),
  ...sides('border', '-width'),
  ...sides('border', '-color'),
  'font-size',
  'font-weight',
  'font-family',
  'line-height',
  'letter-spacing',
  'padding',
  ...sides('padding'),
  'margin',
  ...sides('margin'),
  'gap',
  'row-gap',
  'column-gap',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'aspect-ratio',
  'object-position',
  'flex-basis',
  'flex-grow',
  'flex-shrink',
  'grid-column',
  'grid-row',
  // Media & Text's media width: `grid-template-columns:auto 64%`.
  'grid-template-columns',
  'opacity',
];

const KEYWORD_PROPERTIES = [
  'font-style',
  'text-transform',
  'text-decoration',
  'writing-mode',
  'border-style',
  ...sides('border', '-style'),
  'background-repeat',
  'background-attachment',
  'object-fit',
  'align-self',
  // The List block's numbering (`list-style-type:upper-roman`).
  'list-style-type',
];

const STATIC_STYLES: Record<string, RegExp[]> = {
  'text-align': [TEXT_ALIGN],
  ...Object.fromEntries(VALUE_PROPERTIES.map((property) => [property, [VALUE]])),
  ...Object.fromEntries(KEYWORD_PROPERTIES.map((property) => [property, [KEYWORDS]])),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `url(...)` of a file in WordPress's uploads, at its address, one of the site's own origins,
 * or as a site path; quoted or not. No `..` (or `%2e`) segment climbs out of the uploads.
 */
function uploadUrl(links: LinkContext): string {
  const bases = [links.wordpressUrl, ...links.internalOrigins].map(escapeRegExp).join('|');
  const path = String.raw`(?:${bases})?/wp-content/uploads/(?:[\w/-]|\.(?!\.)|%(?!2[eE])[0-9a-fA-F]{2})+`;
  return String.raw`${call('url')}\s*(?:'${path}'|"${path}"|${path})\s*\)`;
}

/** The allowed properties and the checks of their values (sanitize-html's `allowedStyles`). */
export function allowedStyles(links: LinkContext): Record<string, RegExp[]> {
  return {
    ...STATIC_STYLES,
    // Cover's and Group's background image, or a gradient.
    'background-image': [valueOf(call(FUNCTIONS.join('|')), uploadUrl(links))],
  };
}

/**
 * A style with site paths to uploads (`url(/wp-content/uploads/…)`) pointing at WordPress:
 * the site does not serve WordPress's files, as with an image's `src`.
 */
export function uploadsOnWordPress(style: string, links: LinkContext): string {
  return style.replace(
    /url\(\s*(['"]?)\/wp-content\/uploads\//g,
    (_match, quote: string) => `url(${quote}${links.wordpressUrl}/wp-content/uploads/`,
  );
}
