import { toSiteHref } from '../../html/internal-links';
import { toPlainText } from '../../html/plain-text';
import type { LayoutMenuItemFieldsFragment } from '../generated/graphql';
import type { MenuItem } from '../types/layout';
import type { ReshapeContext } from './context';

/**
 * WordPress's flat menu list as the site's MenuItem[] (the tree is built from parentId by the
 * layout): labels as plain text, internal addresses as site paths, in menu order.
 */
export function reshapeMenuItems(
  nodes: LayoutMenuItemFieldsFragment[],
  context: ReshapeContext,
): MenuItem[] {
  return nodes
    .map((node) => ({
      id: node.databaseId,
      label: toPlainText(node.label),
      uri: node.uri ? toSiteHref(node.uri, context.links) : null,
      parentId: node.parentDatabaseId ?? 0,
      order: node.order ?? 0,
      target: node.target === '_blank' ? '_blank' : null,
      cssClasses: (node.cssClasses ?? []).filter((name): name is string => Boolean(name)),
    }))
    .sort((a, b) => a.order - b.order);
}
