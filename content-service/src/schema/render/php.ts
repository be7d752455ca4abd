/**
 * Small ports of the PHP and WordPress string helpers the rendering functions rely on. They are
 * kept byte-for-byte faithful to PHP (not to what a browser would do) because the recorded
 * answers are compared as exact strings.
 */

/** PHP's strtr() with an array: longest needle first, each position replaced at most once. */
export function strtr(text: string, pairs: Record<string, string>): string {
  const needles = Object.keys(pairs)
    .filter((k) => k !== '')
    .sort((a, b) => b.length - a.length);
  if (needles.length === 0) return text;
  const re = new RegExp(needles.map(pregQuote).join('|'), 'g');
  return text.replace(re, (m) => pairs[m] ?? m);
}

/** PHP's str_replace() with arrays: each pair applied in turn over the whole string. */
export function strReplaceAll(text: string, search: readonly string[], replace: readonly string[]) {
  let out = text;
  search.forEach((s, i) => {
    if (s !== '') out = out.split(s).join(replace[i] ?? '');
  });
  return out;
}

/** preg_quote() for building JavaScript regular expressions. */
export function pregQuote(s: string): string {
  return s.replace(/[.\\+*?[^\]$(){}=!<>|:\-#/]/g, '\\$&');
}

/** PHP's trim() default character list. */
const PHP_TRIM = ' \t\n\r\0\x0B';

export function phpTrim(s: string, chars = PHP_TRIM): string {
  let start = 0;
  let end = s.length;
  while (start < end && chars.includes(s[start] as string)) start++;
  while (end > start && chars.includes(s[end - 1] as string)) end--;
  return s.slice(start, end);
}

export function phpRtrim(s: string, chars = PHP_TRIM): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1] as string)) end--;
  return s.slice(0, end);
}

export function phpLtrim(s: string, chars = PHP_TRIM): string {
  let start = 0;
  while (start < s.length && chars.includes(s[start] as string)) start++;
  return s.slice(start);
}

/** PHP's empty() for the string values shortcode attributes hold ('' and '0' are empty). */
export function phpEmpty(v: string | number | null | undefined): boolean {
  return v === undefined || v === null || v === '' || v === '0' || v === 0;
}

/** PHP's (int) cast of a string: leading whitespace, optional sign, digits; 0 otherwise. */
export function phpInt(v: string | number | undefined | null): number {
  if (typeof v === 'number') return Math.trunc(v);
  const m = /^[ \t\n\r\v\f]*([+-]?\d+)/.exec(v ?? '');
  return m ? parseInt(m[1] as string, 10) : 0;
}

/** PHP's stripcslashes(): C-style escapes as shortcode_parse_atts() decodes them. */
export function stripcslashes(s: string): string {
  if (!s.includes('\\')) return s;
  const simple: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    a: '\x07',
    v: '\v',
    b: '\b',
    f: '\f',
  };
  return s.replace(/\\(x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|[\s\S]?)/g, (_m, esc: string) => {
    if (esc === '') return '';
    if (esc[0] === 'x' && esc.length > 1) return String.fromCharCode(parseInt(esc.slice(1), 16));
    if (/^[0-7]+$/.test(esc)) return String.fromCharCode(parseInt(esc, 8) & 0xff);
    return simple[esc] ?? esc;
  });
}

/** The named entities wp_kses_normalize_entities() accepts (the HTML 4 set WordPress lists). */
const ENTITY_NAMES = new Set(
  (
    'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn ' +
    'acute micro para middot cedil ordm raquo iquest Agrave Aacute Acirc Atilde Auml Aring AElig ' +
    'Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc ' +
    'Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc ' +
    'atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
    'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml ' +
    'quot amp lt gt apos OElig oelig Scaron scaron Yuml circ tilde ensp emsp thinsp zwnj zwj lrm ' +
    'rlm ndash mdash lsquo rsquo sbquo ldquo rdquo bdquo dagger Dagger permil lsaquo rsaquo euro ' +
    'fnof Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho ' +
    'Sigma Tau Upsilon Phi Chi Psi Omega alpha beta gamma delta epsilon zeta eta theta iota kappa ' +
    'lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega thetasym upsih piv ' +
    'bull hellip prime Prime oline frasl weierp image real trade alefsym larr uarr rarr darr harr ' +
    'crarr lArr uArr rArr dArr hArr forall part exist empty nabla isin notin ni prod sum minus ' +
    'lowast radic prop infin ang and or cap cup int sim cong asymp ne equiv le ge sub sup nsub ' +
    'sube supe oplus otimes perp sdot lceil rceil lfloor rfloor lang rang loz spades clubs hearts diams'
  ).split(' '),
);

/**
 * esc_attr()/esc_html(): _wp_specialchars() with ENT_QUOTES and no double encoding, i.e. `<>"'`
 * and every `&` that does not start a valid entity are encoded.
 */
export function escAttr(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replace(/&(?!(?:#\d+|#x[0-9a-fA-F]+|([A-Za-z][A-Za-z0-9]*));)/g, '&amp;')
    .replace(/&([A-Za-z][A-Za-z0-9]*);/g, (m, name: string) =>
      ENTITY_NAMES.has(name) ? m : `&amp;${name};`,
    )
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

export const escHtml = escAttr;

/**
 * esc_url() for display, as far as the URLs in post content need it: spaces become %20, `&`
 * becomes &#038; and `'` &#039;. Protocol filtering is not needed for the stored URLs.
 */
export function escUrl(url: string, context: 'display' | 'attribute' = 'display'): string {
  if (url === '') return url;
  let out = url.replace(/ /g, '%20');
  out = out.replace(/[^a-z0-9-~+_.?#=!&;,/:%@$|*'()[\]\x80-\uffff]/gi, '');
  if (out === '') return out;
  // Only the display context encodes ampersands and quotes.
  if (context !== 'display') return out;
  out = out.replace(/&(?!(?:#\d+|#x[0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);)/g, '&#038;');
  out = out.replace(/&amp;/g, '&#038;').replace(/'/g, '&#039;');
  return out;
}

/**
 * sanitize_title() in its default 'save' context (sanitize_title_with_dashes) for an ASCII value
 * without markup, entities or percent signs: lower case, `/` and `.` to dashes, other
 * punctuation dropped, spaces to dashes, one dash at a time, none at the ends (`core/group` →
 * `core-group`, `Header Menu` → `header-menu`). Other values are answered unchanged: their
 * sanitising (accents, UTF-8 encoding, tags, entities) is not ported.
 */
export function sanitizeTitle(value: string): string {
  if (/[^\x20-\x7e]|[<%&]/.test(value)) return value;
  return value
    .toLowerCase()
    .replace(/[/.]/g, '-')
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** sanitize_html_class(): strips percent-encoded octets and anything not A-Za-z0-9_-. */
export function sanitizeHtmlClass(cls: string, fallback = ''): string {
  const sanitized = cls.replace(/%[a-fA-F0-9][a-fA-F0-9]/g, '').replace(/[^A-Za-z0-9_-]/g, '');
  return sanitized === '' && fallback ? sanitizeHtmlClass(fallback) : sanitized;
}

/** PHP's basename() as wp_basename() uses it (last path segment, query kept). */
export function wpBasename(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  const i = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  return i >= 0 ? trimmed.slice(i + 1) : trimmed;
}
