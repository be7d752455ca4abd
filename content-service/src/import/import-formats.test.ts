import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOption, writeOption } from '../store/options';
import { importWxr } from './import-wxr';
import { rowCounts, tempDir, tempStore, wxrDocument, wxrItem } from './test/wxr-support';

const dir = tempDir();

function write(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('WXR variants and site-level data', () => {
  it('reads WXR 1.0 plain-text fields with entities, old-style categories and tag domains', async () => {
    const doc = wxrDocument(
      `<item>
        <title>Fish &amp; Chips &lt;3</title>
        <dc:creator>cook</dc:creator>
        <content:encoded>&lt;p&gt;Hot&lt;/p&gt;</content:encoded>
        <wp:post_id>7</wp:post_id>
        <wp:post_date>2009-02-03 04:05:06</wp:post_date>
        <wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt>
        <wp:status>draft</wp:status>
        <wp:post_type>post</wp:post_type>
        <category><![CDATA[Ignored]]></category>
        <category domain="tag" nicename="food">Food</category>
        <category domain="category" nicename="uncategorized">Uncategorized</category>
      </item>`,
      { version: '<wp:wxr_version>1.0</wp:wxr_version>' },
    ).replaceAll('export/1.2/', 'export/1.0/');
    const { db } = tempStore();
    const summary = await importWxr(db, write('v10.xml', doc));
    expect(summary.wxrVersion).toBe('1.0');
    expect(summary.terms).toEqual({ category: 1, post_tag: 1 });
    const post = db.prepare('SELECT * FROM posts WHERE ID = 7').get();
    expect(post).toMatchObject({
      post_title: 'Fish & Chips <3',
      post_content: '<p>Hot</p>',
      post_status: 'draft',
      post_date_gmt: '0000-00-00 00:00:00',
    });
    expect(db.prepare('SELECT user_login FROM users').pluck().all()).toEqual(['cook']);
    db.close();
  });

  it('dates a post without wp:post_modified as modified when published, as wp_insert_post does', async () => {
    const doc = wxrDocument(
      wxrItem({
        post_id: '11',
        post_date: '2014-01-05 15:01:18',
        post_date_gmt: '2014-01-05 06:01:18',
      }) +
        wxrItem({
          post_id: '12',
          post_modified: '2020-02-02 02:02:02',
          post_modified_gmt: '2020-02-02 01:02:02',
        }),
    );
    const { db } = tempStore();
    await importWxr(db, write('no-modified.xml', doc));
    expect(
      db.prepare('SELECT ID, post_modified, post_modified_gmt FROM posts ORDER BY ID').all(),
    ).toEqual([
      { ID: 11, post_modified: '2014-01-05 15:01:18', post_modified_gmt: '2014-01-05 06:01:18' },
      { ID: 12, post_modified: '2020-02-02 02:02:02', post_modified_gmt: '2020-02-02 01:02:02' },
    ]);
    db.close();
  });

  it("points content at the imported attachments' new addresses, as WordPress's importer does", async () => {
    const old = 'http://old.example/wp-uploads/2011/08/view.jpg';
    const doc = wxrDocument(
      wxrItem({
        post_id: '20',
        post_type: 'attachment',
        post_date: '2011-08-01 10:00:00',
        attachment_url: old,
      }) +
        wxrItem({ post_id: '21' }).replace(
          '<p>Hi</p>',
          `<img src="${old}" srcset="http://old.example/wp-uploads/2011/08/view-300x200.jpg 300w" />`,
        ),
    );
    const { db } = tempStore();
    await importWxr(db, write('moved.xml', doc), { options: { siteurl: 'https://new.example' } });
    expect(db.prepare('SELECT post_content FROM posts WHERE ID = 21').pluck().get()).toBe(
      '<img src="https://new.example/wp-content/uploads/2011/08/view.jpg" srcset="https://new.example/wp-content/uploads/2011/08/view-300x200.jpg 300w" />',
    );
    db.close();
  });

  it('reads ISO-8859-1 files and files with a byte order mark', async () => {
    const doc = wxrDocument(wxrItem().replace('<title>Hello</title>', '<title>Café</title>'));
    const latin1 = write('latin1.xml', doc.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'));
    writeFileSync(latin1, Buffer.from(readFileSync(latin1, 'utf8'), 'latin1'));
    const bom = write('bom.xml', `\uFEFF${doc}`);
    for (const file of [latin1, bom]) {
      const { db } = tempStore();
      await importWxr(db, file);
      expect(db.prepare('SELECT post_title FROM posts').pluck().get()).toBe('Café');
      db.close();
    }
  });

  it('gives items without a post_id a new id, once', async () => {
    const file = write(
      'noid.xml',
      wxrDocument(
        [wxrItem({ post_id: '50' }), wxrItem({ post_id: '', post_name: 'x' })].join('\n'),
      ),
    );
    const { db } = tempStore();
    await importWxr(db, file);
    await importWxr(db, file);
    expect(db.prepare('SELECT ID FROM posts ORDER BY ID').pluck().all()).toEqual([50, 51]);
    db.close();
  });

  it('a partial item alone does not become a post; a later full item gives the type', async () => {
    const { db } = tempStore();
    await importWxr(db, write('partial.xml', wxrDocument(wxrItem({ post_type: null }))));
    expect(db.prepare('SELECT post_type FROM posts WHERE ID = 10').pluck().get()).toBe('');
    await importWxr(db, write('full.xml', wxrDocument(wxrItem({ post_type: 'page' }))));
    expect(db.prepare('SELECT post_type FROM posts WHERE ID = 10').pluck().get()).toBe('page');
    db.close();
  });

  it('resolves category parents by slug, even when the child comes first', async () => {
    const categories = `
      <wp:category><wp:term_id>31</wp:term_id><wp:category_nicename>child</wp:category_nicename>
        <wp:category_parent>parent</wp:category_parent><wp:cat_name>Child</wp:cat_name></wp:category>
      <wp:category><wp:term_id>30</wp:term_id><wp:category_nicename>parent</wp:category_nicename>
        <wp:category_parent></wp:category_parent><wp:cat_name>Parent</wp:cat_name>
        <wp:termmeta><wp:meta_key>color</wp:meta_key><wp:meta_value>red</wp:meta_value></wp:termmeta>
      </wp:category>`;
    const item = wxrItem().replace(
      '</item>',
      '<category domain="category" nicename="child">Child</category></item>',
    );
    const { db } = tempStore();
    const file = write('parents.xml', wxrDocument(item, { channel: categories }));
    await importWxr(db, file);
    const rows = db
      .prepare('SELECT term_id, parent, count FROM term_taxonomy ORDER BY term_id')
      .raw()
      .all();
    expect(rows).toEqual([
      [1, 0, 0], // the default category
      [30, 0, 0],
      [31, 30, 1],
    ]);
    const before = rowCounts(db);
    await importWxr(db, file);
    expect(rowCounts(db)).toEqual(before);
    expect(db.prepare('SELECT meta_value FROM termmeta WHERE term_id = 30').pluck().all()).toEqual([
      'red',
    ]);
    db.close();
  });

  it('counts only approved comments and published posts', async () => {
    const comment = (id: number, approved: string): string =>
      `<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_approved>${approved}</wp:comment_approved>
       <wp:comment_type></wp:comment_type><wp:comment_date>2024-01-02 10:00:00</wp:comment_date></wp:comment>`;
    const tagged = (id: string, status: string): string =>
      wxrItem({ post_id: id, status }).replace(
        '</item>',
        `<category domain="post_tag" nicename="t">T</category>${comment(Number(id) * 10, '1')}${comment(Number(id) * 10 + 1, '0')}</item>`,
      );
    const { db } = tempStore();
    await importWxr(
      db,
      write('counts.xml', wxrDocument([tagged('1', 'publish'), tagged('2', 'draft')].join(''))),
    );
    expect(db.prepare('SELECT count FROM term_taxonomy').pluck().get()).toBe(1);
    expect(db.prepare('SELECT comment_count FROM posts ORDER BY ID').pluck().all()).toEqual([1, 1]);
    expect(db.prepare('SELECT DISTINCT comment_type FROM comments').pluck().all()).toEqual([
      'comment',
    ]);
    db.close();
  });

  it('writes channel options only where unset, merges sticky posts, assigns default menus', async () => {
    const menus = ['header-menu', 'footer-menu', 'other']
      .map(
        (slug, i) =>
          `<wp:term><wp:term_id>${90 + i}</wp:term_id><wp:term_taxonomy>nav_menu</wp:term_taxonomy>
           <wp:term_slug>${slug}</wp:term_slug><wp:term_name>${slug}</wp:term_name></wp:term>`,
      )
      .join('');
    const { db } = tempStore();
    writeOption(db, 'blogname', 'Kept');
    writeOption(db, 'sticky_posts', [3]);
    writeOption(db, 'nav_menu_locations', { 'footer-menu': 92 });
    const items = [
      wxrItem({ post_id: '10', is_sticky: '1' }),
      wxrItem({ post_id: '3', is_sticky: '0' }),
    ];
    await importWxr(db, write('site.xml', wxrDocument(items.join('\n'), { channel: menus })));
    expect(readOption(db, 'blogname')).toBe('Kept');
    expect(readOption(db, 'home')).toBe('https://test.example');
    expect(readOption(db, 'sticky_posts')).toEqual([10]);
    expect(readOption(db, 'nav_menu_locations')).toEqual({ 'footer-menu': 92, 'header-menu': 90 });
    db.close();
  });

  it('takes options, roles and menu locations from the options file', async () => {
    const menu = `<wp:term><wp:term_id>5</wp:term_id><wp:term_taxonomy>nav_menu</wp:term_taxonomy>
      <wp:term_slug>main</wp:term_slug><wp:term_name>Main</wp:term_name></wp:term>`;
    const { db } = tempStore();
    await importWxr(db, write('opts.xml', wxrDocument(wxrItem(), { channel: menu })), {
      options: {
        blogname: 'From options',
        sticky_posts: [10, 4],
        nav_menu_locations: { primary: { term_id: 77, slug: 'main', name: 'Main' } },
        content_service_user_roles: { admin: 'administrator' },
      },
    });
    expect(readOption(db, 'blogname')).toBe('From options');
    expect(readOption(db, 'sticky_posts')).toEqual([10, 4]);
    expect(readOption(db, 'nav_menu_locations')).toEqual({ primary: 5 });
    const caps = db
      .prepare("SELECT meta_value FROM usermeta WHERE meta_key = 'wp_capabilities'")
      .pluck()
      .get();
    expect(caps).toBe('a:1:{s:13:"administrator";b:1;}');
    db.close();
  });

  it("gives a full item that reuses another full item's id a new id, stable across re-imports", async () => {
    const items = [
      wxrItem({ post_id: '10', post_name: 'a' }),
      wxrItem({ post_id: '10', post_name: 'b' }),
    ];
    const file = write('dup.xml', wxrDocument(items.join('\n')));
    const { db } = tempStore();
    const summary = await importWxr(db, file);
    expect(summary.posts).toEqual({ post: 2 });
    await importWxr(db, file);
    expect(db.prepare('SELECT ID, post_name FROM posts ORDER BY ID').raw().all()).toEqual([
      [10, 'a'],
      [11, 'b'],
    ]);
    db.close();
  });
});
