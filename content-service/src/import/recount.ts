import type Database from 'better-sqlite3';

/**
 * Taxonomies counted like WordPress's `_update_post_term_count()`: only published objects of the
 * taxonomy's object types (all three are registered for `post` only). Every other taxonomy
 * (nav_menu, custom and WooCommerce taxonomies, ...) is counted like `_update_generic_term_count()`:
 * the number of objects.
 */
const POST_TAXONOMIES = ['category', 'post_tag', 'post_format'];

/** Recomputes `term_taxonomy.count` and `posts.comment_count` for the whole store. */
export function recount(db: Database.Database): void {
  const marks = POST_TAXONOMIES.map(() => '?').join(', ');
  // CROSS JOIN pins the loop order (relationships of one term, then posts by id); without
  // statistics the planner otherwise scans every published post once per term.
  const published = `(SELECT COUNT(*) FROM term_relationships tr CROSS JOIN posts p ON p.ID = tr.object_id
      WHERE tr.term_taxonomy_id = term_taxonomy.term_taxonomy_id
        AND p.post_type = 'post' AND p.post_status = 'publish')`;
  db.prepare(
    `UPDATE term_taxonomy SET count = ${published}
     WHERE taxonomy IN (${marks}) AND count IS NOT ${published}`,
  ).run(...POST_TAXONOMIES);

  const objects = `(SELECT COUNT(*) FROM term_relationships tr
      WHERE tr.term_taxonomy_id = term_taxonomy.term_taxonomy_id)`;
  db.prepare(
    `UPDATE term_taxonomy SET count = ${objects}
     WHERE taxonomy NOT IN (${marks}) AND count IS NOT ${objects}`,
  ).run(...POST_TAXONOMIES);

  // Only approved comments count, as wp_update_comment_count_now() does.
  const approved = `(SELECT COUNT(*) FROM comments c
      WHERE c.comment_post_ID = posts.ID AND c.comment_approved = '1')`;
  db.exec(`UPDATE posts SET comment_count = ${approved} WHERE comment_count IS NOT ${approved}`);
}
