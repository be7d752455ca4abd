import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite, queryData } from '../test/site';
import { type Store } from '../../store/open-store';

let db: Store;

function post(id: number, date: string, title: string, status = 'publish'): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_date, post_date_gmt)
     VALUES (?, 1, 'post', ?, ?, ?, ?, ?)`,
  ).run(id, status, `post-${id}`, title, date, date);
}

function term(id: number, taxonomy: string, slug: string, objects: number[]): void {
  db.prepare('INSERT INTO terms (term_id, name, slug) VALUES (?, ?, ?)').run(id, slug, slug);
  db.prepare(
    'INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy, count) VALUES (?, ?, ?, ?)',
  ).run(id, id, taxonomy, objects.length);
  for (const object of objects) {
    db.prepare('INSERT INTO term_relationships (object_id, term_taxonomy_id) VALUES (?, ?)').run(
      object,
      id,
    );
  }
}

const ids = (connection: unknown) =>
  (connection as { nodes: { databaseId: number }[] }).nodes.map((n) => n.databaseId);

beforeEach(() => {
  db = blankSite();
  post(10, '2024-01-01 10:00:00', 'Banana');
  post(11, '2024-02-01 10:00:00', 'Apple');
  post(12, '2024-03-01 10:00:00', 'Cherry');
  post(13, '2024-04-01 10:00:00', 'Draft', 'draft');
  post(14, '2024-05-01 10:00:00', 'Standard');
  term(20, 'post_format', 'post-format-image', [10, 11, 12, 13]);
  term(21, 'post_format', 'post-format-video', []);
  term(30, 'post_tag', 'fruit', [10, 14]);
});

const format = (selection: string) =>
  queryData(db, `{ postFormat(id: "post-format-image", idType: SLUG) { ${selection} } }`);

describe("a post format's connections (WPGraphQL term-to-post connections)", () => {
  it('lists the published posts of the format, newest first, with its where arguments', async () => {
    const data = await format(`
      posts { nodes { databaseId } }
      contentNodes(where: { contentTypes: [POST] }) { nodes { __typename ... on Post { databaseId } } }
      byTitle: posts(where: { orderby: { field: TITLE, order: ASC } }) { nodes { databaseId } }
      tagged: posts(where: { tagIn: ["30"] }) { nodes { databaseId } }
      search: contentNodes(where: { search: "cherry" }) { nodes { ... on Post { databaseId } } }
      page: posts(first: 2) { nodes { databaseId } pageInfo { hasNextPage } }`);
    const node = data.postFormat as Record<string, unknown>;
    expect(ids(node.posts)).toEqual([12, 11, 10]);
    expect(node.contentNodes).toEqual({
      nodes: [12, 11, 10].map((databaseId) => ({ __typename: 'Post', databaseId })),
    });
    expect(ids(node.byTitle)).toEqual([11, 10, 12]);
    expect(ids(node.tagged)).toEqual([10]);
    expect(ids(node.search)).toEqual([12]);
    expect(node.page).toEqual({
      nodes: [{ databaseId: 12 }, { databaseId: 11 }],
      pageInfo: { hasNextPage: true },
    });
  });

  it('finds one post by id or slug whatever its terms, as a singular WP_Query', async () => {
    const data = await format(`
      byId: posts(where: { id: 14 }) { nodes { databaseId } }
      byName: contentNodes(where: { name: "post-14" }) { nodes { ... on Post { databaseId } } }
      inList: posts(where: { in: [14, 10] }) { nodes { databaseId } }`);
    const node = data.postFormat as Record<string, unknown>;
    expect(ids(node.byId)).toEqual([14]);
    expect(ids(node.byName)).toEqual([14]);
    expect(ids(node.inList)).toEqual([10]);
  });

  it('lists nothing for a format no post has', async () => {
    const data = await queryData(
      db,
      `{ postFormat(id: "post-format-video", idType: SLUG) { posts { nodes { databaseId } } contentNodes { nodes { id } } } }`,
    );
    expect(data.postFormat).toEqual({ posts: { nodes: [] }, contentNodes: { nodes: [] } });
  });

  it("gives the format's taxonomy with the taxonomy's name as its cursor, as a term's", async () => {
    const data = await queryData(
      db,
      `{ postFormat(id: "post-format-image", idType: SLUG) { taxonomy { cursor node { name } } }
         tag(id: "fruit", idType: SLUG) { taxonomy { cursor } } }`,
    );
    expect(data).toEqual({
      postFormat: {
        taxonomy: {
          cursor: Buffer.from('arrayconnection:post_format').toString('base64'),
          node: { name: 'post_format' },
        },
      },
      tag: { taxonomy: { cursor: Buffer.from('arrayconnection:post_tag').toString('base64') } },
    });
  });
});
