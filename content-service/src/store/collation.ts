import type Database from 'better-sqlite3';

/**
 * WordPress's tables use MariaDB's utf8mb4_unicode_520_ci collation: names compare at the Unicode
 * Collation Algorithm's primary level, so case, accents, width and kana script do not count
 * ('WP' = 'wp', 'é' = 'e', 'ア' = 'あ'). SQLite compares code points. `wp_collate(text)` gives a
 * key that orders as that collation does for the letters sites use (Latin, Greek, Cyrillic, kana,
 * then Han in code point order, which UCA follows for these scripts); queries order by it where
 * WordPress orders by a name, title or login.
 */
export function collationKey(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Katakana → hiragana: the same primary weight.
      .replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
      // The prolonged sound mark (ー) sorts before every kana, as MariaDB orders it.
      .replace(/\u30FC/g, '\u3040')
  );
}

/** Registers `wp_collate()` on a store's connection. */
export function registerCollation(db: Database.Database): void {
  db.function('wp_collate', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? collationKey(value) : value,
  );
}
