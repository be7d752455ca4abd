import { beforeEach, describe, expect, it } from 'vitest';
import { addTestUser, blankSite, queryData } from '../test/site';
import { type Viewer } from '../context';
import { type Store } from '../../store/open-store';

let db: Store;

function insert(id: number, type: string, status: string, author = 1, parent = 0): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_parent, post_name, post_title,
       post_date, post_date_gmt)
     VALUES (?, ?, ?, ?, ?, ?, ?, '2024-01-01 10:00:00', '2024-01-01 10:00:00')`,
  ).run(id, author, type, status, parent, `${type}-${id}`, `${type} ${id}`);
}

const user = (id: number, login: string) => addTestUser(db, id, login);

beforeEach(() => {
  db = blankSite();
  user(1, 'author');
  user(2, 'silent');
  insert(10, 'post', 'publish');
  insert(20, 'page', 'publish');
  insert(21, 'page', 'draft', 1, 20);
  insert(22, 'page', 'publish', 1, 21);
  insert(30, 'attachment', 'inherit', 1, 10);
  insert(31, 'attachment', 'inherit', 2);
});

const editor: Viewer = { id: 1, login: 'author', roles: ['administrator'] };

const query = (source: string, viewer: Viewer | null = null) => queryData(db, source, viewer);

function editedBy(postId: number, userId: number): void {
  db.prepare(
    `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, '_edit_last', ?)`,
  ).run(postId, String(userId));
}

describe('ContentNode.lastEditedBy', () => {
  const LAST = `lastEditedBy { node { databaseId } }`;

  it('is null without an _edit_last', async () => {
    expect(await query(`{ post(id: 10, idType: DATABASE_ID) { ${LAST} } }`)).toEqual({
      post: { lastEditedBy: null },
    });
  });

  it('is the user in _edit_last when the reader may see them', async () => {
    editedBy(10, 1);
    editedBy(20, 2);
    const source = `{ post(id: 10, idType: DATABASE_ID) { ${LAST} }
                      page(id: 20, idType: DATABASE_ID) { ${LAST} } }`;
    // User 2 has published nothing: hidden from anonymous readers, as in a WPGraphQL users query.
    expect(await query(source)).toEqual({
      post: { lastEditedBy: { node: { databaseId: 1 } } },
      page: { lastEditedBy: null },
    });
    expect(await query(source, editor)).toEqual({
      post: { lastEditedBy: { node: { databaseId: 1 } } },
      page: { lastEditedBy: { node: { databaseId: 2 } } },
    });
  });
});

describe('HierarchicalContentNode.ancestors', () => {
  const ANCESTORS = `ancestors { nodes { databaseId } }`;

  it('is null for a node without a parent, not an empty connection', async () => {
    expect(await query(`{ page(id: 20, idType: DATABASE_ID) { ${ANCESTORS} } }`)).toEqual({
      page: { ancestors: null },
    });
  });

  it('walks the whole parent chain and lists the readable ancestors, nearest first', async () => {
    const source = `{ mediaItem(id: 30, idType: DATABASE_ID) { ${ANCESTORS} } }`;
    expect(await query(source)).toEqual({
      mediaItem: { ancestors: { nodes: [{ databaseId: 10 }] } },
    });
    // Page 22's parent is a draft: an anonymous reader still sees the published grandparent.
    const nested = await query(`{ pages(where: { in: [22] }) { nodes { ${ANCESTORS} } } }`);
    expect(nested).toEqual({ pages: { nodes: [{ ancestors: { nodes: [{ databaseId: 20 }] } }] } });
  });
});

describe("User.pages and User.mediaItems: the author's pages and media", () => {
  it('lists what the user wrote', async () => {
    const data = await query(`{ user(id: 1, idType: DATABASE_ID) {
      pages { nodes { databaseId } } mediaItems { nodes { databaseId } } } }`);
    const ids = (connection: unknown) =>
      (connection as { nodes: { databaseId: number }[] }).nodes.map((n) => n.databaseId).sort();
    const found = data.user as Record<string, unknown>;
    // The draft page is not listed to an anonymous reader; user 2's attachment is not user 1's.
    expect(ids(found.pages)).toEqual([20, 22]);
    expect(ids(found.mediaItems)).toEqual([30]);
  });
});

describe('MediaDetails.filePath', () => {
  it('is the file under the uploads directory, relative to the site', async () => {
    db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (30, ?, ?)`).run(
      '_wp_attachment_metadata',
      'a:3:{s:5:"width";i:10;s:6:"height";i:20;s:4:"file";s:13:"2024/01/a.jpg";}',
    );
    const data = await query(
      `{ mediaItem(id: 30, idType: DATABASE_ID) { mediaDetails { file filePath } } }`,
    );
    expect(data).toEqual({
      mediaItem: { mediaDetails: { file: 'a.jpg', filePath: '/wp-content/uploads/2024/01/a.jpg' } },
    });
  });
});

describe('MediaSize.filePath', () => {
  it("is each size's file beside the attachment's URL, relative to the site", async () => {
    db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (30, ?, ?)`).run(
      '_wp_attached_file',
      '2024/01/a.jpg',
    );
    db.prepare(`INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (30, ?, ?)`).run(
      '_wp_attachment_metadata',
      'a:4:{s:5:"width";i:10;s:6:"height";i:20;s:4:"file";s:13:"2024/01/a.jpg";s:5:"sizes";a:1:{s:9:"thumbnail";a:4:{s:4:"file";s:11:"a-10x10.jpg";s:5:"width";i:10;s:6:"height";i:10;s:9:"mime-type";s:10:"image/jpeg";}}}',
    );
    const data = await query(
      `{ mediaItem(id: 30, idType: DATABASE_ID) { mediaDetails { sizes { name filePath } } } }`,
    );
    expect(data).toEqual({
      mediaItem: {
        mediaDetails: {
          sizes: [{ name: 'thumbnail', filePath: '/wp-content/uploads/2024/01/a-10x10.jpg' }],
        },
      },
    });
  });
});

describe("connections' template argument", () => {
  const template = (id: number, value: string) =>
    db
      .prepare(
        `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, '_wp_page_template', ?)`,
      )
      .run(id, value);

  it('finds content on the default template (none, empty or "default") or on the one named', async () => {
    insert(23, 'page', 'publish');
    insert(24, 'page', 'publish');
    template(22, 'page-no-title');
    template(23, 'default');
    template(24, '');
    const pages = (value: string) =>
      query(`{ pages(where: { template: ${value} }) { nodes { databaseId } } }`);
    expect(await pages('DEFAULT_TEMPLATE')).toEqual({
      pages: { nodes: [{ databaseId: 24 }, { databaseId: 23 }, { databaseId: 20 }] },
    });
    expect(await pages('PAGE_NO_TITLE_BLOCK_TEMPLATE')).toEqual({
      pages: { nodes: [{ databaseId: 22 }] },
    });
  });
});

describe('seo on the content interfaces', () => {
  it('answers through a fragment on ContentNode, HierarchicalContentNode and NodeWithTitle', async () => {
    const data = await query(`{ contentNode(id: 20, idType: DATABASE_ID) {
      ... on ContentNode { a: seo { title } }
      ... on HierarchicalContentNode { b: seo { title } }
      ... on NodeWithTitle { c: seo { title } } } }`);
    const node = (data as { contentNode: Record<string, { title: unknown }> }).contentNode;
    expect(node.a).toEqual(node.b);
    expect(node.a).toEqual(node.c);
    expect(node.a?.title).toMatch(/^page 20 /);
  });
});

describe('title(format: RAW)', () => {
  it('is the stored title to editors only (WPGraphQL: titleRaw needs edit_posts)', async () => {
    const source = `{ post(id: 10, idType: DATABASE_ID) { title(format: RAW) rendered: title } }`;
    expect(await query(source)).toEqual({ post: { title: null, rendered: 'post 10' } });
    expect(await query(source, editor)).toEqual({
      post: { title: 'post 10', rendered: 'post 10' },
    });
  });
});
