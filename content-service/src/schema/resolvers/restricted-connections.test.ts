import { beforeEach, describe, expect, it } from 'vitest';
import { addTestUser, blankSite, queryData, runQuery } from '../test/site';
import { type Viewer } from '../context';
import { type Store } from '../../store/open-store';

let db: Store;

beforeEach(() => {
  db = blankSite({ sticky_posts: [] });
  addTestUser(db, 1, 'author');
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_password,
       post_date, post_date_gmt)
     VALUES (10, 1, 'post', 'publish', 'secret', 'Secret', 'enter', '2024-01-01 10:00:00', '2024-01-01 10:00:00'),
            (11, 1, 'revision', 'inherit', '10-revision-v1', 'Secret', '', '2024-01-01 10:00:00', '2024-01-01 10:00:00')`,
  ).run();
  db.prepare(`UPDATE posts SET post_parent = 10 WHERE ID = 11`).run();
  db.prepare(
    `INSERT INTO comments (comment_ID, comment_post_ID, comment_author, comment_content, comment_approved,
       comment_date, comment_date_gmt)
     VALUES (5, 10, 'Reader', 'Hi', '1', '2024-01-02 10:00:00', '2024-01-02 10:00:00')`,
  ).run();
  db.prepare(`INSERT INTO terms (term_id, name, slug) VALUES (3, 'News', 'news')`).run();
  db.prepare(
    `INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy, count) VALUES (3, 3, 'category', 1)`,
  ).run();
  db.prepare(`INSERT INTO term_relationships (object_id, term_taxonomy_id) VALUES (10, 3)`).run();
});

const CONNECTIONS = `comments { nodes { databaseId } } revisions { nodes { databaseId } }
  terms { nodes { slug } } postFormats { nodes { slug } } categories { nodes { slug } }`;

const editor: Viewer = { id: 1, login: 'author', roles: ['administrator'] };

describe('connections from a password-protected post (WPGraphQL does not run them)', () => {
  it('answer empty connections, not null, to a reader without the password', async () => {
    const data = await queryData(db, `{ post(id: 10, idType: DATABASE_ID) { ${CONNECTIONS} } }`);
    expect(data.post).toEqual({
      comments: { nodes: [] },
      revisions: { nodes: [] },
      terms: { nodes: [] },
      postFormats: { nodes: [] },
      categories: { nodes: [] },
    });
  });

  it('list what the post has for an editor', async () => {
    const data = await queryData(
      db,
      `{ post(id: 10, idType: DATABASE_ID) { ${CONNECTIONS} } }`,
      editor,
    );
    expect(data.post).toMatchObject({
      comments: { nodes: [{ databaseId: 5 }] },
      revisions: { nodes: [{ databaseId: 11 }] },
      categories: { nodes: [{ slug: 'news' }] },
    });
  });

  it('still refuse arguments WPGraphQL refuses', async () => {
    const result = await runQuery(
      db,
      `{ post(id: 10, idType: DATABASE_ID) { comments(first: -1) { nodes { databaseId } } } }`,
    );
    expect(result.errors?.[0]?.message).toMatch(/first/);
  });
});

describe('isSticky of a password-protected post in a list', () => {
  it('fails as on WordPress: the restricted model withholds a non-null field', async () => {
    const result = await runQuery(db, `{ posts { nodes { databaseId isSticky } } }`);
    expect(result.data).toEqual({ posts: null });
    expect(result.errors?.map((e) => e.path)).toEqual([['posts', 'nodes', 0, 'isSticky']]);
  });
});
