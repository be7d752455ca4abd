import type { Sql } from './sql';

interface MenuItemRow {
  id: number;
  status: string;
  menu: string | null;
  type: string | null;
  object: string | null;
  objectId: string | null;
}

/** Menu items an import leaves out, with the line the import reports for each. */
export interface DroppedMenuItems {
  ids: number[];
  warnings: string[];
}

/**
 * Removes the menu items of this import that WordPress's importer (0.9.5, `process_menu_item`)
 * does not import, so that a site moved here shows the menus it shows after a WordPress import:
 * drafts (unsaved Customizer items), items of no menu, and items linking to a post or term that is
 * neither in the file nor already in the store (the importer retries them once every post and term
 * is in, then drops them; WordPress would not show such an item anyway: its object is gone). Their
 * children move to the top of the menu, as the importer leaves them with parent 0. Each dropped
 * item gets a warning line naming it, so nothing is lost silently.
 */
export function dropUnimportableMenuItems(sql: Sql, imported: Iterable<number>): DroppedMenuItems {
  const dropped: DroppedMenuItems = { ids: [], warnings: [] };
  for (const id of imported) {
    const item = menuItem(sql, id);
    if (item === undefined) continue;
    const reason = whyDropped(sql, item);
    if (reason === undefined) continue;
    dropped.ids.push(id);
    const menu = item.menu === null ? '' : ` of menu '${item.menu}'`;
    dropped.warnings.push(`menu item ${id}${menu} skipped: ${reason}`);
  }
  for (const id of dropped.ids) {
    sql.run('DELETE FROM postmeta WHERE post_id = ?', id);
    sql.run('DELETE FROM term_relationships WHERE object_id = ?', id);
    sql.run('DELETE FROM posts WHERE ID = ?', id);
    sql.run(
      `UPDATE postmeta SET meta_value = '0'
       WHERE meta_key = '_menu_item_menu_item_parent' AND meta_value = ?`,
      String(id),
    );
  }
  return dropped;
}

function menuItem(sql: Sql, id: number): MenuItemRow | undefined {
  const meta = (key: string) =>
    `(SELECT meta_value FROM postmeta WHERE post_id = p.ID AND meta_key = '${key}' LIMIT 1)`;
  return sql.get<MenuItemRow>(
    `SELECT p.ID AS id, p.post_status AS status,
       (SELECT t.slug FROM term_relationships tr
          JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
          JOIN terms t ON t.term_id = tt.term_id
        WHERE tr.object_id = p.ID AND tt.taxonomy = 'nav_menu' LIMIT 1) AS menu,
       ${meta('_menu_item_type')} AS type, ${meta('_menu_item_object')} AS object,
       ${meta('_menu_item_object_id')} AS objectId
     FROM posts p WHERE p.ID = ? AND p.post_type = 'nav_menu_item'`,
    id,
  );
}

function whyDropped(sql: Sql, item: MenuItemRow): string | undefined {
  if (item.status === 'draft') return 'it is a draft';
  if (item.menu === null) return 'it belongs to no menu';
  const objectId = Number(item.objectId);
  const what = `its ${item.object ?? 'object'} ${item.objectId ?? '(none)'} is not in the export`;
  if (item.type === 'post_type') {
    const found = sql.value<number>('SELECT 1 FROM posts WHERE ID = ?', objectId);
    return found === undefined ? what : undefined;
  }
  if (item.type === 'taxonomy') {
    // The importer looks the export's term id up among the terms it imported, whatever their
    // taxonomy (the reference export has an item for 'category' 137, a tag).
    const found = sql.value<number>('SELECT 1 FROM terms WHERE term_id = ?', objectId);
    return found === undefined ? what : undefined;
  }
  return undefined;
}
