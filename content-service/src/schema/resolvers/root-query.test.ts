import { beforeEach, describe, expect, it } from 'vitest';
import { addTestUser, blankSite, runQuery } from '../test/site';
import { writeOption } from '../../store/options';
import { type Store } from '../../store/open-store';
import { toGlobalId } from '../model/global-id';
import { type Viewer } from '../context';

/*
 * How WPGraphQL 2.20's root fields read their ids (Type/ObjectType/RootQuery.php): a global id's
 * id part whatever its type (Relay::fromGlobalId), "The ID input is invalid" when it has none,
 * database ids without the taxonomy where termNode() and menu() say so.
 */
let db: Store;

function term(id: number, taxonomy: string, name: string): void {
  db.prepare('INSERT INTO terms (term_id, name, slug) VALUES (?, ?, ?)').run(id, name, name);
  db.prepare(
    'INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy, count) VALUES (?, ?, ?, 0)',
  ).run(id, id, taxonomy);
}

beforeEach(() => {
  db = blankSite();
  addTestUser(db, 1, 'admin');
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title)
     VALUES (3, 1, 'page', 'publish', 'about', 'About')`,
  ).run();
  db.prepare(
    `INSERT INTO comments (comment_ID, comment_post_ID, comment_author, comment_approved, comment_date, comment_date_gmt)
     VALUES (3, 3, 'Guest', '1', '2024-01-01 10:00:00', '2024-01-01 10:00:00')`,
  ).run();
  term(3, 'category', 'news');
  term(5, 'nav_menu', 'main');
  term(6, 'nav_menu', 'unplaced');
  writeOption(db, 'nav_menu_locations', { primary: 5 });
});

const run = async (source: string, viewer: Viewer | null = null) => {
  const result = await runQuery(db, source, viewer);
  return {
    data: result.data,
    errors: result.errors?.map((e) => `${e.path?.join('.')}: ${e.message}`),
  };
};

const someId = toGlobalId('user', 3);

describe('global ids', () => {
  it('are read for their id part, whatever their type', async () => {
    const { data, errors } = await run(
      `{ page(id: "${someId}") { title } contentNode(id: "${someId}") { __typename } category(id: "${someId}") { name } termNode(id: "${someId}") { __typename } comment(id: "${someId}") { databaseId } user(id: "${toGlobalId('term', 1)}") { databaseId } }`,
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      page: { title: 'About' },
      contentNode: { __typename: 'Page' },
      category: { name: 'news' },
      termNode: { __typename: 'Category' },
      comment: { databaseId: 3 },
      user: { databaseId: 1 },
    });
  });

  it('without an id are invalid input (user(): no user, no error)', async () => {
    const { data, errors } = await run(
      `{ a: page(id: "not-base64!") { title } b: category(id: "abc") { name } c: comment(id: "abc") { databaseId } d: menu(id: "abc") { name } e: termNode(id: "abc") { __typename } f: user(id: "abc") { name } g: node(id: "") { id } }`,
    );
    expect(data).toEqual({ a: null, b: null, c: null, d: null, e: null, f: null, g: null });
    expect(errors).toEqual([
      'a: The ID input is invalid. Make sure you set the proper idType for your input.',
      'b: The ID input is invalid',
      'c: The ID input is invalid',
      'd: The ID input is invalid',
      'e: The ID input is invalid',
    ]);
  });
});

describe('termNode() and menu() by database id', () => {
  it('termNode ignores the taxonomy; a menu has no TermNode type (an internal error)', async () => {
    const { data, errors } = await run(
      `{ a: termNode(id: 3, idType: DATABASE_ID, taxonomy: TAG) { __typename } b: termNode(id: 5, idType: DATABASE_ID) { __typename } }`,
    );
    expect(data).toEqual({ a: { __typename: 'Category' }, b: null });
    expect(errors).toEqual(['b: TermNode resolved to no type']);
  });

  it('menu answers any term, a menu in no location not to anonymous readers', async () => {
    const { data, errors } = await run(
      `{ a: menu(id: 3, idType: DATABASE_ID) { name menuItems { nodes { id } } } b: menu(id: 6, idType: DATABASE_ID) { name } c: menu(id: "primary", idType: LOCATION) { name } d: menu(id: "PRIMARY", idType: LOCATION) { name } e: menu(id: "FOOTER", idType: LOCATION) { name } }`,
    );
    expect(data).toEqual({
      a: { name: 'news', menuItems: null },
      b: null,
      c: { name: 'main' },
      d: { name: 'main' },
      e: null,
    });
    expect(errors).toEqual([
      'e: No menu set for the provided location',
      'a.menuItems: Menu items of a term that is no menu',
    ]);
  });
});

describe('user() by username or e-mail', () => {
  it('is refused to who may not list users, unless it is their own', async () => {
    const query = `{ a: user(id: "admin", idType: USERNAME) { databaseId } b: user(id: "admin@example.com", idType: EMAIL) { databaseId } }`;
    expect(await run(query)).toEqual({
      data: { a: null, b: null },
      errors: [
        'a: You do not have permission to request a User by Username',
        'b: You do not have permission to request a User by Email',
      ],
    });
    const self: Viewer = { id: 1, login: 'admin', roles: ['subscriber'] };
    expect(await run(query, self)).toEqual({
      data: { a: { databaseId: 1 }, b: { databaseId: 1 } },
      errors: undefined,
    });
  });
});

describe('contentType() and taxonomy()', () => {
  it('read a global id of any type and the enum names by NAME', async () => {
    const { data } = await run(
      `{ a: contentType(id: "${toGlobalId('content_type', 'page')}") { name } b: contentType(id: "PAGE", idType: NAME) { name } c: taxonomy(id: "TAG", idType: NAME) { name } d: contentNode(id: 3, idType: DATABASE_ID, contentType: POST) { __typename } }`,
    );
    expect(data).toEqual({
      a: { name: 'page' },
      b: { name: 'page' },
      c: { name: 'post_tag' },
      d: { __typename: 'Page' },
    });
  });
});
