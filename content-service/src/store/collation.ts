import type Database from 'better-sqlite3';
import { UCA520_WEIGHT_RUNS } from './uca520-weights';

/**
 * WordPress's tables use MariaDB's utf8mb4_unicode_520_ci collation: text compares by the primary
 * weights of the Unicode Collation Algorithm 5.2.0, so case, accents, width and kana script do not
 * count ('WP' = 'wp', 'é' = 'e', 'ア' = 'あ') and punctuation and symbols sort in the UCA's order,
 * not by code point. SQLite compares code points, so the store registers two functions that give
 * MariaDB's answers from the collation's own weight table (uca520-weights.ts, read from MariaDB):
 *
 * - `wp_collate(text)`: a sort key; ORDER BY it orders as MariaDB does (equal keys: equal text).
 * - `wp_fold(text)`: every character replaced by one representative of the characters weighing
 *   the same. MariaDB's LIKE compares character by character (so 'æ' is not LIKE 'ae' though
 *   'æ' = 'ae'); `wp_fold(column) LIKE fold(pattern)` does the same (`containsSql`).
 */

const UNLISTED_BASE = 0xfbc0;
/** The space's weight: PAD SPACE collations ignore trailing spaces. */
const SPACE_WEIGHT = 0x020a;

function implicitWeights(cp: number, base: number): number[] {
  return [base + (cp >> 15), (cp & 0x7fff) | 0x8000];
}

let table: Map<number, readonly number[]> | undefined;

function weightTable(): Map<number, readonly number[]> {
  if (table) return table;
  table = new Map();
  for (const line of UCA520_WEIGHT_RUNS.split('\n')) {
    const run = /^([0-9a-f]+) ([0-9a-f]*)([ish])([0-9a-f.]*)$/.exec(line);
    if (!run) continue;
    const [, start, count, kind, list] = run;
    const first = parseInt(start!, 16);
    const weights = list ? list.split('.').map((hex) => parseInt(hex, 16)) : [];
    for (let i = 0; i < (count ? parseInt(count, 16) : 1); i++) {
      const cp = first + i;
      if (kind === 'i') table.set(cp, [weights[0]! + i]);
      else if (kind === 'h') table.set(cp, implicitWeights(cp, weights[0]!));
      else table.set(cp, weights);
    }
  }
  return table;
}

/** The collation's primary weights of one code point (empty: ignorable). */
export function primaryWeights(cp: number): readonly number[] {
  return weightTable().get(cp) ?? implicitWeights(cp, UNLISTED_BASE);
}

/**
 * Each weight as two characters (high byte in U+0100–U+01FF, low byte in U+0200–U+02FF): keys
 * compare as weight sequences, in JavaScript (UTF-16) and in SQLite (UTF-8 bytes) alike.
 */
function encodeWeight(weight: number): string {
  return String.fromCharCode(0x100 + (weight >> 8), 0x200 + (weight & 0xff));
}

const SPACE_KEY = encodeWeight(SPACE_WEIGHT);
const MAX_RUN = 0x3fff;
/** The end of a key: PAD SPACE compares a shorter text as if spaces followed it forever. */
const END_KEY = SPACE_KEY + String.fromCharCode(0x300 + MAX_RUN + 1);

/**
 * A run of n spaces followed by a weight: against the end of a shorter text (endless spaces) it
 * sorts by that weight, below the end when the weight is below the space's (tab, line breaks),
 * above it otherwise; shorter runs sort further from the end.
 */
function spaceRunKey(length: number, next: number): string {
  const n = Math.min(length, MAX_RUN);
  const code = next < SPACE_WEIGHT ? n : MAX_RUN + 2 + (MAX_RUN - n);
  return SPACE_KEY + String.fromCharCode(0x300 + code);
}

const keyParts = new Map<number, readonly number[]>();

/**
 * MariaDB sorts by the first max_sort_length (1024) bytes of a value's sort key: 512 weights of
 * two bytes. Texts alike that far are ties (long contents that differ further on).
 */
const SORT_WEIGHTS = 512;

/** A key that orders as ORDER BY on a utf8mb4_unicode_520_ci column does (PAD SPACE included). */
export function collationKey(text: string): string {
  let key = '';
  let spaces = 0;
  let count = 0;
  for (const char of text) {
    if (count >= SORT_WEIGHTS) break;
    const cp = char.codePointAt(0)!;
    let weights = keyParts.get(cp);
    if (weights === undefined) {
      weights = primaryWeights(cp);
      keyParts.set(cp, weights);
    }
    for (const weight of weights) {
      if (count++ >= SORT_WEIGHTS) break;
      if (weight === SPACE_WEIGHT) {
        spaces++;
        continue;
      }
      if (spaces) key += spaceRunKey(spaces, weight);
      spaces = 0;
      key += encodeWeight(weight);
    }
  }
  return key + END_KEY;
}

/** Representative code point of each class of characters weighing the same (lowest member). */
let representatives: Map<number, number> | undefined;

function representativeOf(cp: number): number {
  if (!representatives) {
    representatives = new Map();
    const lowest = new Map<string, number>();
    for (const [member, weights] of weightTable()) {
      if (weights.length === 0) continue; // ignorables stay themselves
      const id = weights.join('.');
      const first = lowest.get(id);
      if (first === undefined) lowest.set(id, member);
      else representatives.set(member, first);
    }
  }
  return representatives.get(cp) ?? cp;
}

const NON_ASCII = /[^\0-\x7f]/gu;

/**
 * Every character replaced by its class's representative: equal folds, equal under LIKE. The
 * representative of an ASCII character is itself but for a–z (A–Z): the rest of ASCII weighs
 * alone (collation.test.ts checks it), so only other characters are looked up, one by one.
 */
export function foldText(text: string): string {
  const folded = text.replace(NON_ASCII, (char) => {
    const cp = char.codePointAt(0)!;
    const rep = representativeOf(cp);
    return rep === cp ? char : String.fromCodePoint(rep);
  });
  return folded.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** SQL for `column` containing a text (`containsPattern`), as MariaDB's LIKE '%text%' matches. */
export function containsSql(column: string, negate = false): string {
  return `wp_fold(${column}) ${negate ? 'NOT LIKE' : 'LIKE'} ? ESCAPE '\\'`;
}

/** The LIKE pattern of `containsSql`: the folded text anywhere, its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Folds of long texts (post contents) kept across queries: a search folds every candidate's
 * content once per term, and the contents rarely change. Bounded by the characters held.
 */
const FOLD_CACHE_MIN = 256;
const FOLD_CACHE_CHARS = 8_000_000;
const foldCache = new Map<string, string>();
let foldCacheChars = 0;

function cachedFold(text: string): string {
  if (text.length < FOLD_CACHE_MIN) return foldText(text);
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = foldText(text);
    if (foldCacheChars + text.length > FOLD_CACHE_CHARS) {
      foldCache.clear();
      foldCacheChars = 0;
    }
    foldCache.set(text, folded);
    foldCacheChars += text.length;
  }
  return folded;
}

/**
 * A fold's distinct words, in their first order, one space between: what the search index holds
 * (migration 5). Words end at spaces and tabs only, the characters no search term holds.
 */
export function searchWords(folded: string): string {
  return [...new Set(folded.split(/[ \t]+/))].join(' ');
}

/**
 * Registers `wp_collate()`, `wp_fold()`, `wp_search_fold()` (foldText without the cache: the
 * search index's triggers fold each text once as it is written) and `wp_search_words()` on a
 * store's connection.
 */
export function registerCollation(db: Database.Database): void {
  db.function('wp_search_words', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? searchWords(value) : value,
  );
  db.function('wp_search_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  db.function('wp_collate', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? collationKey(value) : value,
  );
  db.function('wp_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? cachedFold(value) : value,
  );
}
