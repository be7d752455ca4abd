import { containsPattern, foldText } from '../../store/collation';
import { searchRank, type ParsedSearch, type SearchRank } from './search-terms';

/**
 * WP_Query's search of posts on the search index (migration 4): `post_text` holds each post's
 * title, excerpt and content folded as MariaDB's collation compares them (foldText), and
 * `post_search`, a trigram index of those folds, narrows the candidates. What decides is still
 * WordPress's predicate, `LIKE '%term%'` on the folds (the same test as `containsSql`, whose
 * wp_fold() the index has already applied): the index only leaves out posts that cannot match.
 */

const like = (column: string, negate = false) =>
  `${column} ${negate ? 'NOT LIKE' : 'LIKE'} ? ESCAPE '\\'`;

const COLUMNS = ['t.title', 't.excerpt', 't.content'];

/**
 * The index's query for a search: every distinct three-character sequence (code points) of each
 * included term's fold, all required. A text containing the term contains them all, so no match is
 * lost; a term under three characters narrows nothing (undefined when no term narrows).
 */
export function trigramQuery(search: ParsedSearch): string | undefined {
  const trigrams = new Set<string>();
  for (const term of search.terms) {
    if (term.exclude) continue;
    const chars = Array.from(foldText(term.text));
    for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''));
  }
  if (trigrams.size === 0) return undefined;
  return [...trigrams].map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
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
 * excluded one in none of them; the index narrowing first.
 */
export function searchSql(search: ParsedSearch): SearchSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const query = trigramQuery(search);
  if (query !== undefined) {
    where.push('p.ID IN (SELECT rowid FROM post_search WHERE post_search MATCH ?)');
    params.push(query);
  }
  for (const term of search.terms) {
    const tests = COLUMNS.map((column) => like(column, term.exclude));
    where.push(`(${tests.join(term.exclude ? ' AND ' : ' OR ')})`);
    params.push(...COLUMNS.map(() => containsPattern(term.text)));
  }
  return { join: 'JOIN post_text t ON t.ID = p.ID', where, params };
}

/**
 * parse_search_order()'s ORDER BY (see searchRank) on the folds, its parameters pushed onto
 * `params`; undefined when WordPress orders by date alone.
 */
export function searchOrderSql(search: ParsedSearch, params: unknown[]): string | undefined {
  const rank = searchRank(search);
  return rank && rankSql(rank, params);
}

function rankSql(rank: SearchRank, params: unknown[]): string {
  const title = like('t.title');
  const fold = containsPattern;
  if (rank.kind === 'title') {
    params.push(fold(rank.text));
    return `(${title}) DESC`;
  }
  const cases: string[] = [];
  if (rank.phrase !== undefined) {
    cases.push(`WHEN ${title} THEN 1`);
    params.push(fold(rank.phrase));
  }
  // Over six terms WordPress skips the title-word cases (few titles are that long).
  if (rank.titleTerms.length < 7) {
    const each = rank.titleTerms.map(() => title);
    cases.push(`WHEN ${each.join(' AND ')} THEN 2`);
    params.push(...rank.titleTerms.map(fold));
    if (rank.titleTerms.length > 1) {
      cases.push(`WHEN ${each.join(' OR ')} THEN 3`);
      params.push(...rank.titleTerms.map(fold));
    }
  }
  if (rank.phrase !== undefined) {
    cases.push(`WHEN ${like('t.excerpt')} THEN 4`, `WHEN ${like('t.content')} THEN 5`);
    params.push(fold(rank.phrase), fold(rank.phrase));
  }
  return `CASE ${cases.join(' ')} ELSE 6 END`;
}
