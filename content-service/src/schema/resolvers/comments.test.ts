import { beforeEach, describe, expect, it } from 'vitest';
import { addTestUser, blankSite, runQuery } from '../test/site';
import { type Viewer } from '../context';
import { type Store } from '../../store/open-store';

let db: Store;

function post(id: number, status: string, name: string): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_status, post_type, post_name, post_title)
     VALUES (?, 1, ?, 'post', ?, ?)`,
  ).run(id, status, name, name);
}

function comment(
  id: number,
  postId: number,
  fields: Partial<Record<string, string | number>> = {},
): void {
  const row = {
    comment_ID: id,
    comment_post_ID: postId,
    comment_author: 'Guest',
    comment_author_email: 'guest@example.com',
    comment_author_IP: '10.0.0.1',
    comment_date: '2024-01-01 10:00:00',
    comment_date_gmt: '2024-01-01 10:00:00',
    comment_content: 'Hello',
    comment_approved: '1',
    ...fields,
  };
  const columns = Object.keys(row);
  db.prepare(
    `INSERT INTO comments (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  ).run(...Object.values(row));
}

beforeEach(() => {
  db = blankSite();
  addTestUser(db, 1, 'admin', 'Admin');
  post(10, 'publish', 'hello');
  post(11, 'draft', 'secret');
});

const query = (source: string, viewer: Viewer | null = null) => runQuery(db, source, viewer);

async function ids(where = '', viewer: Viewer | null = null): Promise<number[]> {
  const result = await query(`{ comments${where} { nodes { databaseId } } }`, viewer);
  expect(result.errors).toBeUndefined();
  const data = result.data as { comments: { nodes: { databaseId: number }[] } };
  return data.comments.nodes.map((n) => n.databaseId);
}

const editor: Viewer = { id: 1, login: 'admin', roles: ['administrator'] };

describe('comments', () => {
  it('shows an anonymous reader approved comments on readable posts only, newest first', async () => {
    comment(1, 10, { comment_date: '2024-01-01 10:00:00' });
    comment(2, 10, { comment_date: '2024-01-03 10:00:00' });
    comment(3, 10, { comment_approved: '0' });
    comment(4, 11);
    comment(5, 10, { comment_date: '2024-01-03 10:00:00' });
    expect(await ids()).toEqual([5, 2, 1]);
  });

  it('lets a moderator ask for held comments and read their private fields', async () => {
    comment(3, 10, { comment_approved: '0' });
    expect(await ids('(where: { status: "hold" })', editor)).toEqual([3]);
    const result = await query(
      '{ comment(id: 3, idType: DATABASE_ID) { status isRestricted author { email ipAddress } } }',
      editor,
    );
    expect(result.data).toEqual({
      comment: {
        status: 'HOLD',
        isRestricted: false,
        author: { email: 'guest@example.com', ipAddress: '10.0.0.1' },
      },
    });
  });

  it('hides e-mail, IP, agent and karma from anonymous readers; guests are CommentAuthor, users User', async () => {
    comment(1, 10, { comment_author: 'Jane', comment_author_url: 'https://jane.test/' });
    comment(2, 10, { user_id: 1, comment_author: 'admin' });
    const result = await query(
      `{ comments { nodes { databaseId agent karma authorIp isRestricted uri content
         author { name url email ipAddress node { __typename name ... on CommentAuthor { isRestricted email } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const nodes = (result.data as { comments: { nodes: unknown[] } }).comments.nodes;
    expect(nodes).toEqual([
      {
        databaseId: 2,
        agent: null,
        karma: null,
        authorIp: null,
        isRestricted: true,
        uri: '/hello/#comment-2',
        content: '<p>Hello</p>\n',
        author: {
          name: 'admin',
          url: null,
          email: null,
          ipAddress: null,
          node: { __typename: 'User', name: 'Admin' },
        },
      },
      {
        databaseId: 1,
        agent: null,
        karma: null,
        authorIp: null,
        isRestricted: true,
        uri: '/hello/#comment-1',
        content: '<p>Hello</p>\n',
        author: {
          name: 'Jane',
          url: 'https://jane.test/',
          email: null,
          ipAddress: null,
          node: { __typename: 'CommentAuthor', name: 'Jane', isRestricted: false, email: null },
        },
      },
    ]);
  });

  it("orders text columns as MariaDB's collation (case and accents ignored), then by id descending whatever the order (WordPress's swapped str_contains)", async () => {
    comment(1, 10, { comment_content: 'Banana' });
    comment(2, 10, { comment_content: 'éclair' });
    comment(3, 10, { comment_content: 'apple' });
    comment(4, 10, { comment_content: 'Apple' });
    comment(5, 10, { comment_content: 'dog' });
    expect(await ids('(where: { orderby: COMMENT_CONTENT, order: ASC })')).toEqual([4, 3, 1, 5, 2]);
    expect(await ids('(where: { orderby: USER_ID, order: ASC })')).toEqual([5, 4, 3, 2, 1]);
  });

  it('refuses COMMENT_IN ordering without commentIn, with WPGraphQL’s message', async () => {
    const result = await query('{ comments(where: { orderby: COMMENT_IN }) { nodes { id } } }');
    expect(result.errors?.[0]?.message).toBe(
      'In order to sort by comment__in, an array of IDs must be passed as the commentIn argument',
    );
  });

  it("lists a post's comments and a comment's replies", async () => {
    comment(1, 10);
    comment(2, 10, { comment_parent: 1, comment_date: '2024-01-02 10:00:00' });
    const result = await query(
      `{ post(id: 10, idType: DATABASE_ID) { comments { nodes { databaseId parentDatabaseId
         replies { nodes { databaseId } } } } } }`,
    );
    expect(result.data).toEqual({
      post: {
        comments: {
          nodes: [
            { databaseId: 2, parentDatabaseId: 1, replies: { nodes: [] } },
            { databaseId: 1, parentDatabaseId: 0, replies: { nodes: [{ databaseId: 2 }] } },
          ],
        },
      },
    });
  });
});

describe('isComment, Commenter and conditional tags', () => {
  it('says isComment only of comments; a user as Commenter is restricted to anonymous readers', async () => {
    comment(1, 10);
    const result = await query(
      `{ comment(id: 1, idType: DATABASE_ID) { isComment conditionalTags { isSingle isMultiAuthor } }
         post(id: 10, idType: DATABASE_ID) { isComment isFrontPage }
         user(id: 1, idType: DATABASE_ID) { isComment ... on Commenter { isRestricted email } } }`,
    );
    expect(result.data).toEqual({
      comment: { isComment: true, conditionalTags: { isSingle: false, isMultiAuthor: false } },
      post: { isComment: false, isFrontPage: false },
      user: { isComment: false, isRestricted: true, email: null },
    });
  });
});

describe('CommentAuthor', () => {
  it("has url '' when the comment has none, and no avatar without an e-mail address", async () => {
    comment(1, 10, { comment_author_url: '', comment_author_email: '' });
    const result = await query(
      `{ comment(id: 1, idType: DATABASE_ID) { author { node { url avatar { url } } } } }`,
    );
    expect(result.data).toEqual({ comment: { author: { node: { url: '', avatar: null } } } });
  });
});

describe('avatar arguments (get_avatar_data)', () => {
  it('forces the default image with f=y, lowers the rating, reads the size as absint (0: 96)', async () => {
    comment(1, 10);
    const result = await query(
      `{ comment(id: 1, idType: DATABASE_ID) { author { node { ... on CommentAuthor { a: avatar(size: 48, forceDefault: true, rating: PG) { url size rating forceDefault } b: avatar(size: -20) { size } c: avatar(size: 0, forceDefault: false) { url size forceDefault } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const node = (result.data as { comment: { author: { node: Record<string, { url: string }> } } })
      .comment.author.node;
    expect(node.a).toMatchObject({ size: 48, rating: 'pg', forceDefault: true });
    expect(node.a!.url).toMatch(/\?s=48&d=mm&f=y&r=pg$/);
    expect(node.b).toEqual({ size: 20 });
    expect(node.c).toMatchObject({ size: 96, forceDefault: false });
    expect(node.c!.url).toMatch(/\?s=96&d=mm&r=g$/);
  });
});

describe('Comment.content(format: RAW)', () => {
  it('is null to anonymous readers (no field of a restricted comment), stored to moderators', async () => {
    comment(1, 10, { comment_content: 'Hi *there*' });
    const source = `{ comment(id: 1, idType: DATABASE_ID) { content(format: RAW) } }`;
    expect((await query(source)).data).toEqual({ comment: { content: null } });
    expect((await query(source, editor)).data).toEqual({ comment: { content: 'Hi *there*' } });
  });
});

describe('comments(where: { status, statusIn })', () => {
  it('shows anonymous readers the approved comments among those asked only', async () => {
    comment(1, 10);
    comment(2, 10, { comment_approved: '0' });
    expect(await ids('(where: { status: "hold" })')).toEqual([]);
    expect(await ids('(where: { statusIn: [HOLD, SPAM] })')).toEqual([]);
    expect(await ids('(where: { status: "all" })')).toEqual([1]);
    expect(await ids('(where: { statusIn: [APPROVE] })')).toEqual([1]);
    expect(await ids('(where: { status: "hold" })', editor)).toEqual([2]);
    expect((await ids('(where: { status: "all" })', editor)).sort()).toEqual([1, 2]);
  });
});

describe('a page of comments with held ones asked, to anonymous readers', () => {
  it('is cut before the held ones are dropped (fewer nodes, as WPGraphQL answers)', async () => {
    comment(1, 10, { comment_date: '2024-01-01 10:00:00' });
    comment(2, 10, { comment_date: '2024-01-02 10:00:00', comment_approved: '0' });
    const result = await query(
      `{ comments(first: 1, where: { status: "all" }) { nodes { databaseId } pageInfo { hasNextPage } } }`,
    );
    expect(result.data).toEqual({ comments: { nodes: [], pageInfo: { hasNextPage: true } } });
  });
});
