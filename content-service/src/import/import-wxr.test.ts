import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOption } from '../store/options';
import { importWxr, loadAcfFile, loadOptionsFile } from './import-wxr';
import { REFERENCE_DIR, WXR_DIR, rowCounts, scanWxr, tempStore } from './test/wxr-support';
import { needsShared } from '../../../tests/support/needs-shared';

const available = needsShared('wxr', 'wordpress-reference');
const wxrFiles = available
  ? readdirSync(WXR_DIR)
      .filter((f) => f.endsWith('.xml'))
      .sort()
  : [];

function countBy(db: ReturnType<typeof tempStore>['db'], sql: string): Record<string, number> {
  const rows = db.prepare(sql).raw().all() as [string, number][];
  return Object.fromEntries(rows);
}

describe.skipIf(!available)('importWxr on the shared WXR files', () => {
  it.each(wxrFiles)('%s: counts match the file, twice without duplicates', async (name) => {
    const file = path.join(WXR_DIR, name);
    const expected = scanWxr(readFileSync(file, 'utf8'));
    const { db } = tempStore();
    const progress: number[] = [];
    const summary = await importWxr(db, file, { onProgress: (read) => progress.push(read) });

    expect(summary.posts).toEqual(expected.posts);
    expect(summary.terms).toEqual(expected.terms);
    expect(summary.comments).toBe(expected.comments);
    expect(summary.authors).toBe(expected.authors);
    expect(summary.stickyPosts).toEqual(expected.sticky);
    // A fresh store holds exactly what the file holds.
    expect(countBy(db, 'SELECT post_type, COUNT(*) FROM posts GROUP BY post_type')).toEqual(
      expected.posts,
    );
    expect(countBy(db, 'SELECT taxonomy, COUNT(*) FROM term_taxonomy GROUP BY taxonomy')).toEqual(
      expected.terms,
    );
    expect(db.prepare('SELECT COUNT(*) FROM comments').pluck().get()).toBe(expected.comments);
    expect(db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(expected.authors);
    expect(progress.at(-1)).toBe(statSync(file).size);

    const before = rowCounts(db);
    const again = await importWxr(db, file);
    expect(rowCounts(db)).toEqual(before);
    expect(again.posts).toEqual(summary.posts);
    db.close();
  });

  it('matches the literal counts of SOURCES.md, less the menu items WordPress skips', async () => {
    const literal: Record<string, Record<string, number>> = {
      'themeunittestdata.wordpress.xml': { post: 58, page: 21, attachment: 37, nav_menu_item: 70 },
      // 50 in the file; 2 link to page 155, which it does not carry.
      'a11y-unit-test-data.xml': { post: 47, page: 17, attachment: 39, nav_menu_item: 48 },
      // 115 in the file; 3 drafts, and 8 link to pages it does not carry.
      'wordpress-theme-test-data-ja.xml': {
        post: 42,
        page: 18,
        attachment: 41,
        nav_menu_item: 104,
      },
      'mythz-blog.wordpress-export.wxr-1.1.xml': { post: 29, page: 2, attachment: 52 },
      'woocommerce-demo-products.wxr.xml': { attachment: 22, product: 18, product_variation: 7 },
      '64-block-test-data.xml': { post: 61, page: 1, attachment: 9, wp_navigation: 1 },
      'importer-fixture.small-export.xml': { post: 6, page: 5 },
    };
    for (const [name, posts] of Object.entries(literal)) {
      const { db } = tempStore();
      const summary = await importWxr(db, path.join(WXR_DIR, name));
      expect(summary.posts, name).toEqual(posts);
      db.close();
    }
    const { db } = tempStore();
    const theme = await importWxr(db, path.join(WXR_DIR, 'themeunittestdata.wordpress.xml'));
    expect(theme.terms.category).toBe(68);
    expect(theme.comments).toBe(33);
    expect(theme.stickyPosts).toHaveLength(1);
    const mythz = await importWxr(
      db,
      path.join(WXR_DIR, 'mythz-blog.wordpress-export.wxr-1.1.xml'),
    );
    expect(mythz.wxrVersion).toBe('1.1');
    expect(mythz.comments).toBe(91);
    db.close();
  });

  it('merges the partial item of post 156 (a11y) instead of duplicating it', async () => {
    const { db } = tempStore();
    await importWxr(db, path.join(WXR_DIR, 'a11y-unit-test-data.xml'));
    const post = db.prepare('SELECT post_type, post_title FROM posts WHERE ID = 156').get();
    expect(post).toEqual({ post_type: 'page', post_title: 'Page with comments disabled' });
    const comments = db
      .prepare('SELECT comment_ID FROM comments WHERE comment_post_ID = 156 ORDER BY 1')
      .pluck()
      .all();
    expect(comments).toEqual([167, 168, 169]);
    const templates = db
      .prepare(
        "SELECT COUNT(*) FROM postmeta WHERE post_id = 156 AND meta_key = '_wp_page_template'",
      )
      .pluck()
      .get();
    expect(templates).toBe(1);
    db.close();
  });

  it('keeps menu hierarchies of items that share ids (Theme Unit Test all-pages)', async () => {
    const { db } = tempStore();
    await importWxr(db, path.join(WXR_DIR, 'themeunittestdata.wordpress.xml'));
    // Every parent of a menu item is an item of the same menu.
    const strays = db
      .prepare(
        `SELECT COUNT(*) FROM postmeta m
         JOIN term_relationships a ON a.object_id = m.post_id
         JOIN term_taxonomy ta ON ta.term_taxonomy_id = a.term_taxonomy_id AND ta.taxonomy = 'nav_menu'
         WHERE m.meta_key = '_menu_item_menu_item_parent' AND m.meta_value <> '0'
           AND NOT EXISTS (SELECT 1 FROM term_relationships b
             WHERE b.object_id = CAST(m.meta_value AS INTEGER) AND b.term_taxonomy_id = a.term_taxonomy_id)`,
      )
      .pluck()
      .get();
    expect(strays).toBe(0);
    const counts = countBy(
      db,
      `SELECT t.slug, tt.count FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
       WHERE tt.taxonomy = 'nav_menu'`,
    );
    expect(counts).toMatchObject({ 'all-pages': 18, 'all-pages-flat': 18, 'testing-menu': 23 });
    db.close();
  });
});

describe.skipIf(!available)('importWxr on the reference site', () => {
  it('keeps ids, options, menus, sticky posts, ACF meta and WordPress term counts', async () => {
    const { db } = tempStore();
    const options = await loadOptionsFile(path.join(REFERENCE_DIR, 'site-options.json'));
    const acf = await loadAcfFile(path.join(REFERENCE_DIR, 'acf-field-groups-export.json'));
    const file = path.join(REFERENCE_DIR, 'site-export.wxr.xml');
    const summary = await importWxr(db, file, { options, acf });

    expect(summary.posts).toEqual(scanWxr(readFileSync(file, 'utf8')).posts);
    const sticky = db.prepare('SELECT post_title FROM posts WHERE ID = 1241').pluck().get();
    expect(sticky).toBe('Template: Sticky');
    expect(readOption(db, 'sticky_posts')).toEqual([1241]);
    expect(readOption(db, 'nav_menu_locations')).toEqual({
      'header-menu': 198,
      'footer-menu': 199,
    });
    const menu = db
      .prepare(
        `SELECT t.slug FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
         WHERE t.term_id = 198 AND tt.taxonomy = 'nav_menu'`,
      )
      .pluck()
      .get();
    expect(menu).toBe('header-menu');
    const layout = db
      .prepare(
        "SELECT meta_value FROM postmeta WHERE post_id = 1847 AND meta_key = 'flexible_layout'",
      )
      .pluck()
      .get();
    expect(layout).toMatch(/^a:11:\{i:0;s:9:"page_hero";/);
    expect(readOption(db, 'content_service_acf')).toEqual(acf);
    expect(readOption(db, 'blogname')).toBe('RealWP Test Site');
    expect(readOption(db, 'permalink_structure')).toBe('/%postname%/');
    const users = db.prepare('SELECT ID, user_login FROM users ORDER BY ID').raw().all();
    expect(users).toEqual([
      [1, 'admin'],
      [2, 'themedemos'],
      [3, 'themereviewteam'],
    ]);

    // Category counts, names and parents as the real site reports them over GraphQL.
    const recorded = JSON.parse(
      readFileSync(path.join(REFERENCE_DIR, 'cases/dump_all_categories.json'), 'utf8'),
    ) as {
      data: { categories: { nodes: { databaseId: number; slug: string; count: number | null }[] } };
    };
    const nodes = recorded.data.categories.nodes;
    expect(nodes.length).toBeGreaterThan(50);
    for (const node of nodes) {
      const row = db
        .prepare(
          `SELECT t.slug, tt.count FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
           WHERE t.term_id = ? AND tt.taxonomy = 'category'`,
        )
        .get(node.databaseId);
      expect(row, node.slug).toEqual({ slug: node.slug, count: node.count ?? 0 });
    }
    db.close();
  });
});
