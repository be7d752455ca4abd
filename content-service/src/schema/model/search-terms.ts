/**
 * WP_Query's reading of a search (`s`, WPGraphQL's `where.search`): parse_search(),
 * parse_search_terms() and parse_search_order(), with WordPress's defaults (the English
 * stopwords of get_search_stopwords(), the exclusion prefix '-' of
 * `wp_query_search_exclusion_prefix`).
 */

/** get_search_stopwords(): the default (English) list. */
const STOPWORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(
    ',',
  ),
);

/** A quoted phrase, or a word between tabs, spaces, quotes, commas and plus signs. */
const TERM = /".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g;

export interface SearchTerm {
  /** Text matched anywhere in the title, excerpt or content. */
  text: string;
  /** `-word`: posts containing the text in none of the three. */
  exclude: boolean;
}

export interface ParsedSearch {
  /** The search as WordPress keeps it (slashes stripped, no line breaks). */
  s: string;
  /** Every term must hold (AND). */
  terms: SearchTerm[];
  /** search_terms_count: words and phrases found before stopwords were dropped. */
  count: number;
}

/** PHP's stripslashes(): a backslash quotes the next character ('\0' is NUL). */
function stripSlashes(text: string): string {
  return text.replace(/\\([\s\S]?)/g, (_, next: string) => (next === '0' ? '\0' : next));
}

/** PHP's trim() with a character list. */
function trimChars(text: string, chars: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text[start]!)) start++;
  while (end > start && chars.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** parse_search_terms(): quotes trimmed; '', '0', single letters or dashes and stopwords dropped. */
function usableTerms(found: string[]): string[] {
  const usable: string[] = [];
  for (const raw of found) {
    // A quoted phrase keeps its inner spaces.
    const term = /^".+"$/.test(raw) ? trimChars(raw, `"'`) : trimChars(raw, `"' `);
    if (term === '' || term === '0') continue; // PHP's empty()
    if (/^[a-z-]$/i.test(term)) continue;
    if (STOPWORDS.has(term.toLowerCase())) continue;
    usable.push(term);
  }
  return usable;
}

/** parse_search(): the terms of a search string, or undefined when WordPress does not search. */
export function parseSearch(search: string): ParsedSearch | undefined {
  if (search.length === 0) return undefined;
  const s = stripSlashes(search).replace(/[\r\n]/g, '');
  const found = s.match(TERM) ?? [];
  let texts = usableTerms(found);
  // Only short words or stopwords, or more than 9 terms: the whole string is one phrase.
  if (texts.length === 0 || texts.length > 9) texts = [s];
  const terms = texts.map((text) =>
    text.startsWith('-') ? { text: text.slice(1), exclude: true } : { text, exclude: false },
  );
  return { s, terms, count: found.length || 1 };
}

export type SearchRank =
  | { kind: 'title'; text: string }
  | {
      kind: 'cases';
      /** The whole search as a phrase (none when it holds an exclusion). */
      phrase?: string;
      /** The included terms, for "all in the title" / "any in the title" (under 7 terms). */
      titleTerms: string[];
    };

/**
 * parse_search_order(): how a search orders its results when no orderby is given, or none when
 * WordPress orders by date alone (every term excluded, or the search is PHP-empty: '' or '0').
 * One term: title matches first. Several: the phrase in the title (1), all terms in the title
 * (2), any (3), the phrase in the excerpt (4) or the content (5), the rest (6).
 */
export function searchRank(search: ParsedSearch): SearchRank | undefined {
  const included = search.terms.filter((t) => !t.exclude).map((t) => t.text);
  if (included.length === 0 || search.s === '' || search.s === '0') return undefined;
  if (search.count <= 1) return { kind: 'title', text: included[0]! };
  const phrase = /(?:[\t\n\v\f\r ]|^)-/.test(search.s) ? undefined : search.s;
  return { kind: 'cases', ...(phrase !== undefined ? { phrase } : {}), titleTerms: included };
}
