import type Database from 'better-sqlite3';

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * A prepared statement, compiled once per database and SQL text: resolvers run the same few
 * queries for every node, and compiling SQL each time costs more than running it.
 */
export function prepared(db: Database.Database, sql: string): Database.Statement {
  let map = statements.get(db);
  if (!map) {
    map = new Map();
    statements.set(db, map);
  }
  let statement = map.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    map.set(sql, statement);
  }
  return statement;
}
