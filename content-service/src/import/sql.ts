import type Database from 'better-sqlite3';

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue | undefined>;

/**
 * Prepared-statement cache plus the two write shapes the importer needs. Table and column names
 * always come from this module's callers, never from the WXR file, so building SQL from them is safe.
 */
export class Sql {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly db: Database.Database) {}

  stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  get<T>(sql: string, ...params: SqlValue[]): T | undefined {
    return this.stmt(sql)
      .pluck(false)
      .get(...params) as T | undefined;
  }

  /** The first column of the first row, or undefined. */
  value<T extends SqlValue>(sql: string, ...params: SqlValue[]): T | undefined {
    return this.stmt(sql)
      .pluck(true)
      .get(...params) as T | undefined;
  }

  run(sql: string, ...params: SqlValue[]): Database.RunResult {
    return this.stmt(sql).run(...params);
  }

  /** Inserts a row and returns its rowid (the table's INTEGER PRIMARY KEY). */
  insert(table: string, row: Row): number {
    const cols = presentColumns(row);
    const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`;
    return Number(this.run(sql, ...cols.map((c) => row[c] ?? null)).lastInsertRowid);
  }

  /**
   * Inserts the row, or updates only the columns present in `row` when `key` already exists: a
   * partial WXR item must not reset the fields another item (or an earlier import) wrote.
   */
  upsert(table: string, key: string, row: Row): void {
    const cols = presentColumns(row);
    const updates = cols.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`);
    const conflict = updates.length === 0 ? 'NOTHING' : `UPDATE SET ${updates.join(', ')}`;
    const sql =
      `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')}) ` +
      `ON CONFLICT(${key}) DO ${conflict}`;
    this.run(sql, ...cols.map((c) => row[c] ?? null));
  }
}

function presentColumns(row: Row): string[] {
  return Object.keys(row).filter((c) => row[c] !== undefined);
}
