import type { JsonLdValue } from '../../wordpress/types/json-ld';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside `<script type="application/ld+json">`. Titles and descriptions come from
 * outside: escaped this way, `</script>` or `<!--` in them cannot end or alter the element, and
 * U+2028/2029 cannot break a parser that treats them as line ends. JSON parsers read the
 * `\u` escapes back as the same characters, so the data is unchanged.
 */
export function serializeJsonLd(value: JsonLdValue): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPED[char] ?? char);
}
