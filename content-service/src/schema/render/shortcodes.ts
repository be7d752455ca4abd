import { wpHtmlSplit, SPACES } from './html-split';
import { pregQuote, strtr } from './php';
import {
  DEFAULT_SHORTCODE_TAGS,
  getShortcodeRegex,
  shortcodeNamesIn,
  shortcodeParseAtts,
  type ShortcodeAtts,
} from './shortcode-regex';

/** A shortcode callback: attributes (null when none parse), enclosed content, tag name. */
export type ShortcodeHandler = (
  atts: ShortcodeAtts | null,
  content: string | null,
  tag: string,
) => string;

/** Registered shortcodes by tag, in registration order. */
export type ShortcodeRegistry = ReadonlyMap<string, ShortcodeHandler>;

type Match = RegExpExecArray | string[];

function escapedOrNull(m: Match): string | null {
  // [[tag]] is an escaped shortcode: WordPress prints it without the outer brackets.
  return m[1] === '[' && m[6] === ']' ? (m[0] as string).slice(1, -1) : null;
}

function shortcodeCallback(registry: ShortcodeRegistry) {
  return (...args: string[]): string => {
    const m = args.slice(0, 7);
    const escaped = escapedOrNull(m);
    if (escaped !== null) return escaped;
    const tag = m[2] as string;
    const handler = registry.get(tag);
    if (!handler) return m[0] as string;
    const content = m[5] === undefined ? null : m[5];
    return (m[1] ?? '') + handler(shortcodeParseAtts(m[3] ?? ''), content, tag) + (m[6] ?? '');
  };
}

/** A minimal wp_kses_attr_parse(): front (`<tag`), each attribute with its spacing, back. */
function ksesAttrParse(element: string): string[] | false {
  const m = /^(<[\t\n\v\f\r ]*[a-zA-Z0-9]+)([\s\S]*?)([\t\n\v\f\r ]*\/?>)$/.exec(element);
  if (!m) return false;
  const attrRe =
    /[\t\n\v\f\r ]+[^\t\n\v\f\r =/>]+(?:[\t\n\v\f\r ]*=[\t\n\v\f\r ]*(?:"[^"]*"|'[^']*'|[^\t\n\v\f\r >"']+))?/y;
  const attrs: string[] = [];
  const body = m[2] as string;
  let pos = 0;
  while (pos < body.length) {
    attrRe.lastIndex = pos;
    const a = attrRe.exec(body);
    if (!a) return false;
    attrs.push(a[0]);
    pos = attrRe.lastIndex;
  }
  return [m[1] as string, ...attrs, m[3] as string];
}

/**
 * do_shortcodes_in_html_tags(): runs shortcodes inside attribute values where that is safe and
 * escapes every other bracket inside elements so the main pass leaves them alone.
 */
function doShortcodesInHtmlTags(
  input: string,
  ignoreHtml: boolean,
  pattern: RegExp,
  callback: (...args: string[]) => string,
): string {
  const content = strtr(input, { '&#91;': '&#091;', '&#93;': '&#093;' });
  const trans = { '[': '&#91;', ']': '&#93;' };
  const parts = wpHtmlSplit(content);
  for (let i = 0; i < parts.length; i++) {
    let element = parts[i] as string;
    if (element === '' || element[0] !== '<') continue;
    const noopen = !element.includes('[');
    const noclose = !element.includes(']');
    if (noopen || noclose) {
      if (noopen !== noclose) parts[i] = strtr(element, trans);
      continue;
    }
    if (ignoreHtml || element.startsWith('<!--') || element.startsWith('<![CDATA[')) {
      parts[i] = strtr(element, trans);
      continue;
    }
    const attributes = ksesAttrParse(element);
    if (attributes === false) {
      // Some plugins are known to put shortcodes in place of an element's name.
      if (/^<[\t\n\v\f\r ]*\[\[?[^[\]]+\]/.test(element))
        element = element.replace(pattern, callback);
      parts[i] = strtr(element, trans);
      continue;
    }
    const front = attributes.shift() as string;
    const back = attributes.pop() as string;
    const rebuilt = attributes.map((attr) => {
      const open = attr.indexOf('[');
      const close = attr.indexOf(']');
      if (open === -1 || close === -1) return attr;
      const dbl = attr.indexOf('"');
      const sgl = attr.indexOf("'");
      if ((sgl === -1 || open < sgl) && (dbl === -1 || open < dbl)) {
        // The shortcode is the whole attribute (unquoted): its output is trusted as is.
        return attr.replace(pattern, callback);
      }
      // In a quoted value: WordPress filters the output through wp_kses_one_attr(); the
      // handlers ported here never produce attribute values, so the result is kept.
      return attr.replace(pattern, callback);
    });
    parts[i] = strtr(front + rebuilt.join('') + back, trans);
  }
  return parts.join('');
}

/** do_shortcode(): replaces every registered shortcode with its handler's output. */
export function doShortcode(content: string, registry: ShortcodeRegistry, ignoreHtml = false) {
  if (!content.includes('[') || registry.size === 0) return content;
  const names = shortcodeNamesIn(content);
  const tagnames = [...registry.keys()].filter((t) => names.has(t));
  if (tagnames.length === 0) return content;
  const pattern = new RegExp(getShortcodeRegex(tagnames), 'g');
  const callback = shortcodeCallback(registry);
  let out = doShortcodesInHtmlTags(content, ignoreHtml, pattern, callback);
  out = out.replace(pattern, callback);
  return strtr(out, { '&#91;': '[', '&#93;': ']' });
}

/** strip_shortcodes(): removes registered shortcodes (and what they enclose). */
export function stripShortcodes(
  content: string,
  tags: readonly string[] = DEFAULT_SHORTCODE_TAGS,
): string {
  if (!content.includes('[') || tags.length === 0) return content;
  const names = shortcodeNamesIn(content);
  const tagnames = tags.filter((t) => names.has(t));
  if (tagnames.length === 0) return content;
  const pattern = new RegExp(getShortcodeRegex(tagnames), 'g');
  const strip = (...args: string[]) => escapedOrNull(args) ?? (args[1] ?? '') + (args[6] ?? '');
  let out = doShortcodesInHtmlTags(content, true, pattern, strip);
  out = out.replace(pattern, strip);
  return strtr(out, { '&#91;': '[', '&#93;': ']' });
}

/**
 * shortcode_unautop(): unwraps a shortcode that wpautop() put alone in a paragraph, so block
 * output such as [gallery] is not nested in <p>.
 */
export function shortcodeUnautop(
  text: string,
  tags: readonly string[] = DEFAULT_SHORTCODE_TAGS,
): string {
  if (tags.length === 0) return text;
  const tagregexp = tags.map(pregQuote).join('|');
  const pattern = new RegExp(
    '<p>' +
      `(?:${SPACES})*` +
      '(' +
      '\\[' +
      `(${tagregexp})` +
      '(?![\\w-])' +
      '[^\\]\\/]*' +
      '(?:\\/(?!\\])[^\\]\\/]*)*?' +
      '(?:\\/\\]|\\](?:[^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*\\[\\/\\2\\])?)' +
      ')' +
      `(?:${SPACES})*` +
      '<\\/p>',
    'g',
  );
  return text.replace(pattern, '$1');
}
