import type { MenuItem } from '@/lib/wordpress/types/layout';

export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

/** The header menu shows three levels (top, mega-menu column, column link); deeper items are dropped. */
export const MAX_MENU_DEPTH = 3;

/**
 * Builds the menu tree from WordPress's flat list by `parentId`, each level ordered by `order`
 * (then by position in the list). An item whose parent is not in the list is shown at the top
 * level, as WordPress's own menu walker does, rather than silently losing a link. Items in a
 * parent cycle never reach the top and are left out.
 */
export function buildMenuTree(items: readonly MenuItem[], maxDepth = MAX_MENU_DEPTH): MenuNode[] {
  const ids = new Set(items.map((item) => item.id));
  const byParent = new Map<number, MenuItem[]>();
  const roots: MenuItem[] = [];
  for (const item of items) {
    if (item.parentId === 0 || !ids.has(item.parentId) || item.parentId === item.id) {
      roots.push(item);
      continue;
    }
    const siblings = byParent.get(item.parentId);
    if (siblings) siblings.push(item);
    else byParent.set(item.parentId, [item]);
  }

  const toNodes = (level: MenuItem[], depth: number): MenuNode[] =>
    sortByOrder(level).map((item) => ({
      ...item,
      children: depth < maxDepth ? toNodes(byParent.get(item.id) ?? [], depth + 1) : [],
    }));

  return toNodes(roots, 1);
}

function sortByOrder(items: MenuItem[]): MenuItem[] {
  // Array.prototype.sort is stable, so equal orders keep the list's own order.
  return [...items].sort((a, b) => a.order - b.order);
}
