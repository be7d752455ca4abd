import { beforeEach, describe, expect, it } from 'vitest';
import { addTestUser, blankSite, queryData } from '../test/site';
import { type Viewer } from '../context';
import { type Store } from '../../store/open-store';

let db: Store;

function insert(
  id: number,
  type: string,
  status: string,
  parent = 0,
  date = '2024-01-01 10:00:00',
) {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_parent, post_name, post_title,
       post_date, post_date_gmt)
     VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, type, status, parent, `${type}-${id}`, `${type} ${id}`, date, date);
}

beforeEach(() => {
  db = blankSite();
  addTestUser(db, 1, 'admin', 'Admin');
  insert(10, 'post', 'publish');
  insert(11, 'revision', 'inherit', 10, '2024-01-02 10:00:00');
  insert(12, 'revision', 'inherit', 10, '2024-01-03 10:00:00');
  insert(20, 'page', 'publish');
  insert(21, 'revision', 'inherit', 20);
  insert(30, 'post', 'draft');
  insert(31, 'revision', 'inherit', 30);
  insert(40, 'post', 'publish');
});

const editor: Viewer = { id: 1, login: 'admin', roles: ['administrator'] };
const subscriber: Viewer = { id: 2, login: 'reader', roles: ['subscriber'] };

const query = (source: string, viewer: Viewer | null = null) => queryData(db, source, viewer);

const PREVIEW = `previewRevisionDatabaseId preview { node { databaseId isRevision isPreview } }`;

describe('Post.preview and Page.preview', () => {
  it('are null for an anonymous reader, as previewRevisionDatabaseId is', async () => {
    expect(
      await query(`{ post(id: 10, idType: DATABASE_ID) { ${PREVIEW} }
                     page(id: 20, idType: DATABASE_ID) { ${PREVIEW} } }`),
    ).toEqual({
      post: { previewRevisionDatabaseId: null, preview: null },
      page: { previewRevisionDatabaseId: null, preview: null },
    });
  });

  it('are null for a reader who may not edit posts', async () => {
    const data = await query(`{ post(id: 10, idType: DATABASE_ID) { ${PREVIEW} } }`, subscriber);
    expect(data.post).toEqual({ previewRevisionDatabaseId: null, preview: null });
  });

  it("give an editor the post's latest revision, as a preview", async () => {
    expect(
      await query(
        `{ post(id: 10, idType: DATABASE_ID) { ${PREVIEW} previewRevisionId }
                     page(id: 20, idType: DATABASE_ID) { ${PREVIEW} }
                     other: post(id: 40, idType: DATABASE_ID) { ${PREVIEW} } }`,
        editor,
      ),
    ).toEqual({
      post: {
        previewRevisionDatabaseId: 12,
        previewRevisionId: Buffer.from('post:12').toString('base64'),
        preview: { node: { databaseId: 12, isRevision: true, isPreview: true } },
      },
      page: {
        previewRevisionDatabaseId: 21,
        preview: { node: { databaseId: 21, isRevision: true, isPreview: true } },
      },
      // No revisions: nothing to preview.
      other: { previewRevisionDatabaseId: null, preview: null },
    });
  });

  it('are null on a preview (a revision has no revisions of its own)', async () => {
    const data = await query(
      `{ post(id: 10, idType: DATABASE_ID, asPreview: true) { databaseId ${PREVIEW} } }`,
      editor,
    );
    expect(data.post).toEqual({ databaseId: 12, previewRevisionDatabaseId: null, preview: null });
  });
});

describe('revisionOf', () => {
  it('is null on a post that is not a revision', async () => {
    const data = await query(
      `{ post(id: 10, idType: DATABASE_ID) { revisionOf { node { databaseId } } } }`,
    );
    expect(data.post).toEqual({ revisionOf: null });
  });

  it("is a revision's published parent", async () => {
    const data = await query(
      `{ post(id: 10, idType: DATABASE_ID) { revisions { nodes { databaseId
           revisionOf { node { __typename databaseId } } } } } }`,
      editor,
    );
    expect(data.post).toEqual({
      revisions: {
        nodes: [
          { databaseId: 12, revisionOf: { node: { __typename: 'Post', databaseId: 10 } } },
          { databaseId: 11, revisionOf: { node: { __typename: 'Post', databaseId: 10 } } },
        ],
      },
    });
  });

  it('is null when the parent is not published (WPGraphQL looks it up by the default status)', async () => {
    const data = await query(
      `{ post(id: 30, idType: DATABASE_ID, asPreview: true) { databaseId
           revisionOf { node { databaseId } } } }`,
      editor,
    );
    expect(data.post).toEqual({ databaseId: 31, revisionOf: null });
  });
});

describe('asPreview: true to who may not edit the post', () => {
  it('is null where the post has a revision (private to them), the post itself where none', async () => {
    const source = `{ a: post(id: 10, idType: DATABASE_ID, asPreview: true) { databaseId isPreview }
      b: post(id: 40, idType: DATABASE_ID, asPreview: true) { databaseId isPreview }
      c: contentNode(id: 40, idType: DATABASE_ID, asPreview: true) { databaseId } }`;
    const expected = {
      a: null,
      b: { databaseId: 40, isPreview: false },
      c: { databaseId: 40 },
    };
    expect(await query(source)).toEqual(expected);
    expect(await query(source, subscriber)).toEqual(expected);
  });

  it('is null where the post was modified after its publication (WordPress saved a revision)', async () => {
    db.prepare(
      `UPDATE posts SET post_modified = '2024-03-01 10:00:00', post_modified_gmt = '2024-03-01 10:00:00' WHERE ID = 40`,
    ).run();
    expect(
      await query(`{ post(id: 40, idType: DATABASE_ID, asPreview: true) { databaseId } }`),
    ).toEqual({ post: null });
  });
});
