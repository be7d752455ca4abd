import type Database from 'better-sqlite3';

/**
 * Site options. Unlike WordPress (PHP-serialized text), `options.option_value` holds JSON text of the
 * decoded value, so every reader gets plain JSON values without a PHP unserializer.
 */

/**
 * The decoded value of an option, or `undefined` when the row does not exist. `T` is the caller's
 * expectation of the JSON shape; it is not checked.
 */
export function readOption<T = unknown>(db: Database.Database, name: string): T | undefined {
  const row = db.prepare('SELECT option_value FROM options WHERE option_name = ?').get(name) as
    { option_value: string } | undefined;
  if (row === undefined) return undefined;
  try {
    return JSON.parse(row.option_value) as T;
  } catch {
    // A row written by hand with plain text: the text itself is the most useful value.
    return row.option_value as T;
  }
}

/** Writes (inserting or replacing) an option as JSON text. `undefined` is stored as `null`. */
export function writeOption(
  db: Database.Database,
  name: string,
  value: unknown,
  autoload = true,
): void {
  db.prepare(
    `INSERT INTO options (option_name, option_value, autoload) VALUES (?, ?, ?)
     ON CONFLICT(option_name) DO UPDATE SET option_value = excluded.option_value,
       autoload = excluded.autoload`,
  ).run(name, JSON.stringify(value ?? null), autoload ? 1 : 0);
}

/** Whether an option row exists (whatever its value). */
export function hasOption(db: Database.Database, name: string): boolean {
  return db.prepare('SELECT 1 FROM options WHERE option_name = ?').get(name) !== undefined;
}
