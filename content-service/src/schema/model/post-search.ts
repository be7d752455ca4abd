import { containsPattern, foldText } from '../../store/collation';
import { searchRank, type ParsedSearch, type SearchRank } from './search-terms';

/**
 * WP_Query's search of posts on the search index (migrations 4 and 5): `post_text` holds each
 * post's title, excerpt and content folded as MariaDB's collation compares them (foldText), and
 * `post_search` indexes each fold's distinct words (searchWords: split at spaces and tabs) by
 * trigram, each with its column and position (`post_title_search` the titles' alone). WordPress's predicate is `LIKE '%term%'` on the
 * folds (the test of `containsSql`), a substring test. For a term of three characters or more
 * without a space or a tab (every term but a quoted phrase) the index decides it exactly: the
 * term occurs in a fold exactly when it occurs in one of its words, the trigram tokenizer
 * (case_sensitive 1: it folds nothing itself) cuts the phrase `"term"` into the term's trigrams,
 * and the phrase matches a column exactly when they stand at consecutive positions in one word.
 * `%`, `_` and `\` are plain characters in a phrase. Only what the index cannot decide keeps the
 * LIKE on the folds: a term under three characters (no trigram), one holding NUL (which ends an
 * FTS5 query string), and a phrase holding a space or a tab.
 */

const like = (column: string, negate = false) =>
  `${column} ${negate ? 'NOT LIKE' : 'LIKE'} ? ESCAPE '\\'`;

const COLUMNS = ['t.title', 't.excerpt', 't.content'];

/** The FTS5 phrase matching the folds that contain `text`, or undefined when the index cannot decide. */
export function phraseOf(text: string): string | undefined {
  const folded = foldText(text);
  if (/[\0 \t]/.test(folded) || Array.from(folded).length < 3) return undefined;
  return `"${folded.replaceAll('"', '""')}"`;
}

/** The index's query for the posts holding a text in a column (titles: their own index) or any. */
function matching(column?: 'title' | 'excerpt' | 'content'): string {
  if (column === 'title') {
    return 'p.ID IN (SELECT rowid FROM post_title_search WHERE post_title_search MATCH ?)';
  }
  return `p.ID IN (SELECT rowid FROM post_search WHERE post_search MATCH ${
    column ? `'{${column}} : ' || ?` : '?'
  })`;
}

/**
 * The index's query deciding a search's included terms: each term's phrase, all required
 * (undefined when no included term has three characters).
 */
export function trigramQuery(search: ParsedSearch): string | undefined {
  const phrases = search.terms.filter((t) => !t.exclude).map((t) => phraseOf(t.text));
  const decided = phrases.filter((p): p is string => p !== undefined);
  return decided.length ? [...new Set(decided)].join(' AND ') : undefined;
}

export interface SearchSql {
  /** Joined to `posts p`: the folds as `t`. */
  join: string;
  /** Conditions (AND), their parameters in `params`. */
  where: string[];
  params: unknown[];
}

/**
 * parse_search()'s conditions: each included term in the title, excerpt or content; each
 * excluded one in none of them. The index decides the terms it can (phraseOf); the LIKE on the
 * folds the others, and only then are the folds joined.
 */
export function searchSql(search: ParsedSearch): SearchSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const query = trigramQuery(search);
  if (query !== undefined) {
    where.push(matching());
    params.push(query);
  }
  const excluded: string[] = [];
  let join = '';
  for (const term of search.terms) {
    const phrase = phraseOf(term.text);
    if (phrase !== undefined) {
      if (term.exclude) excluded.push(phrase);
      continue;
    }
    const tests = COLUMNS.map((column) => like(column, term.exclude));
    where.push(`(${tests.join(term.exclude ? ' AND ' : ' OR ')})`);
    params.push(...COLUMNS.map(() => containsPattern(term.text)));
    join = 'JOIN post_text t ON t.ID = p.ID';
  }
  if (excluded.length) {
    where.push(`NOT ${matching()}`);
    params.push([...new Set(excluded)].join(' OR '));
  }
  const rank = searchRank(search);
  if (rank && rankTexts(rank).some((text) => phraseOf(text) === undefined)) {
    join = 'JOIN post_text t ON t.ID = p.ID';
  }
  return { join, where, params };
}

/** The texts searchOrderSql tests. */
function rankTexts(rank: SearchRank): string[] {
  if (rank.kind === 'title') return [rank.text];
  return [...(rank.phrase !== undefined ? [rank.phrase] : []), ...rank.titleTerms];
}

/**
 * parse_search_order()'s ORDER BY (see searchRank), its parameters pushed onto `params`; undefined
 * when WordPress orders by date alone. The index's column filters decide what they can; the LIKE
 * reads the folds (joined by searchSql) for the rest.
 */
export function searchOrderSql(search: ParsedSearch, params: unknown[]): string | undefined {
  const rank = searchRank(search);
  return rank && rankSql(rank, params);
}

/** `column` of the post holding `text`: an SQL test, its parameter pushed onto `params`. */
function holds(column: 'title' | 'excerpt' | 'content', text: string, params: unknown[]): string {
  const phrase = phraseOf(text);
  if (phrase === undefined) {
    params.push(containsPattern(text));
    return like(`t.${column}`);
  }
  params.push(phrase);
  return matching(column);
}

function rankSql(rank: SearchRank, params: unknown[]): string {
  if (rank.kind === 'title') return `(${holds('title', rank.text, params)}) DESC`;
  const cases: string[] = [];
  if (rank.phrase !== undefined) cases.push(`WHEN ${holds('title', rank.phrase, params)} THEN 1`);
  // Over six terms WordPress skips the title-word cases (few titles are that long).
  if (rank.titleTerms.length < 7) {
    const each = () => rank.titleTerms.map((term) => holds('title', term, params));
    cases.push(`WHEN ${each().join(' AND ')} THEN 2`);
    if (rank.titleTerms.length > 1) cases.push(`WHEN ${each().join(' OR ')} THEN 3`);
  }
  if (rank.phrase !== undefined) {
    cases.push(`WHEN ${holds('excerpt', rank.phrase, params)} THEN 4`);
    cases.push(`WHEN ${holds('content', rank.phrase, params)} THEN 5`);
  }
  return `CASE ${cases.join(' ')} ELSE 6 END`;
}
