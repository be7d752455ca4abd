import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { readablePost } from './content-node';
import { toCursor, toGlobalId } from '../model/global-id';
import { option, postById, postMeta, singleMeta, termById } from '../model/loaders';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { homeUrl, postLink, termLink } from '../model/permalinks';
import type { PostRow, TermRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';

/** Menu locations (theme location slug -> menu term id); the GraphQL enum is the upper-cased slug. */
export function menuLocations(ctx: RequestContext): Record<string, number> {
  const raw = option<Record<string, unknown>>(ctx, 'nav_menu_locations') ?? {};
  const out: Record<string, number> = {};
  for (const [location, value] of Object.entries(raw)) {
    const id =
      typeof value === 'object' && value
        ? Number((value as { term_id?: unknown }).term_id)
        : Number(value);
    if (Number.isInteger(id) && id > 0) out[location] = id;
  }
  return out;
}

export const locationEnum = (slug: string) => slug.toUpperCase().replace(/-/g, '_');

export function locationsOfMenu(ctx: RequestContext, menuId: number): string[] | null {
  const list = Object.entries(menuLocations(ctx))
    .filter(([, id]) => id === menuId)
    .map(([slug]) => locationEnum(slug));
  return list.length ? list : null;
}

/** WPGraphQL hides menus without a theme location from anonymous readers. */
export function canReadMenu(ctx: RequestContext, menuId: number): boolean {
  return ctx.viewer !== null || locationsOfMenu(ctx, menuId) !== null;
}

/** Items of menus by menu_order; across menus, equal orders newest item first (as WP_Query ties). */
export function menuItemIds(ctx: RequestContext, menuIds: number[], parent?: number): number[] {
  if (menuIds.length === 0) return [];
  const ids = prepared(
    ctx.db,
    `SELECT p.ID FROM posts p
       JOIN term_relationships tr ON tr.object_id = p.ID
       JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'nav_menu'
       WHERE p.post_type = 'nav_menu_item' AND p.post_status = 'publish'
         AND tt.term_id IN (${menuIds.map(() => '?').join(', ')})
       ORDER BY p.menu_order ASC, p.ID DESC`,
  )
    .pluck()
    .all(...menuIds) as number[];
  if (parent === undefined) return ids;
  return ids.filter((id) => itemParent(ctx, id) === parent);
}

function meta(ctx: RequestContext, row: PostRow, key: string): string {
  const v = singleMeta(postMeta(ctx, row.ID), `_menu_item_${key}`);
  return typeof v === 'string' ? v : v == null ? '' : String(v);
}

function itemParent(ctx: RequestContext, id: number): number {
  const row = postById(ctx, id);
  return row ? Number(meta(ctx, row, 'menu_item_parent')) || 0 : 0;
}

function menuOf(ctx: RequestContext, row: PostRow): TermRow | undefined {
  const termId = prepared(
    ctx.db,
    `SELECT tt.term_id FROM term_relationships tr JOIN term_taxonomy tt
       ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tr.object_id = ? AND tt.taxonomy = 'nav_menu'`,
  )
    .pluck()
    .get(row.ID) as number | undefined;
  return termId ? termById(ctx, termId) : undefined;
}

/** The post or term a menu item points at, when readable. */
function connected(ctx: RequestContext, row: PostRow): PostRow | TermRow | null {
  const type = meta(ctx, row, 'type');
  const objectId = Number(meta(ctx, row, 'object_id'));
  if (type === 'post_type') return readablePost(ctx, objectId);
  if (type === 'taxonomy') return termById(ctx, objectId) ?? null;
  return null;
}

function itemUrl(ctx: RequestContext, row: PostRow): string | null {
  const target = connected(ctx, row);
  if (target && 'post_type' in target) return postLink(ctx, target);
  if (target) return termLink(ctx, target);
  const url = meta(ctx, row, 'url');
  return url === '' ? null : url;
}

/** WPGraphQL's uri/path for a menu item: the URL relative to home when it is on the site. */
function relative(ctx: RequestContext, url: string | null): string | null {
  if (url === null) return null;
  const home = homeUrl(ctx);
  if (url === home || url.startsWith(home + '/')) return url.slice(home.length) || '/';
  if (url.startsWith('/')) return url;
  return url;
}

export const menuResolvers: Resolvers = {
  Menu: {
    id: resolver<TermRow>((t) => toGlobalId('term', t.term_id)),
    databaseId: resolver<TermRow>((t) => t.term_id),
    // Deprecated menuId is the Menu model's; a term that is no menu (menu(id:) by database or
    // global id) comes as WPGraphQL's Term model, which has no menuId.
    menuId: resolver<TermRow>((t) => (t.taxonomy === 'nav_menu' ? t.term_id : null)),
    name: resolver<TermRow>((t) => t.name),
    slug: resolver<TermRow>((t) => t.slug),
    count: resolver<TermRow>((t) => t.count || null),
    isRestricted: () => false,
    locations: resolver<TermRow, never>((t, _a, ctx) => locationsOfMenu(ctx, t.term_id)),
    menuItems: resolver<
      TermRow,
      ConnectionArgs & { where?: { parentDatabaseId?: number | null } | null }
    >((t, args, ctx) => {
      // menu(id:) by database or global id answers any term; WPGraphQL's connection then fails
      // on the Term model a menu's items are asked of ("Internal server error").
      if (t.taxonomy !== 'nav_menu') throw new Error('Menu items of a term that is no menu');
      const parent = args.where?.parentDatabaseId ?? undefined;
      const ids = menuItemIds(ctx, [t.term_id], parent === null ? undefined : parent);
      return paginate(ids, { ...args, where: null }, (id) => postById(ctx, id));
    }),
  },
  MenuItem: {
    id: resolver<PostRow>((r) => toGlobalId('post', r.ID)),
    databaseId: resolver<PostRow>((r) => r.ID),
    menuItemId: resolver<PostRow>((r) => r.ID),
    isRestricted: () => false,
    label: resolver<PostRow, never>((r, _a, ctx) => {
      if (r.post_title !== '') return r.post_title;
      const target = connected(ctx, r);
      if (target && 'post_type' in target) return target.post_title || null;
      return target ? target.name : null;
    }),
    title: resolver<PostRow>((r) => r.post_excerpt || null),
    description: resolver<PostRow>((r) => r.post_content.trim() || null),
    url: resolver<PostRow, never>((r, _a, ctx) => itemUrl(ctx, r)),
    uri: resolver<PostRow, never>((r, _a, ctx) => relative(ctx, itemUrl(ctx, r))),
    path: resolver<PostRow, never>((r, _a, ctx) => {
      return relative(ctx, itemUrl(ctx, r));
    }),
    target: resolver<PostRow, never>((r, _a, ctx) => meta(ctx, r, 'target') || null),
    linkRelationship: resolver<PostRow, never>((r, _a, ctx) => meta(ctx, r, 'xfn') || null),
    cssClasses: resolver<PostRow, never>((r, _a, ctx) => {
      const v = singleMeta(postMeta(ctx, r.ID), '_menu_item_classes');
      const list = Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [];
      return list.filter((c): c is string => typeof c === 'string' && c !== '');
    }),
    order: resolver<PostRow>((r) => r.menu_order),
    parentDatabaseId: resolver<PostRow, never>((r, _a, ctx) => itemParent(ctx, r.ID)),
    parentId: resolver<PostRow, never>((r, _a, ctx) => {
      const p = itemParent(ctx, r.ID);
      return p ? toGlobalId('post', p) : null;
    }),
    locations: resolver<PostRow, never>((r, _a, ctx) => {
      const menu = menuOf(ctx, r);
      return menu ? locationsOfMenu(ctx, menu.term_id) : null;
    }),
    menu: resolver<PostRow, never>((r, _a, ctx) => {
      const menu = menuOf(ctx, r);
      return menu ? { node: menu, cursor: toCursor(menu.term_id) } : null;
    }),
    connectedNode: resolver<PostRow, never>((r, _a, ctx) => {
      const target = connected(ctx, r);
      if (!target) return null;
      return { node: target, cursor: toCursor('term_id' in target ? target.term_id : target.ID) };
    }),
    // Deprecated twin of connectedNode (MenuItemObjectUnion): the same post or term, no edge;
    // null for a custom link.
    connectedObject: resolver<PostRow, never>((r, _a, ctx) => connected(ctx, r)),
    childItems: resolver<PostRow, ConnectionArgs>((r, args, ctx) => {
      const menu = menuOf(ctx, r);
      const ids = menu ? menuItemIds(ctx, [menu.term_id], r.ID) : [];
      return paginate(ids, { ...args, where: null }, (id) => postById(ctx, id));
    }),
  },
};
