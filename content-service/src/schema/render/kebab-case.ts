/*
 * _wp_to_kebab_case() (WordPress 7, wp-includes/functions.php): lodash's kebabCase as WordPress
 * ports it, which the style engine applies to preset slugs and style keys (`var:preset|spacing|50`
 * → `50`, `xLarge` → `x-large`). The character ranges are WordPress's, unchanged.
 */

const LOWER_RANGE = 'a-z\\xdf-\\xf6\\xf8-\\xff';
const NON_CHAR_RANGE = '\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf';
const PUNCTUATION_RANGE = '\\u{2000}-\\u{206f}';
const SPACE_RANGE =
  ' \\t\\x0b\\f\\xa0\\u{feff}\\n\\r\\u{2028}\\u{2029}\\u{1680}\\u{180e}\\u{2000}\\u{2001}\\u{2002}' +
  '\\u{2003}\\u{2004}\\u{2005}\\u{2006}\\u{2007}\\u{2008}\\u{2009}\\u{200a}\\u{202f}\\u{205f}\\u{3000}';
const UPPER_RANGE = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const BREAK_RANGE = NON_CHAR_RANGE + PUNCTUATION_RANGE + SPACE_RANGE;

const BREAK = `[${BREAK_RANGE}]`;
const DIGITS = '\\d+';
const LOWER = `[${LOWER_RANGE}]`;
// WordPress puts `\d+` inside this class as is: digits and the plus sign.
const MISC = `[^${BREAK_RANGE}\\d+${LOWER_RANGE}${UPPER_RANGE}]`;
const UPPER = `[${UPPER_RANGE}]`;
const MISC_LOWER = `(?:${LOWER}|${MISC})`;
const MISC_UPPER = `(?:${UPPER}|${MISC})`;
const ORD_LOWER = '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])';
const ORD_UPPER = '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])';

const WORDS = new RegExp(
  [
    `${UPPER}?${LOWER}+(?=${BREAK}|${UPPER}|$)`,
    `${MISC_UPPER}+(?=${BREAK}|${UPPER}${MISC_LOWER}|$)`,
    `${UPPER}?${MISC_LOWER}+`,
    `${UPPER}+`,
    ORD_UPPER,
    ORD_LOWER,
    DIGITS,
  ].join('|'),
  'gu',
);

export function wpToKebabCase(input: string): string {
  const words = input.replaceAll("'", '').match(WORDS) ?? [];
  // PHP 8's strtolower() only lowers ASCII letters.
  return words.join('-').replace(/[A-Z]+/g, (s) => s.toLowerCase());
}
