// nav_menu_item items, with the meta process_menu_item() in the WordPress importer reads.
import { serialize } from 'php-serialize';
import type { MenuItemSource, MenuSource } from '../source/types';
import type { MetaRow } from './acf-meta';
import type { BuildContext } from './context';
import { localToGmt, rfc2822 } from './dates';
import type { WxrItem } from './wxr-writer';

/** When the menus were last saved (after every item they link to was published). */
const MENUS_SAVED = '2026-10-07 15:00:00';

interface Resolved {
  type: 'post_type' | 'taxonomy' | 'custom';
  object: string;
  objectId: number;
  url: string;
  target: string;
  classes: string[];
}

function resolve(ctx: BuildContext, item: MenuItemSource): Resolved {
  const none = { target: '', classes: [''] };
  const to = item.to;
  switch (to.kind) {
    case 'page': {
      const page = ctx.pages.find((p) => ctx.pagePath(p) === to.path);
      if (!page) throw new Error(`Menu item ${item.id}: unknown page ${to.path}`);
      return { ...none, type: 'post_type', object: 'page', objectId: page.id, url: '' };
    }
    case 'post': {
      const post = ctx.posts.find((p) => p.slug === to.slug && p.status !== 'draft');
      if (!post) throw new Error(`Menu item ${item.id}: unknown post ${to.slug}`);
      return { ...none, type: 'post_type', object: 'post', objectId: post.id, url: '' };
    }
    case 'category': {
      const category = ctx.categories.get(to.slug);
      if (!category) throw new Error(`Menu item ${item.id}: unknown category ${to.slug}`);
      return { ...none, type: 'taxonomy', object: 'category', objectId: category.id, url: '' };
    }
    case 'custom':
      return {
        type: 'custom',
        object: 'custom',
        objectId: item.id,
        url: to.url,
        target: to.target ?? '',
        classes: to.classes ?? [''],
      };
  }
}

/** sanitize_title() for the ASCII labels used here. */
function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function menuItems(ctx: BuildContext, menu: MenuSource): WxrItem[] {
  const items: WxrItem[] = [];
  const home = ctx.index.home;
  const walk = (list: MenuItemSource[], parentId: number): void => {
    for (const item of list) {
      const r = resolve(ctx, item);
      const meta: MetaRow[] = [
        ['_menu_item_type', r.type],
        ['_menu_item_menu_item_parent', String(parentId)],
        ['_menu_item_object_id', String(r.objectId)],
        ['_menu_item_object', r.object],
        ['_menu_item_target', r.target],
        ['_menu_item_classes', serialize(r.classes)],
        ['_menu_item_xfn', ''],
        ['_menu_item_url', r.url],
      ];
      const custom = r.type === 'custom';
      const name = custom ? slugify(item.label) || String(item.id) : String(item.id);
      items.push({
        title: item.label,
        link: `${home}/?p=${item.id}`,
        creator: 'editor',
        guid: `${home}/?p=${item.id}`,
        content: custom ? '' : ' ',
        excerpt: item.attrTitle ?? '',
        id: item.id,
        date: MENUS_SAVED,
        dateGmt: localToGmt(MENUS_SAVED),
        modified: MENUS_SAVED,
        modifiedGmt: localToGmt(MENUS_SAVED),
        pubDate: rfc2822(localToGmt(MENUS_SAVED)),
        commentStatus: 'closed',
        pingStatus: 'closed',
        name,
        status: 'publish',
        parent: 0,
        menuOrder: items.length + 1,
        type: 'nav_menu_item',
        sticky: false,
        terms: [{ id: menu.termId, taxonomy: 'nav_menu', slug: menu.slug, name: menu.name }],
        meta,
        comments: [],
      });
      walk(item.children ?? [], item.id);
    }
  };
  walk(menu.items, 0);
  return items;
}
