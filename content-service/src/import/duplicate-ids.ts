import type { Sql } from './sql';

/** Hidden postmeta holding the file's `wp:post_id` of a post that had to get another id. */
export const IMPORT_ID_META = '_wxr_import_id';

/**
 * Posts that share a source `wp:post_id` with another post of the same file, and the menu links
 * that have to follow them. In Theme Unit Test, `all-pages` items have parents 1645, 1651, ... that
 * mean "the item 1645 of MY menu", while `all-pages-flat` kept id 1645. The WordPress importer
 * resolves parents through the ids it assigned; here the parent meta is pointed at the post with
 * that source id in the same menu.
 */
export class DuplicateIds {
  /** Source id → ids given to its duplicates (temporary until renumbered). */
  private readonly bySource = new Map<number, number[]>();

  constructor(private readonly sql: Sql) {}

  add(source: number, id: number): void {
    const ids = this.bySource.get(source) ?? [];
    ids.push(id);
    this.bySource.set(source, ids);
  }

  /**
   * Rewrites `_menu_item_menu_item_parent` of this import's menu items whose parent is a shared
   * source id, and `_menu_item_object_id` of custom items (it equals the item's own id).
   */
  relinkMenuItems(renamed: ReadonlyMap<number, number>, imported: (id: number) => boolean): void {
    for (const [source, temporaryIds] of this.bySource) {
      const copies = temporaryIds.map((id) => renamed.get(id) ?? id);
      const members = [source, ...copies];
      const children = this.sql
        .stmt(
          `SELECT meta_id AS metaId, post_id AS postId FROM postmeta
           WHERE meta_key = '_menu_item_menu_item_parent' AND meta_value = ?`,
        )
        .all(String(source)) as { metaId: number; postId: number }[];
      for (const child of children) {
        if (!imported(child.postId)) continue;
        const menu = this.menuOf(child.postId);
        const parent = members.find((id) => menu !== undefined && this.menuOf(id) === menu);
        if (parent !== undefined && parent !== source) {
          this.sql.run(
            'UPDATE postmeta SET meta_value = ? WHERE meta_id = ?',
            String(parent),
            child.metaId,
          );
        }
      }
      for (const id of copies) {
        this.sql.run(
          `UPDATE postmeta SET meta_value = ? WHERE post_id = ? AND meta_key = '_menu_item_object_id'
             AND meta_value = ? AND EXISTS (SELECT 1 FROM postmeta t WHERE t.post_id = ?
               AND t.meta_key = '_menu_item_type' AND t.meta_value = 'custom')`,
          String(id),
          id,
          String(source),
          id,
        );
      }
    }
  }

  private menuOf(postId: number): number | undefined {
    return this.sql.value<number>(
      `SELECT tr.term_taxonomy_id FROM term_relationships tr
       JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
       WHERE tr.object_id = ? AND tt.taxonomy = 'nav_menu' LIMIT 1`,
      postId,
    );
  }
}
