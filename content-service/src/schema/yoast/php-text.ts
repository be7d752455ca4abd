import { htmlEntityDecode, wpStripAllTags } from '../render';

/**
 * The PHP/WordPress string functions Yoast's output depends on that the render module does not
 * already provide (json_encode escaping, str_word_count, URL forms, WPGraphQL Yoast's strings).
 */

/** PHP json_encode: `\/` unless JSON_UNESCAPED_SLASHES, non-ASCII as `\uXXXX` (lower-case hex). */
export function phpJsonEncode(
  value: unknown,
  options: { escapeSlashes: boolean; escapeUnicode?: boolean },
): string {
  const plain = JSON.stringify(value) ?? 'null';
  const json =
    options.escapeUnicode === false
      ? plain
      : plain.replace(
          /[\u0080-\uffff]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
  return options.escapeSlashes ? json.replace(/\//g, '\\/') : json;
}

/**
 * PHP str_word_count() in the C locale: words are runs of ASCII letters, `'` and `-` (any byte
 * outside ASCII separates words); the string may not start with `'`/`-` nor end with `-`.
 */
export function strWordCount(text: string): number {
  let t = text;
  if (t.startsWith("'") || t.startsWith('-')) t = t.slice(1);
  if (t.endsWith('-')) t = t.slice(0, -1);
  return t.match(/[A-Za-z'-]+/g)?.length ?? 0;
}

/** wp_gql_seo_format_string(): trim, then html_entity_decode. */
export function formatString(value: string | null | undefined): string | null {
  return value == null ? null : htmlEntityDecode(value.trim());
}

/** URLs as WordPress builds them from stored (percent-encoded, lower-case) slugs. */
export function encodePath(url: string): string {
  return encodeURI(url).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
}

/** Decoded form of a URL, as Yoast gives canonicals (`/greek/επίπεδο-2/`). */
export function decodeUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * Yoast's HTML_Helper::smart_strip_tags(): line breaks, <br>s and block ends become spaces, list
 * items get a bullet, tags go (wp_strip_all_tags), runs of white space become one space, trimmed.
 */
export function smartStripTags(html: string): string {
  const spaced = html
    .replace(/(\r|\n)/g, ' ')
    .replace(/<br(\s*)?\/?>/gi, ' ')
    .replace(/<\/(p|div|h\d)>/gi, '</$1> ')
    .replace(/(<li[^>]*>)/gi, '$1• ');
  return wpStripAllTags(spaced).replace(/\s+/g, ' ').trim();
}
