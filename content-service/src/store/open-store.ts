import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { registerCollation } from './collation';
import { migrate } from './migrations';
import { registerSearchIndex } from './search-index';

export type Store = Database.Database;

/** Default database file, under the git-ignored `.data/` of the project. */
export const DEFAULT_DB_PATH = path.resolve(__dirname, '..', '..', '..', '.data', 'content.sqlite');

/** The database file: `--db`, else the environment's CONTENT_DB, else the default. */
export function resolveDbPath(
  flag: string | undefined,
  env: Record<string, string | undefined>,
): string {
  return path.resolve(flag ?? env.CONTENT_DB ?? DEFAULT_DB_PATH);
}

const MMAP_BYTES = 1 << 30;

/** Opens (creating when missing) the SQLite store and brings its schema up to date. */
export function openStore(file: string, options: { readonly?: boolean } = {}): Store {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false });
  // Before migrating: the search index's migration and triggers fold text with wp_search_fold,
  // and its triggers ask wp_search_deferred() whether an import has them stand aside.
  registerCollation(db);
  registerSearchIndex(db);
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    migrate(db);
  }
  db.pragma('foreign_keys = ON');
  // Reads through a memory map rather than a read() per page: a search at 100,000 posts reads
  // tens of thousands of rows (address space, not memory: the pages are the file's).
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
  return db;
}
