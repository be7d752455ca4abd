import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/wordpress/types/layout';
import { buildMenuTree, type MenuNode } from './buildMenuTree';

const item = (id: number, parentId: number, order: number, label = `item ${id}`): MenuItem => ({
  id,
  label,
  uri: `/${id}/`,
  parentId,
  order,
  target: null,
  cssClasses: [],
});

const shape = (nodes: MenuNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.id, shape(node.children)] : node.id));

describe('buildMenuTree', () => {
  it('nests items under their parents through three levels', () => {
    const tree = buildMenuTree([
      item(1, 0, 1),
      item(2, 1, 2),
      item(3, 2, 3),
      item(4, 1, 4),
      item(5, 0, 5),
    ]);
    expect(shape(tree)).toEqual([[1, [[2, [3]], 4]], 5]);
    expect(tree[0]?.children[0]?.children[0]?.label).toBe('item 3');
  });

  it('drops items nested deeper than three levels', () => {
    const tree = buildMenuTree([item(1, 0, 1), item(2, 1, 2), item(3, 2, 3), item(4, 3, 4)]);
    expect(shape(tree)).toEqual([[1, [[2, [3]]]]]);
  });

  it('orders each level by menu order, whatever the list order', () => {
    const tree = buildMenuTree([
      item(10, 0, 3),
      item(11, 10, 9),
      item(12, 0, 1),
      item(13, 10, 4),
      item(14, 0, 2),
    ]);
    expect(shape(tree)).toEqual([12, 14, [10, [13, 11]]]);
  });

  it('keeps the list order for equal menu orders', () => {
    expect(shape(buildMenuTree([item(3, 0, 0), item(1, 0, 0), item(2, 0, 0)]))).toEqual([3, 1, 2]);
  });

  it('shows an item whose parent is missing at the top level, with its own children', () => {
    const tree = buildMenuTree([item(1, 0, 1), item(7, 99, 2), item(8, 7, 3)]);
    expect(shape(tree)).toEqual([1, [7, [8]]]);
  });

  it('leaves out items in a parent cycle and never loops', () => {
    const tree = buildMenuTree([item(1, 0, 1), item(2, 3, 2), item(3, 2, 3)]);
    expect(shape(tree)).toEqual([1]);
  });

  it('treats an item that is its own parent as top level', () => {
    expect(shape(buildMenuTree([item(4, 4, 1)]))).toEqual([4]);
  });

  it('returns an empty tree for an empty menu', () => {
    expect(buildMenuTree([])).toEqual([]);
  });
});
