import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { collationKey, registerCollation } from './collation';

describe('wp_collate: the order of utf8mb4_unicode_520_ci', () => {
  it('ignores case, accents, width and kana script', () => {
    expect(collationKey('WP-Hangouts')).toBe(collationKey('wp-hangouts'));
    expect(collationKey('Été')).toBe('ete');
    expect(collationKey('ＡＢＣ')).toBe('abc');
    expect(collationKey('アメリカ')).toBe(collationKey('あめりか'));
    expect(collationKey('ガ')).toBe(collationKey('か'));
    // Live WordPress: オーストラリア before おおさか.
    expect(collationKey('オーストラリア') < collationKey('おおさか')).toBe(true);
  });

  it('orders names as the live WordPress does (Japanese theme test data)', () => {
    const db = new Database(':memory:');
    registerCollation(db);
    db.exec(`CREATE TABLE t (name TEXT)`);
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    for (const name of [
      'WP-Hangouts',
      'いろは',
      'themedemos',
      'アメリカ',
      'mypacecreator',
      'Uncategorized',
      'naokomc',
    ])
      insert.run(name);
    expect(db.prepare('SELECT name FROM t ORDER BY wp_collate(name)').pluck().all()).toEqual([
      'mypacecreator',
      'naokomc',
      'themedemos',
      'Uncategorized',
      'WP-Hangouts',
      'アメリカ',
      'いろは',
    ]);
    db.close();
  });
});
