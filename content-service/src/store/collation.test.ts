import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  collationKey,
  containsPattern,
  containsSql,
  foldText,
  primaryWeights,
  registerCollation,
} from './collation';

/**
 * MariaDB 10.11's answers (the live WordPress's database): `SELECT … ORDER BY v` on these strings
 * as utf8mb4_unicode_520_ci, ties in insertion order. Punctuation before symbols, currency before
 * digits, letters by their base, kana by sound, Han and unlisted characters last.
 */
const MARIADB_ORDER = [
  '\t',
  '',
  ' ',
  '`tick',
  '^caret',
  '_under',
  '-dash',
  '—dash',
  ',comma',
  ';semi',
  ':colon',
  '!bang',
  '?q',
  '…ellipsis',
  '.dot',
  '‘single',
  '“quote',
  '(paren',
  ')',
  '[…] Another short one',
  '{brace',
  '}',
  '@at',
  '*star',
  '/slash',
  '\\back',
  '&amp',
  '#hash',
  '%pct',
  '+plus',
  '<strong>Headings',
  '=eq',
  '|pipe',
  '~tilde',
  'ー',
  '$dollar',
  '£pound',
  '€euro',
  '0zero',
  '9nine',
  'a\t',
  'a \t',
  'a \tx',
  'a  \t',
  'a',
  'a ',
  'a\u00a0',
  'a\u3000',
  'a  b',
  'a b',
  'a\u3000b',
  'a!',
  'Ab',
  'ab',
  'aB',
  'abc',
  'ABD',
  'æ',
  'ae',
  '𝐀x',
  'Ａz',
  'Été',
  'ete',
  'ø',
  'o',
  'Ø',
  'oz',
  'ß',
  'ss',
  'アメリカ',
  'あめりか',
  '一',
  '가',
  '😀',
];

/** MariaDB's `s LIKE p` (utf8mb4_unicode_520_ci): character by character, case and accents aside. */
const MARIADB_LIKE: [string, string, boolean][] = [
  ['Résumé', 'RESUME', true],
  ['ｆｏｏ', 'FOO', true],
  ['Øre', 'ore', true],
  ['Επίπεδο 2', 'επιπεδο', true],
  ['content περιεχόμενο', 'ΠΕΡΙΕΧΟΜΕΝΟ', true],
  ['アメリカ', 'あめ', true],
  ['ガ', 'か', true],
  ['º', 'o', true],
  // Equal as wholes ('æ' = 'ae'), but LIKE compares one character with one.
  ['æ', 'a', false],
  ['ß', 'ss', false],
  ['ﬁle', 'fi', false],
  ['100%', '0%', true],
  ['1000', '0%', false],
  ['a_b', 'a_b', true],
  ['axb', 'a_b', false],
];

function sortedByStore(values: string[]): string[] {
  const db = new Database(':memory:');
  registerCollation(db);
  db.exec(`CREATE TABLE t (i INTEGER, v TEXT)`);
  const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
  values.forEach((value, i) => insert.run(i, value));
  const sorted = db.prepare('SELECT v FROM t ORDER BY wp_collate(v), i').pluck().all() as string[];
  db.close();
  return sorted;
}

describe('wp_collate: the order of utf8mb4_unicode_520_ci', () => {
  it('reads the weights MariaDB gives (WEIGHT_STRING)', () => {
    expect(primaryWeights('a'.codePointAt(0)!)).toEqual([0x120f]);
    expect(primaryWeights('ß'.codePointAt(0)!)).toEqual([0x1410, 0x1410]);
    expect(primaryWeights('!'.codePointAt(0)!)).toEqual([0x026e]);
    expect(primaryWeights(0).length).toBe(0); // ignorable
    expect(primaryWeights('一'.codePointAt(0)!)).toEqual([0xfb40, 0xce00]);
    expect(primaryWeights('가'.codePointAt(0)!)).toEqual([0xfbc1, 0xac00]);
  });

  it('orders strings as MariaDB does: punctuation, symbols, digits, letters, kana, Han', () => {
    const shuffled = [...MARIADB_ORDER].reverse();
    const expected = [...MARIADB_ORDER];
    // Ties keep their insertion order: here reversed ('a' = 'a ' = 'a\u00a0', 'Ab' = 'ab' = 'aB', …).
    const key = (s: string) => collationKey(s);
    const tieGroups = new Map<string, string[]>();
    for (const s of MARIADB_ORDER) tieGroups.set(key(s), [...(tieGroups.get(key(s)) ?? []), s]);
    const expectedReversedTies = [...tieGroups.values()].flatMap((group) => [...group].reverse());
    expect(sortedByStore(shuffled)).toEqual(expectedReversedTies);
    expect(sortedByStore(expected)).toEqual(expected);
  });

  it('ignores case, accents, width and kana script, and trailing spaces', () => {
    expect(collationKey('WP-Hangouts')).toBe(collationKey('wp-hangouts'));
    expect(collationKey('Été')).toBe(collationKey('ete'));
    expect(collationKey('ＡＢＣ')).toBe(collationKey('abc'));
    expect(collationKey('アメリカ')).toBe(collationKey('あめりか'));
    expect(collationKey('a  ')).toBe(collationKey('a'));
    expect(collationKey('æ')).toBe(collationKey('ae'));
  });

  it('sorts by the first 512 weights only (max_sort_length 1024 bytes)', () => {
    const start = 'x'.repeat(600);
    expect(collationKey(`${start}a`)).toBe(collationKey(`${start}b`));
    expect(collationKey(`${'x'.repeat(500)}a`) < collationKey(`${'x'.repeat(500)}b`)).toBe(true);
  });

  it('orders names as the live WordPress does (Japanese theme test data)', () => {
    expect(
      sortedByStore([
        'WP-Hangouts',
        'いろは',
        'themedemos',
        'アメリカ',
        'mypacecreator',
        'Uncategorized',
        'naokomc',
        'おおさか',
        'オーストラリア',
      ]),
    ).toEqual([
      'mypacecreator',
      'naokomc',
      'themedemos',
      'Uncategorized',
      'WP-Hangouts',
      'アメリカ',
      'いろは',
      'オーストラリア',
      'おおさか',
    ]);
  });
});

describe('wp_fold: LIKE as utf8mb4_unicode_520_ci matches', () => {
  it.each(MARIADB_LIKE)('%j LIKE %%%j%% is %j', (text, pattern, matches) => {
    const db = new Database(':memory:');
    registerCollation(db);
    const found = db
      .prepare(`SELECT ${containsSql('?')}`)
      .pluck()
      .get(text, containsPattern(pattern));
    db.close();
    expect(found === 1).toBe(matches);
  });

  it('folds ASCII to itself but for a–z, as the weight table says', () => {
    for (let cp = 0; cp < 0x80; cp++) {
      const char = String.fromCharCode(cp);
      const alone = [...Array(0x80).keys()].filter(
        (other) => other !== cp && primaryWeights(other).join() === primaryWeights(cp).join(),
      );
      const lowest = Math.min(cp, ...alone);
      if (primaryWeights(cp).length) expect(foldText(char)).toBe(String.fromCharCode(lowest));
    }
  });

  it('folds each character to one member of its class', () => {
    expect(foldText('Épée')).toBe(foldText('EPEE'));
    expect(foldText('plain text')).toBe(foldText('PLAIN TEXT'));
    expect(foldText('æ')).not.toBe(foldText('ae'));
  });
});
