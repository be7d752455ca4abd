/**
 * Ports of WordPress's HTML splitting helpers (formatting.php). PCRE possessive quantifiers and
 * conditionals have no JavaScript equivalent, so the expressions are rewritten into forms that
 * match exactly the same spans: a comment runs to the first `-->` (or to the end of the input),
 * CDATA to the first `]]>`, any other element to the first `>`.
 */

/** get_html_split_regex(): comments, CDATA sections and elements, as one capture group. */
export const HTML_SPLIT_REGEX =
  /(<(?:(?=!--)!(?:[\s\S]*?-->|[\s\S]*$)|(?=!\[CDATA\[)!\[CDATA\[(?:[\s\S]*?\]\]>|[\s\S]*$)|(?!!--|!\[CDATA\[)[^>]*>?))/;

/**
 * wp_html_split(): text and elements alternate, text first (possibly empty), exactly as
 * preg_split() with PREG_SPLIT_DELIM_CAPTURE returns them.
 */
export function wpHtmlSplit(input: string): string[] {
  return input.split(HTML_SPLIT_REGEX);
}

/**
 * wp_replace_in_html_tags(): replaces needles only inside HTML elements (the odd entries of
 * wp_html_split()), leaving text untouched.
 */
export function wpReplaceInHtmlTags(haystack: string, pairs: Record<string, string>): string {
  const parts = wpHtmlSplit(haystack);
  const needles = Object.keys(pairs);
  let changed = false;
  for (let i = 1; i < parts.length; i += 2) {
    const part = parts[i] as string;
    if (needles.some((n) => part.includes(n))) {
      // With one needle WordPress uses str_replace(), with several strtr(); for the needles
      // wpautop() passes (a single "\n") both give the same result.
      let out = part;
      for (const n of needles) out = out.split(n).join(pairs[n]);
      parts[i] = out;
      changed = true;
    }
  }
  return changed ? parts.join('') : haystack;
}

/** wp_spaces_regexp(): the default "spaces" alternation (plain whitespace, U+00A0, &nbsp;). */
export const SPACES = '[\\r\\n\\t ]|\\u00a0|&nbsp;';
