import { pregQuote, stripcslashes } from './php';

/**
 * The shortcodes a WordPress 7 site registers with no plugin adding more: media.php registers
 * wp_caption, caption, gallery, playlist, audio and video; WP_Embed registers embed. The order
 * is the registration order, which is the order of the alternation WordPress builds.
 */
export const DEFAULT_SHORTCODE_TAGS: readonly string[] = [
  'wp_caption',
  'caption',
  'gallery',
  'playlist',
  'audio',
  'video',
  'embed',
];

/** PCRE's \s without /u (JavaScript's \s would also match U+00A0 and other Unicode spaces). */
const WS = '[\\t\\n\\v\\f\\r ]';

/**
 * get_shortcode_regex(): groups 1 `[` (escape), 2 name, 3 attributes, 4 self-closing `/`,
 * 5 enclosed content, 6 `]` (escape). PHP's possessive loops become greedy ones: their items
 * start with `[` and never swallow the closing tag, so no backtracking changes the match.
 */
export function getShortcodeRegex(tagnames: readonly string[]): string {
  const tagregexp = tagnames.map(pregQuote).join('|');
  return (
    '\\[(\\[?)' +
    `(${tagregexp})` +
    '(?![\\w-])' +
    '([^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?)' +
    '(?:(\\/)\\]|\\](?:([^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*)\\[\\/\\2\\])?)' +
    '(\\]?)'
  );
}

/** The shortcode names that occur in the text, as do_shortcode() looks them up. */
export function shortcodeNamesIn(content: string): Set<string> {
  return new Set([...content.matchAll(/\[([^<>&/[\]\x00-\x20=]+)/g)].map((m) => m[1] as string));
}

/** Parsed shortcode attributes: named ones by lower-cased name, positional ones by index. */
export type ShortcodeAtts = Record<string, string>;

const ATTS_REGEX = new RegExp(
  [
    `([\\w-]+)${WS}*=${WS}*"([^"]*)"(?:${WS}|$)`,
    `([\\w-]+)${WS}*=${WS}*'([^']*)'(?:${WS}|$)`,
    `([\\w-]+)${WS}*=${WS}*([^\\t\\n\\v\\f\\r '"]+)(?:${WS}|$)`,
    `"([^"]*)"(?:${WS}|$)`,
    `'([^']*)'(?:${WS}|$)`,
    `([^\\t\\n\\v\\f\\r ]+)(?:${WS}|$)`,
  ].join('|'),
  'g',
);

/**
 * shortcode_parse_atts(). Returns null where WordPress returns the raw string (no attribute
 * matched), so callers can treat it like PHP's `(array) ''`.
 */
export function shortcodeParseAtts(input: string): ShortcodeAtts | null {
  const text = input.replace(/[\u00a0\u200b]+/g, ' ');
  const atts: ShortcodeAtts = {};
  let positional = 0;
  let matched = false;
  for (const m of text.matchAll(ATTS_REGEX)) {
    matched = true;
    if (m[1]) atts[m[1].toLowerCase()] = stripcslashes(m[2] ?? '');
    else if (m[3]) atts[m[3].toLowerCase()] = stripcslashes(m[4] ?? '');
    else if (m[5]) atts[m[5].toLowerCase()] = stripcslashes(m[6] ?? '');
    else if (m[7] !== undefined && m[7] !== '') atts[String(positional++)] = stripcslashes(m[7]);
    else if (m[8] !== undefined && m[8] !== '') atts[String(positional++)] = stripcslashes(m[8]);
    else if (m[9] !== undefined) atts[String(positional++)] = stripcslashes(m[9]);
  }
  if (!matched) return null;
  // Reject any unclosed HTML elements.
  for (const key of Object.keys(atts)) {
    const value = atts[key] as string;
    if (value.includes('<') && !/^[^<]*(?:<[^>]*>[^<]*)*$/.test(value)) atts[key] = '';
  }
  return atts;
}

/** shortcode_atts(): the known attributes with their defaults, nothing else. */
export function shortcodeAtts<T extends Record<string, string>>(
  pairs: T,
  atts: ShortcodeAtts | null,
): T {
  const out = { ...pairs };
  if (!atts) return out;
  for (const name of Object.keys(pairs) as (keyof T & string)[]) {
    if (Object.prototype.hasOwnProperty.call(atts, name)) {
      out[name] = atts[name] as T[keyof T & string];
    }
  }
  return out;
}
