import type Database from 'better-sqlite3';

/*
 * The search index (migrations 4 and 5: post_text, post_search, post_title_search) is kept in step
 * with posts by triggers, row by row. An import writes tens of thousands of posts in one
 * transaction, and there the triggers cost more than the import itself (each fires two FTS5
 * inserts and a fold per row): an import defers them and fills the index once at the end, in bulk.
 */

/** Connections whose search triggers are deferred (wp_search_deferred() answers 1). */
const deferred = new WeakSet<Database.Database>();

/** Registers `wp_search_deferred()`, which the search triggers test (WHEN NOT …) before firing. */
export function registerSearchIndex(db: Database.Database): void {
  db.function('wp_search_deferred', { deterministic: false }, () => (deferred.has(db) ? 1 : 0));
}

/** The index's rows for every post, from posts (the fill of migration 5 and of a rebuild). */
export const FILL_SEARCH_INDEX_SQL = `
  INSERT INTO post_text (ID, title, excerpt, content)
    SELECT ID, wp_search_fold(post_title), wp_search_fold(post_excerpt),
      wp_search_fold(post_content) FROM posts;
  INSERT INTO post_search (rowid, title, excerpt, content)
    SELECT ID, wp_search_words(title), wp_search_words(excerpt), wp_search_words(content)
    FROM post_text;
  INSERT INTO post_title_search (rowid, title)
    SELECT ID, wp_search_words(title) FROM post_text;
`;

/**
 * Runs `write` (an import, in the caller's transaction) with the search triggers off, then
 * rebuilds the whole index from posts: what `write` inserted, replaced or deleted is then indexed
 * as the triggers would have indexed it. On an error the triggers are back on and the index is
 * left to the caller's rollback.
 */
export async function withSearchIndexDeferred<T>(
  db: Database.Database,
  write: () => Promise<T>,
): Promise<T> {
  deferred.add(db);
  try {
    const result = await write();
    rebuildSearchIndex(db);
    return result;
  } finally {
    deferred.delete(db);
  }
}

/** Empties the index and fills it again from posts. */
export function rebuildSearchIndex(db: Database.Database): void {
  db.exec(`
    DELETE FROM post_text;
    INSERT INTO post_search (post_search) VALUES ('delete-all');
    INSERT INTO post_title_search (post_title_search) VALUES ('delete-all');
    ${FILL_SEARCH_INDEX_SQL}
  `);
}
