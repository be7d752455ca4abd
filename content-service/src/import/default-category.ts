import type Database from 'better-sqlite3';
import { readOption, writeOption } from '../store/options';
import type { Sql } from './sql';
import type { TermWriter } from './terms';

/**
 * A WordPress site always has its default category (the `default_category` option; 'Uncategorized',
 * term 1, on a new install): an export often lacks it (the Japanese theme test data), yet after
 * WordPress's importer it is there, listed with the other categories. Once the file is read:
 * - the option keeps a category that exists; otherwise it names the category 'uncategorized' of the
 *   file or store, else a new 'Uncategorized' (term id 1 when free, as on a new install);
 * - a post of this import with no category gets the default one, as `wp_insert_post()` gives it
 *   when the importer inserts the post (auto-drafts excepted).
 * Returns the option names written.
 */
export function ensureDefaultCategory(
  db: Database.Database,
  sql: Sql,
  terms: TermWriter,
  imported: Iterable<number>,
): string[] {
  const written: string[] = [];
  let termId = categoryTermId(sql, Number(readOption(db, 'default_category')));
  if (termId === undefined) {
    termId = terms.ensure('category', 'uncategorized', 'Uncategorized', 1);
    writeOption(db, 'default_category', termId);
    written.push('default_category');
  }
  const ttid = sql.value<number>(
    "SELECT term_taxonomy_id FROM term_taxonomy WHERE term_id = ? AND taxonomy = 'category'",
    termId,
  );
  for (const id of imported) {
    const uncategorized = sql.value<number>(
      `SELECT 1 FROM posts p WHERE p.ID = ? AND p.post_type = 'post' AND p.post_status <> 'auto-draft'
         AND NOT EXISTS (SELECT 1 FROM term_relationships tr
           JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
           WHERE tr.object_id = p.ID AND tt.taxonomy = 'category')`,
      id,
    );
    if (uncategorized !== undefined && ttid !== undefined) {
      sql.run(
        'INSERT OR IGNORE INTO term_relationships (object_id, term_taxonomy_id) VALUES (?, ?)',
        id,
        ttid,
      );
    }
  }
  return written;
}

function categoryTermId(sql: Sql, termId: number): number | undefined {
  if (!Number.isSafeInteger(termId) || termId <= 0) return undefined;
  const found = sql.value<number>(
    "SELECT 1 FROM term_taxonomy WHERE term_id = ? AND taxonomy = 'category'",
    termId,
  );
  return found === undefined ? undefined : termId;
}
