import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite, queryData } from '../test/site';
import { writeOption } from '../../store/options';
import { type Store } from '../../store/open-store';

let db: Store;

function post(id: number, type: string, status: string, title = `${type} ${id}`): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title)
     VALUES (?, 1, ?, ?, ?, ?)`,
  ).run(id, type, status, `${type}-${id}`, title);
}

function meta(id: number, key: string, value: string | number): void {
  db.prepare('INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, ?, ?)').run(
    id,
    key,
    String(value),
  );
}

function term(id: number, taxonomy: string, slug: string): void {
  db.prepare('INSERT INTO terms (term_id, name, slug) VALUES (?, ?, ?)').run(id, slug, slug);
  db.prepare(
    'INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy, count) VALUES (?, ?, ?, 1)',
  ).run(id, id, taxonomy);
}

/** A nav_menu_item of menu 5 pointing at a post or term, or a custom link. */
function item(id: number, type: string, objectId: number, object: string): void {
  post(id, 'nav_menu_item', 'publish', '');
  meta(id, '_menu_item_type', type);
  meta(id, '_menu_item_object_id', objectId);
  meta(id, '_menu_item_object', object);
  meta(id, '_menu_item_url', type === 'custom' ? 'https://example.com/' : '');
  db.prepare('INSERT INTO term_relationships (object_id, term_taxonomy_id) VALUES (?, 5)').run(id);
}

beforeEach(() => {
  db = blankSite();
  writeOption(db, 'nav_menu_locations', { primary: 5 });
  term(5, 'nav_menu', 'main');
  term(3, 'category', 'news');
  post(10, 'post', 'publish');
  post(11, 'page', 'draft');
  item(100, 'post_type', 10, 'post');
  item(101, 'taxonomy', 3, 'category');
  item(102, 'custom', 102, 'custom');
  item(103, 'post_type', 11, 'page');
});

async function connectedObject(id: number): Promise<unknown> {
  const data = await queryData(
    db,
    `{ menuItem(id: ${id}, idType: DATABASE_ID) { connectedObject { __typename
      ... on Post { databaseId } ... on Page { databaseId } ... on Category { databaseId } } } }`,
  );
  return (data as { menuItem: { connectedObject: unknown } }).menuItem.connectedObject;
}

describe('MenuItem.connectedObject (deprecated twin of connectedNode)', () => {
  it('is the post or term the item links to', async () => {
    expect(await connectedObject(100)).toEqual({ __typename: 'Post', databaseId: 10 });
    expect(await connectedObject(101)).toEqual({ __typename: 'Category', databaseId: 3 });
  });

  it('is null for a custom link and for a post the reader may not see', async () => {
    expect(await connectedObject(102)).toBeNull();
    expect(await connectedObject(103)).toBeNull();
  });
});

describe('menuItems(where: { parentId })', () => {
  it('reads "0" as the top level, numbers and global ids as the parent, other ids as none', async () => {
    for (const id of [100, 101, 102, 103]) meta(id, '_menu_item_menu_item_parent', 0);
    post(104, 'nav_menu_item', 'publish', '');
    meta(104, '_menu_item_type', 'custom');
    meta(104, '_menu_item_menu_item_parent', 100);
    db.prepare(
      'INSERT INTO term_relationships (object_id, term_taxonomy_id) VALUES (104, 5)',
    ).run();
    const ids = async (parentId: string) => {
      const data = await queryData(
        db,
        `{ menuItems(where: { parentId: "${parentId}", parentDatabaseId: 100 }) { nodes { databaseId } } }`,
      );
      return (data as { menuItems: { nodes: { databaseId: number }[] } }).menuItems.nodes
        .map((n) => n.databaseId)
        .sort();
    };
    expect(await ids('0')).toEqual([100, 101, 102, 103]);
    expect(await ids('100')).toEqual([104]);
    expect(await ids(Buffer.from('post:100').toString('base64'))).toEqual([104]);
    expect(await ids('abc')).toEqual([]);
    expect(await ids('')).toEqual([104]);
  });
});

describe('menus(where:) and menu(id:) as WPGraphQL reads them', () => {
  const names = async (query: string) => {
    const data = (await queryData(db, query)) as Record<string, unknown>;
    return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  };

  it('ignores an empty slug or id 0, and looks up the sanitised slug', async () => {
    expect(
      await names(`{ a: menus(where: { slug: "" }) { nodes { databaseId } }
        b: menus(where: { id: 0 }) { nodes { databaseId } }
        c: menus(where: { slug: " Main " }) { nodes { databaseId } }
        d: menu(id: "Ma in", idType: SLUG) { databaseId } }`),
    ).toEqual({
      a: { nodes: [{ databaseId: 5 }] },
      b: { nodes: [{ databaseId: 5 }] },
      c: { nodes: [{ databaseId: 5 }] },
      d: null,
    });
    expect(await names(`{ menu(id: "MAIN.", idType: SLUG) { databaseId } }`)).toEqual({
      menu: { databaseId: 5 },
    });
  });

  it('answers no menuId for a term that is no menu (WPGraphQL’s Term model)', async () => {
    expect(
      await names(`{ a: menu(id: 5, idType: DATABASE_ID) { databaseId menuId }
        b: menu(id: 3, idType: DATABASE_ID) { databaseId menuId } }`),
    ).toEqual({ a: { databaseId: 5, menuId: 5 }, b: { databaseId: 3, menuId: null } });
  });
});
