import { beforeEach, describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { createSchema } from '../create-schema';
import { addTestUser, blankSite, queryData, runQuery } from '../test/site';
import { type Store } from '../../store/open-store';

let db: Store;

beforeEach(() => {
  db = blankSite();
  addTestUser(db, 1, 'author');
  const post = db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_password,
       post_date, post_date_gmt)
     VALUES (?, 1, ?, 'publish', ?, ?, ?, '2024-01-01 10:00:00', '2024-01-01 10:00:00')`,
  );
  post.run(10, 'post', 'hello', 'Hello', '');
  post.run(11, 'post', 'locked', 'Locked', 'secret');
  post.run(20, 'page', 'about', 'About', '');
  post.run(30, 'attachment', 'photo', 'Photo', '');
  db.prepare(`UPDATE posts SET post_status = 'inherit' WHERE ID = 30`).run();
  const term = (id: number, taxonomy: string, slug: string) => {
    db.prepare('INSERT INTO terms (term_id, name, slug) VALUES (?, ?, ?)').run(id, slug, slug);
    db.prepare(
      'INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy, count) VALUES (?, ?, ?, 1)',
    ).run(id, id, taxonomy);
  };
  term(5, 'category', 'news');
  term(6, 'post_tag', 'notes');
  term(7, 'post_format', 'post-format-aside');
});

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
/** WPGraphQL's answer for a connection over an empty list. */
const EMPTY = {
  nodes: [],
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};
const CONNECTION = `{ nodes { __typename id } edges { cursor } ${PAGE_INFO} }`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('code-derived registries on the root (nothing is registered)', () => {
  it('lists no registered scripts, stylesheets or themes', async () => {
    expect(
      await queryData(
        db,
        `{ registeredScripts(first: 5) ${CONNECTION}
           registeredStylesheets(where: { handlesIn: ["jquery"] }) ${CONNECTION}
           themes ${CONNECTION} }`,
      ),
    ).toEqual({ registeredScripts: EMPTY, registeredStylesheets: EMPTY, themes: EMPTY });
  });

  it('ignores a cursor naming a handle that is not registered', async () => {
    const cursor = base64('arrayconnection:jquery');
    expect(await queryData(db, `{ registeredScripts(after: "${cursor}") ${CONNECTION} }`)).toEqual({
      registeredScripts: EMPTY,
    });
  });

  it("checks first and last as WPGraphQL's connections do", async () => {
    const result = await runQuery(db, `{ registeredScripts(first: -1) { nodes { id } } }`);
    expect(result.data).toEqual({ registeredScripts: null });
    expect(result.errors?.map((e) => e.message)).toEqual(['first must be a positive integer.']);
    const both = await runQuery(db, `{ themes(first: 1, last: 1) { nodes { id } } }`);
    expect(both.errors?.[0]?.message).toMatch(/^The `first` and `last` connection args/);
  });

  it('finds no theme for any id, with the text WPGraphQL gives', async () => {
    const ask = (id: string) => runQuery(db, `{ theme(id: ${JSON.stringify(id)}) { id name } }`);
    const byId = await ask(base64('theme:twentytwentyfive'));
    expect(byId.data).toEqual({ theme: null });
    expect(byId.errors?.[0]?.message).toBe(
      'No theme was found with the stylesheet: twentytwentyfive',
    );
    expect(byId.errors?.[0]?.path).toEqual(['theme']);
    // esc_html() on the message; an id without `:` keeps all but its first byte.
    expect((await ask(base64('theme:<b>'))).errors?.[0]?.message).toBe(
      'No theme was found with the stylesheet: &lt;b&gt;',
    );
    expect((await ask(base64('xtheme'))).errors?.[0]?.message).toBe(
      'No theme was found with the stylesheet: theme',
    );
    // Bytes that are not UTF-8: esc_html() answers '', which graphql-php reports as unknown.
    expect((await ask('nope')).errors?.[0]?.message).toBe('An unknown error occurred.');
  });

  it('resolves no node for a theme or asset global id', async () => {
    const ask = (id: string) => `node(id: "${base64(id)}") { __typename id }`;
    expect(
      await queryData(
        db,
        `{ theme: ${ask('theme:twentytwentyfive')} script: ${ask('enqueued_script:jquery')}
           style: ${ask('enqueued_stylesheet:wp-block-library')} }`,
      ),
    ).toEqual({ theme: null, script: null, style: null });
  });

  it('answers an empty global stylesheet (no theme.json data to merge)', async () => {
    expect(
      await queryData(db, `{ all: globalStylesheet some: globalStylesheet(types: [PRESETS]) }`),
    ).toEqual({ all: '', some: '' });
  });
});

describe('enqueued assets on nodes (nothing is enqueued)', () => {
  const ASSETS = `enqueuedScripts(first: 3) ${CONNECTION}
    enqueuedStylesheets(where: { handlesIn: [] }) ${CONNECTION}`;

  it('are empty connections on content nodes, terms and users', async () => {
    expect(
      await queryData(
        db,
        `{ post(id: 10, idType: DATABASE_ID) { ${ASSETS} }
           page(id: 20, idType: DATABASE_ID) { ${ASSETS} }
           category(id: 5, idType: DATABASE_ID) { ${ASSETS} }
           user(id: 1, idType: DATABASE_ID) { ${ASSETS} } }`,
      ),
    ).toEqual({
      post: { enqueuedScripts: EMPTY, enqueuedStylesheets: EMPTY },
      page: { enqueuedScripts: EMPTY, enqueuedStylesheets: EMPTY },
      category: { enqueuedScripts: EMPTY, enqueuedStylesheets: EMPTY },
      user: { enqueuedScripts: EMPTY, enqueuedStylesheets: EMPTY },
    });
  });

  it('are empty, not null, on a password-protected post', async () => {
    expect(
      await queryData(db, `{ post(id: 11, idType: DATABASE_ID) { isRestricted ${ASSETS} } }`),
    ).toEqual({
      post: { isRestricted: true, enqueuedScripts: EMPTY, enqueuedStylesheets: EMPTY },
    });
  });

  it('are empty on a node of every served type that carries them', async () => {
    const nodeOf: Record<string, string> = {
      Post: base64('post:10'),
      Page: base64('post:20'),
      MediaItem: base64('post:30'),
      Category: base64('term:5'),
      Tag: base64('term:6'),
      PostFormat: base64('term:7'),
      User: base64('user:1'),
    };
    const carriers = Object.values(createSchema(db).getTypeMap())
      .filter((type) => isObjectType(type) && type.getFields().enqueuedScripts)
      .map((type) => type.name);
    expect(carriers.sort()).toEqual(Object.keys(nodeOf).sort());
    for (const type of carriers) {
      const data = await queryData(
        db,
        `{ node(id: "${nodeOf[type]}") { __typename ... on ${type} { ${ASSETS} } } }`,
      );
      expect(data, type).toEqual({
        node: { __typename: type, enqueuedScripts: EMPTY, enqueuedStylesheets: EMPTY },
      });
    }
  });
});
