import { phpTrim } from './php';

/** convert_chars(): a lone `&` (not an entity) becomes &#038;. */
export function convertChars(content: string): string {
  if (!content.includes('&')) return content;
  return content.replace(/&([^#])(?![a-z1-4]{1,8};)/gi, '&#038;$1');
}

/**
 * PHP's strip_tags() (no allowed tags): a small state machine like PHP's, so quotes inside a
 * tag do not end it, `<` followed by whitespace is text, and comments are dropped.
 */
export function stripTags(input: string): string {
  let out = '';
  let i = 0;
  const n = input.length;
  while (i < n) {
    const c = input[i] as string;
    if (c !== '<') {
      out += c;
      i++;
      continue;
    }
    const next = input[i + 1];
    if (next === undefined || /[\t\n\v\f\r ]/.test(next)) {
      out += c;
      i++;
      continue;
    }
    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    // Inside a tag: skip to the matching '>' outside quotes, counting nested '<'.
    let depth = 1;
    let quote: string | null = null;
    i++;
    while (i < n && depth > 0) {
      const d = input[i] as string;
      if (quote) {
        if (d === quote) quote = null;
      } else if (d === '"' || d === "'") {
        quote = d;
      } else if (d === '<') {
        depth++;
      } else if (d === '>') {
        depth--;
      }
      i++;
    }
  }
  return out;
}

/** wp_strip_all_tags(): also drops script/style contents, then trims. */
export function wpStripAllTags(text: string): string {
  return phpTrim(stripTags(text.replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')));
}

/** wp_trim_words() for languages counting words (English). */
export function wpTrimWords(text: string, numWords = 55, more = '&hellip;'): string {
  const words = wpStripAllTags(text)
    .split(/[\n\r\t ]+/)
    .filter((w) => w !== '');
  if (words.length > numWords) return words.slice(0, numWords).join(' ') + more;
  return words.join(' ');
}
