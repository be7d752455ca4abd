import type Database from 'better-sqlite3';
import { prepared } from '../../store/prepared';
import { phraseOf, trigramQuery } from './post-search';
import { searchRank, type ParsedSearch } from './search-terms';

/**
 * A search the index decides alone, applied to the posts the rest of the query selects, in their
 * order. For a common term, SQL joining the index's matches to the posts and sorting them by
 * rank and date costs several times the page of posts itself (the join probes every post, the
 * sort holds every match); here the posts come in their order from their own index, the matches
 * as a set from the search index, and the rank (title matches first) is a stable partition.
 */

/**
 * Below this many matches SQL's join is as fast (it reads the few matching posts by ID) and the
 * posts' own list is not worth reading.
 */
export const INDEXED_ORDER_MIN_MATCHES = 1000;

export interface IndexedMatches {
  /** How many posts of any kind match. */
  count: number;
  /** 2 for a post to rank first (its title holds the term), 1 for another match, else 0. */
  mark(id: number): number;
}

/** Marks by post ID: bytes while IDs are small enough to index an array, else a map. */
class IdMarks {
  private readonly bytes: Uint8Array | undefined;
  private readonly map = new Map<number, number>();

  constructor(maxId: number) {
    this.bytes = maxId < 1 << 22 ? new Uint8Array(maxId + 1) : undefined;
  }

  set(id: number, mark: number): void {
    if (this.bytes) this.bytes[id] = mark;
    else this.map.set(id, mark);
  }

  get(id: number): number {
    return (this.bytes ? this.bytes[id] : this.map.get(id)) ?? 0;
  }
}

/**
 * Calls `visit` with each rowid an index matches; returns how many. The rowids come as one
 * comma-separated text (group_concat): a common term matches tens of thousands of posts, and
 * reading them as rows costs more than finding them.
 */
function eachRowid(
  db: Database.Database,
  index: string,
  query: string,
  visit: (id: number) => void,
): number {
  const list = prepared(db, `SELECT group_concat(rowid) FROM ${index} WHERE ${index} MATCH ?`)
    .pluck()
    .get(query) as string | null;
  if (list === null) return 0;
  let count = 0;
  let id = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charCodeAt(i);
    if (c === 44) {
      visit(id);
      count++;
      id = 0;
    } else id = id * 10 + c - 48;
  }
  visit(id);
  return count + 1;
}

/**
 * The matches of a search when the index decides every term of it and its rank is the title
 * test of a one-term search (or no rank is asked: `ranked` false); undefined otherwise.
 */
export function indexedMatches(
  db: Database.Database,
  search: ParsedSearch,
  ranked: boolean,
): IndexedMatches | undefined {
  const query = trigramQuery(search);
  if (query === undefined || search.terms.some((t) => phraseOf(t.text) === undefined)) return;
  const rank = ranked ? searchRank(search) : undefined;
  if (rank && rank.kind !== 'title') return;
  const marks = new IdMarks(
    (prepared(db, 'SELECT MAX(ID) FROM posts').pluck().get() as number | null) ?? 0,
  );
  let count = eachRowid(db, 'post_search', query, (id) => marks.set(id, 1));
  const excluded = search.terms.filter((t) => t.exclude).map((t) => phraseOf(t.text)!);
  if (count && excluded.length) {
    eachRowid(db, 'post_search', [...new Set(excluded)].join(' OR '), (id) => {
      if (marks.get(id)) count--;
      marks.set(id, 0);
    });
  }
  if (count && rank) {
    eachRowid(db, 'post_title_search', phraseOf(rank.text)!, (id) => {
      if (marks.get(id)) marks.set(id, 2);
    });
  }
  return { count, mark: (id) => marks.get(id) };
}

/** The ordered posts that match: title matches first, each part in the posts' own order. */
export function orderMatches(ids: readonly number[], matches: IndexedMatches): number[] {
  const first: number[] = [];
  const rest: number[] = [];
  for (const id of ids) {
    const mark = matches.mark(id);
    if (mark === 2) first.push(id);
    else if (mark === 1) rest.push(id);
  }
  return first.length ? first.concat(rest) : rest;
}
