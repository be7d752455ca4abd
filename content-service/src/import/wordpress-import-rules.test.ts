import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOption, writeOption } from '../store/options';
import { importWxr } from './import-wxr';
import { tempDir, tempStore, wxrDocument, wxrItem } from './test/wxr-support';

/**
 * What a site moved with WordPress's importer has beyond the file, or leaves out of it: the
 * default category, and menu items whose target is not in the export.
 */
const dir = tempDir();

function write(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

const category = (id: number, slug: string, name: string) =>
  `<wp:category><wp:term_id>${id}</wp:term_id><wp:category_nicename>${slug}</wp:category_nicename>
   <wp:category_parent></wp:category_parent><wp:cat_name><![CDATA[${name}]]></wp:cat_name></wp:category>`;

const postIn = (id: string, categories: string[]) =>
  wxrItem({ post_id: id, post_name: `post-${id}` }).replace(
    '</item>',
    `${categories.map((slug) => `<category domain="category" nicename="${slug}"><![CDATA[${slug}]]></category>`).join('')}</item>`,
  );

function categoriesOf(db: ReturnType<typeof tempStore>['db'], postId: number): string[] {
  return db
    .prepare(
      `SELECT t.slug FROM term_relationships tr
       JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'category'
       JOIN terms t ON t.term_id = tt.term_id WHERE tr.object_id = ? ORDER BY t.slug`,
    )
    .pluck()
    .all(postId) as string[];
}

describe('the default category, as a WordPress site always has it', () => {
  it('adds Uncategorized (term 1) when the export lacks it, and gives it to posts without a category', async () => {
    const doc = wxrDocument(postIn('10', ['news']) + postIn('11', []), {
      channel: category(5, 'news', 'News'),
    });
    const { db } = tempStore();
    const summary = await importWxr(db, write('no-default.xml', doc));
    expect(
      db
        .prepare(
          `SELECT t.term_id, t.name, t.slug, tt.count FROM terms t
           JOIN term_taxonomy tt ON tt.term_id = t.term_id WHERE tt.taxonomy = 'category' ORDER BY 1`,
        )
        .raw()
        .all(),
    ).toEqual([
      [1, 'Uncategorized', 'uncategorized', 1],
      [5, 'News', 'news', 1],
    ]);
    expect(readOption(db, 'default_category')).toBe(1);
    expect(categoriesOf(db, 10)).toEqual(['news']);
    expect(categoriesOf(db, 11)).toEqual(['uncategorized']);
    expect(summary.terms.category).toBe(2);
    db.close();
  });

  it("keeps the export's own uncategorized, or the options' default category, without adding one", async () => {
    const own = wxrDocument(postIn('10', []), { channel: category(3, 'uncategorized', 'Misc') });
    const { db } = tempStore();
    await importWxr(db, write('own-default.xml', own));
    expect(readOption(db, 'default_category')).toBe(3);
    expect(categoriesOf(db, 10)).toEqual(['uncategorized']);

    const other = wxrDocument(postIn('12', []), { channel: category(7, 'general', 'General') });
    const second = tempStore().db;
    writeOption(second, 'default_category', '7');
    await importWxr(second, write('options-default.xml', other));
    expect(readOption(second, 'default_category')).toBe('7');
    expect(categoriesOf(second, 12)).toEqual(['general']);
    expect(
      second.prepare("SELECT COUNT(*) FROM terms WHERE slug = 'uncategorized'").pluck().get(),
    ).toBe(0);
    db.close();
    second.close();
  });
});

interface MenuItem {
  id: number;
  menu?: string;
  status?: string;
  type: 'post_type' | 'taxonomy' | 'custom';
  object: string;
  objectId: number;
  parent?: number;
}

function menuItem(item: MenuItem): string {
  const meta = {
    _menu_item_type: item.type,
    _menu_item_object: item.object,
    _menu_item_object_id: String(item.objectId),
    _menu_item_menu_item_parent: String(item.parent ?? 0),
    _menu_item_url: item.type === 'custom' ? 'https://example.com/' : '',
  };
  return `<item>
    <title>${item.type === 'custom' ? 'Custom' : ''}</title>
    <wp:post_id>${item.id}</wp:post_id>
    <wp:post_date>2024-01-02 10:00:00</wp:post_date>
    <wp:status>${item.status ?? 'publish'}</wp:status>
    <wp:post_type>nav_menu_item</wp:post_type>
    ${item.menu === undefined ? '' : `<category domain="nav_menu" nicename="${item.menu}"><![CDATA[Main]]></category>`}
    ${Object.entries(meta)
      .map(
        ([key, value]) =>
          `<wp:postmeta><wp:meta_key>${key}</wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></wp:postmeta>`,
      )
      .join('\n')}
  </item>`;
}

describe('menu items, as WordPress Importer 0.9.5 imports them', () => {
  const doc = wxrDocument(
    [
      wxrItem({ post_id: '20', post_type: 'page', post_name: 'about' }),
      menuItem({ id: 30, menu: 'main', type: 'post_type', object: 'page', objectId: 20 }),
      menuItem({ id: 31, menu: 'main', type: 'post_type', object: 'page', objectId: 99 }),
      menuItem({
        id: 32,
        menu: 'main',
        type: 'custom',
        object: 'custom',
        objectId: 32,
        parent: 31,
      }),
      menuItem({ id: 33, status: 'draft', type: 'custom', object: 'custom', objectId: 33 }),
      menuItem({ id: 34, menu: 'main', type: 'taxonomy', object: 'category', objectId: 77 }),
      menuItem({ id: 35, menu: 'main', type: 'taxonomy', object: 'category', objectId: 5 }),
      menuItem({ id: 36, type: 'custom', object: 'custom', objectId: 36 }),
    ].join('\n'),
    {
      channel: `${category(5, 'news', 'News')}
        <wp:term><wp:term_id>9</wp:term_id><wp:term_taxonomy>nav_menu</wp:term_taxonomy>
        <wp:term_slug>main</wp:term_slug><wp:term_name><![CDATA[Main]]></wp:term_name></wp:term>`,
    },
  );

  it('skips drafts, items of no menu and items whose page or term the export lacks, naming each', async () => {
    const { db } = tempStore();
    const summary = await importWxr(db, write('menu.xml', doc));
    expect(summary.warnings).toEqual([
      "menu item 31 of menu 'main' skipped: its page 99 is not in the export",
      'menu item 33 skipped: it is a draft',
      "menu item 34 of menu 'main' skipped: its category 77 is not in the export",
      'menu item 36 skipped: it belongs to no menu',
    ]);
    expect(summary.posts.nav_menu_item).toBe(3);
    const items = db
      .prepare("SELECT ID FROM posts WHERE post_type = 'nav_menu_item' ORDER BY ID")
      .pluck()
      .all();
    expect(items).toEqual([30, 32, 35]);
    expect(
      db.prepare('SELECT COUNT(*) FROM postmeta WHERE post_id IN (31, 33, 34, 36)').pluck().get(),
    ).toBe(0);
    // The child of a skipped item moves to the top of its menu, as the importer leaves it.
    expect(
      db
        .prepare(
          "SELECT meta_value FROM postmeta WHERE post_id = 32 AND meta_key = '_menu_item_menu_item_parent'",
        )
        .pluck()
        .get(),
    ).toBe('0');
    const menuCount = db
      .prepare("SELECT count FROM term_taxonomy WHERE taxonomy = 'nav_menu'")
      .pluck()
      .get();
    expect(menuCount).toBe(3);
    db.close();
  });

  it('keeps an item whose target an earlier import brought into the store', async () => {
    const { db } = tempStore();
    await importWxr(
      db,
      write('target.xml', wxrDocument(wxrItem({ post_id: '99', post_type: 'page' }))),
    );
    const summary = await importWxr(db, write('menu-again.xml', doc));
    expect(summary.warnings.some((line) => line.startsWith('menu item 31 '))).toBe(false);
    expect(db.prepare('SELECT 1 FROM posts WHERE ID = 31').pluck().get()).toBe(1);
    db.close();
  });
});
