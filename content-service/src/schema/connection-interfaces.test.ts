import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from './create-schema';
import { addTestUser, blankSite, queryData } from './test/site';
import { needsShared } from '../../../tests/support/needs-shared';
import { referenceFile } from '../../../tests/support/shared-dir';

const hasReference = needsShared('wordpress-reference');

describe('WPGraphQL connection interfaces', () => {
  it('select through fragments on the interfaces a connection, its edges and page info implement', async () => {
    const db = blankSite();
    db.prepare(
      `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_date)
       VALUES (7, 1, 'post', 'publish', 'hello', 'Hello', '2024-01-01 00:00:00')`,
    ).run();
    const data = await queryData(
      db,
      `{ posts { __typename
           ... on PostConnection { nodes { databaseId } }
           edges { ... on PostConnectionEdge { cursor } }
           pageInfo { ... on PostConnectionPageInfo { hasNextPage } } }
         contentNodes { ... on ContentNodeConnection { nodes { __typename } } }
         terms { ... on TermNodeConnection { edges { ... on TermNodeConnectionEdge { cursor } } } }
         contentTypes(first: 1) { ... on ContentTypeConnection { nodes { name } } } }`,
    );
    expect(data).toEqual({
      posts: {
        __typename: 'RootQueryToPostConnection',
        nodes: [{ databaseId: 7 }],
        edges: [{ cursor: Buffer.from('arrayconnection:7').toString('base64') }],
        pageInfo: { hasNextPage: false },
      },
      contentNodes: { nodes: [{ __typename: 'Post' }] },
      terms: { edges: [] },
      contentTypes: { nodes: [{ name: 'post' }] },
    });
  });

  it.runIf(hasReference)(
    'are implemented by every served connection, edge and page info that implements them on WordPress',
    () => {
      const reference = buildSchema(readFileSync(referenceFile('schema.graphql'), 'utf8'));
      const ours = createSchema(blankSite());
      const missing: string[] = [];
      for (const type of Object.values(ours.getTypeMap())) {
        if (!isObjectType(type) || !/(Connection|Edge|PageInfo)$/.test(type.name)) continue;
        const ref = reference.getType(type.name);
        if (!isObjectType(ref)) continue;
        const have = new Set(type.getInterfaces().map((i) => i.name));
        for (const i of ref.getInterfaces()) {
          if (!have.has(i.name)) missing.push(`${type.name} implements ${i.name}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});

describe('one-to-one edges', () => {
  it("carry their node's cursor, as WPGraphQL's one-to-one connections", async () => {
    const db = blankSite();
    addTestUser(db, 3, 'ann', 'Ann');
    const insert = db.prepare(
      `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_parent, post_date)
       VALUES (?, 3, ?, ?, ?, ?, ?, '2024-01-01 00:00:00')`,
    );
    insert.run(5, 'page', 'publish', 'parent', 'Parent', 0);
    insert.run(6, 'page', 'publish', 'child', 'Child', 5);
    const cursor = (id: number | string) => Buffer.from(`arrayconnection:${id}`).toString('base64');
    const data = await queryData(
      db,
      `{ page(id: 6, idType: DATABASE_ID) { author { cursor } contentType { cursor } parent { cursor } } }`,
    );
    expect(data.page).toEqual({
      author: { cursor: cursor(3) },
      contentType: { cursor: cursor('page') },
      parent: { cursor: cursor(5) },
    });
  });
});
