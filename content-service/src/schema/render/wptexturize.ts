import { SPACES } from './html-split';
import { pregQuote, strReplaceAll } from './php';
import { DEFAULT_SHORTCODE_TAGS } from './shortcode-regex';

/*
 * Port of WordPress's wptexturize() (formatting.php) with the default (English) translations.
 * PCRE's \Z and \A become lookarounds on the end/start of the input, and every \s is spelled
 * out because JavaScript's \s also matches U+00A0, which PHP (without /u) does not.
 */

const OPENING_QUOTE = '&#8220;';
const CLOSING_QUOTE = '&#8221;';
const APOS = '&#8217;';
const PRIME = '&#8242;';
const DOUBLE_PRIME = '&#8243;';
const OPENING_SINGLE_QUOTE = '&#8216;';
const CLOSING_SINGLE_QUOTE = '&#8217;';
const EN_DASH = '&#8211;';
const EM_DASH = '&#8212;';
const OPEN_Q_FLAG = '<!--oq-->';
const OPEN_SQ_FLAG = '<!--osq-->';
const APOS_FLAG = '<!--apos-->';

const END = '(?=\\n?(?![\\s\\S]))'; // PCRE \Z and $ (without /m): end, or before a final newline
const START = '(?<![\\s\\S])'; // PCRE \A and ^ (without /m)

const COCKNEY = "'tain't,'twere,'twas,'tis,'twill,'til,'bout,'nuff,'round,'cause,'em".split(',');
const COCKNEY_REPLACE = COCKNEY.map((w) => w.replace(/'/g, APOS));

const STATIC_CHARACTERS = ['...', '``', "''", ' (tm)', ...COCKNEY];
const STATIC_REPLACEMENTS = [
  '&#8230;',
  OPENING_QUOTE,
  CLOSING_QUOTE,
  ' &#8482;',
  ...COCKNEY_REPLACE,
];

type Rule = [RegExp, string];
const g = (source: string) => new RegExp(source, 'g');

const APOS_RULES: Rule[] = [
  // '99' and '99" are ambiguous among other patterns; assume it's an abbreviated year at the end of a quotation.
  [
    g(`'(\\d\\d)'(?=${END}|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`),
    `${APOS_FLAG}$1${CLOSING_SINGLE_QUOTE}`,
  ],
  [g(`'(\\d\\d)"(?=${END}|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`), `${APOS_FLAG}$1${CLOSING_QUOTE}`],
  // '99 '99s '99's (apostrophe)  But never '9 or '99% or '999 or '99.0.
  [g(`'(?=\\d\\d(?:${END}|(?![%\\d]|[.,]\\d)))`), APOS_FLAG],
  // Quoted numbers like '0.42'.
  [g(`(?<=${START}|${SPACES})'(\\d[.,\\d]*)'`), `${OPEN_SQ_FLAG}$1${CLOSING_SINGLE_QUOTE}`],
  // Single quote at start, or preceded by (, {, <, [, ", -, or spaces.
  [g(`(?<=${START}|[([{"\\-]|&lt;|${SPACES})'`), OPEN_SQ_FLAG],
  // Apostrophe in a word. No spaces, double apostrophes, or other punctuation.
  [g(`(?<!${SPACES})'(?!${END}|[.,:;!?"'(){}[\\]\\-]|&[lg]t;|${SPACES})`), APOS_FLAG],
];

const QUOTE_RULES: Rule[] = [
  // Quoted numbers like "42".
  [g(`(?<=${START}|${SPACES})"(\\d[.,\\d]*)"`), `${OPEN_Q_FLAG}$1${CLOSING_QUOTE}`],
  // Double quote at start, or preceded by (, {, <, [, -, or spaces, and not followed by spaces.
  [g(`(?<=${START}|[([{\\-]|&lt;|${SPACES})"(?!${SPACES})`), OPEN_Q_FLAG],
];

const DASH_RULES: Rule[] = [
  [/---/g, EM_DASH],
  [g(`(?<=${START}|${SPACES})--(?=${END}|${SPACES})`), EM_DASH],
  [/(?<!xn)--/g, EN_DASH],
  [g(`(?<=${START}|${SPACES})-(?=${END}|${SPACES})`), EN_DASH],
];

/** preg_replace() with arrays: each pattern over the whole string in turn. */
function applyRules(text: string, rules: Rule[]): string {
  return rules.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
}

const NO_TEXTURIZE_TAGS = ['pre', 'code', 'kbd', 'style', 'script', 'tt'];
const NO_TEXTURIZE_SHORTCODES = ['code'];
const AMP_RE = /&(?!#(?:\d+|x[a-f0-9]+);|[a-z1-4]{1,8};)/gi;

/** The part of get_html_split_regex() wptexturize uses: comments and elements (no CDATA). */
const HTML_PART = '<(?:(?=!--)!(?:[\\s\\S]*?-->|[\\s\\S]*$)|(?!!--)[^>]*>?)';

function shortcodeRegex(tagnames: string[]): string {
  const tagregexp = `(?:${tagnames.map(pregQuote).join('|')})(?=[\\t\\n\\v\\f\\r \\]\\/])`;
  // Possessive in PHP; the greedy loop gives the same match since its items cannot contain ']'.
  return `\\[[\\/\\[]?${tagregexp}(?:[^\\[\\]<>]+|<[^\\[\\]>]*>)*\\]\\]?`;
}

/**
 * wptexturize(): curly quotes, apostrophes, primes, dashes, ellipses, trademark and ×, outside
 * HTML tags, comments, registered shortcodes and the pre/code/kbd/style/script/tt elements.
 */
export function wptexturize(
  text: string,
  shortcodeTags: readonly string[] = DEFAULT_SHORTCODE_TAGS,
): string {
  if (text === '' || text === '0') return text;
  const noTagsStack: string[] = [];
  const noShortcodesStack: string[] = [];

  const names = new Set([...text.matchAll(/\[\/?([^<>&/[\]\x00-\x20=]+)/g)].map((m) => m[1]));
  const tagnames = shortcodeTags.filter((t) => names.has(t));
  const found = tagnames.length > 0;
  const scRegex = found ? shortcodeRegex(tagnames) : '';
  const split = new RegExp(`(${HTML_PART}${found ? '|' + scRegex : ''})`);
  const whole = found ? new RegExp(`^${scRegex}$`) : null;

  const parts = text.split(split).filter((p) => p !== '');
  for (let i = 0; i < parts.length; i++) {
    let curl = parts[i] as string;
    const first = curl[0];
    if (first === '<') {
      if (curl.startsWith('<!--')) continue;
      // This is an HTML element delimiter: encode stray ampersands, track no-texturize tags.
      curl = curl.replace(AMP_RE, '&#038;');
      pushPopElement(curl, noTagsStack, NO_TEXTURIZE_TAGS);
    } else if (/^[ \t\n\r\0\x0B]*$/.test(curl)) {
      // This is a newline between delimiters. Performance improves when we check this.
      continue;
    } else if (first === '[' && whole && whole.test(curl)) {
      if (!curl.startsWith('[[') && !curl.endsWith(']]')) {
        pushPopElement(curl, noShortcodesStack, NO_TEXTURIZE_SHORTCODES);
      }
      continue;
    } else if (noShortcodesStack.length === 0 && noTagsStack.length === 0) {
      curl = texturizeText(curl);
    }
    parts[i] = curl;
  }
  return parts.join('');
}

/** The replacements wptexturize() applies to one run of text outside tags and shortcodes. */
function texturizeText(input: string): string {
  let curl = strReplaceAll(input, STATIC_CHARACTERS, STATIC_REPLACEMENTS);
  if (curl.includes("'")) {
    curl = applyRules(curl, APOS_RULES);
    curl = wptexturizePrimes(curl, "'", PRIME, OPEN_SQ_FLAG, CLOSING_SINGLE_QUOTE);
    curl = curl.split(APOS_FLAG).join(APOS).split(OPEN_SQ_FLAG).join(OPENING_SINGLE_QUOTE);
  }
  if (curl.includes('"')) {
    curl = applyRules(curl, QUOTE_RULES);
    curl = wptexturizePrimes(curl, '"', DOUBLE_PRIME, OPEN_Q_FLAG, CLOSING_QUOTE);
    curl = curl.split(OPEN_Q_FLAG).join(OPENING_QUOTE);
  }
  if (curl.includes('-')) curl = applyRules(curl, DASH_RULES);
  // 9x9 (times), but never 0x9999.
  if (/(?<=\d)x\d/.test(curl)) {
    curl = curl.replace(/\b(0[\d.,]+|[1-9][\d.,]*)x(\d[\d.,]*)\b/g, '$1&#215;$2');
  }
  // Replace each & with &#038; unless it already looks like an entity.
  return curl.replace(AMP_RE, '&#038;');
}

/** wptexturize_primes(): decides between primes and closing quotes, sentence by sentence. */
function wptexturizePrimes(
  haystack: string,
  needle: string,
  prime: string,
  openQuote: string,
  closeQuote: string,
): string {
  const flag = '<!--wp-prime-or-quote-->';
  const quotePattern = g(`${needle}(?=${END}|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`);
  const primePattern = g(`(?<=\\d)${needle}`);
  const sentences = haystack.split(openQuote);
  sentences.forEach((original, key) => {
    let sentence = original;
    if (!sentence.includes(needle)) return;
    if (key !== 0 && !sentence.includes(closeQuote)) {
      let count = 0;
      sentence = sentence.replace(quotePattern, () => {
        count++;
        return flag;
      });
      if (count > 1) {
        // This sentence appears to have multiple closing quotes. Attempt Vulcan logic.
        let count2 = 0;
        sentence = sentence.replace(g(`(?<!\\d)${flag}`), () => {
          count2++;
          return closeQuote;
        });
        if (count2 === 0) {
          // Try looking for a quote followed by a period, else take the rightmost candidate.
          const pos = sentence.includes(`${flag}.`)
            ? sentence.lastIndexOf(`${flag}.`)
            : sentence.lastIndexOf(flag);
          sentence = sentence.slice(0, pos) + closeQuote + sentence.slice(pos + flag.length);
        }
        // Use conventional replacement on any remaining primes and quotes.
        sentence = sentence.replace(primePattern, prime);
        sentence = sentence.replace(g(`(?<=\\d)${flag}`), prime);
        sentence = sentence.split(flag).join(closeQuote);
      } else if (count === 1) {
        // Found only one closing quote candidate, so give it priority over primes.
        sentence = sentence.split(flag).join(closeQuote);
        sentence = sentence.replace(primePattern, prime);
      } else {
        sentence = sentence.replace(primePattern, prime);
      }
    } else {
      sentence = sentence.replace(primePattern, prime);
      sentence = sentence.replace(quotePattern, closeQuote);
    }
    if (needle === '"' && sentence.includes('"')) sentence = sentence.split('"').join(closeQuote);
    sentences[key] = sentence;
  });
  return sentences.join(openQuote);
}

/** _wptexturize_pushpop_element(): tracks nesting of the elements that disable texturizing. */
function pushPopElement(text: string, stack: string[], disabled: readonly string[]): void {
  let opening: boolean;
  let nameOffset: number;
  if (text.length > 1 && text[1] !== '/') {
    opening = true;
    nameOffset = 1;
  } else if (stack.length === 0) {
    return;
  } else {
    opening = false;
    nameOffset = 2;
  }
  // Parse out the tag name (substr with a negative length when there is no space).
  const space = text.indexOf(' ');
  const tag = space === -1 ? text.slice(nameOffset, -1) : text.slice(nameOffset, space);
  if (!disabled.includes(tag)) return;
  if (opening) stack.push(tag);
  else if (stack[stack.length - 1] === tag) stack.pop();
}
