import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite, runQuery } from '../test/site';
import { type Viewer } from '../context';
import { writeOption } from '../../store/options';
import { type Store } from '../../store/open-store';

let db: Store;

beforeEach(() => {
  db = blankSite();
});

const query = (source: string, viewer: Viewer | null = null) => runQuery(db, source, viewer);

const editor: Viewer = { id: 1, login: 'admin', roles: ['administrator'] };
const cursor = (name: string) => Buffer.from(`arrayconnection:${name}`).toString('base64');

describe('registered types and taxonomies', () => {
  it('pages content types with name cursors, as WPGraphQL', async () => {
    const result = await query(
      `{ contentTypes(first: 2) { nodes { name } pageInfo { hasNextPage endCursor } } }`,
    );
    expect(result.data).toEqual({
      contentTypes: {
        nodes: [{ name: 'post' }, { name: 'page' }],
        pageInfo: { hasNextPage: true, endCursor: cursor('page') },
      },
    });
    const next = await query(`{ contentTypes(after: "${cursor('page')}") { nodes { name } } }`);
    expect(next.data).toEqual({ contentTypes: { nodes: [{ name: 'attachment' }] } });
  });

  it('finds a taxonomy by name or global id, restricted to anonymous readers', async () => {
    const byName = await query(
      `{ taxonomy(id: "post_tag", idType: NAME) { id graphqlSingleName restBase isRestricted label } }`,
    );
    expect(byName.data).toEqual({
      taxonomy: {
        id: Buffer.from('taxonomy:post_tag').toString('base64'),
        graphqlSingleName: 'tag',
        restBase: 'tags',
        isRestricted: true,
        label: null,
      },
    });
    const byId = await query(
      `{ taxonomy(id: "${Buffer.from('taxonomy:category').toString('base64')}") { name } }`,
    );
    expect(byId.data).toEqual({ taxonomy: { name: 'category' } });
  });

  it("answers a user role's id with WPGraphQL's internal error to anonymous readers", async () => {
    const result = await query(
      `{ userRole(id: "${Buffer.from('user_role:administrator').toString('base64')}") { id name } }`,
    );
    expect(result.data).toEqual({ userRole: null });
    expect(result.errors?.[0]?.path).toEqual(['userRole', 'id']);
  });

  it('lists no plugins and no roles to anonymous readers', async () => {
    const result = await query('{ plugins { nodes { id } } userRoles { nodes { id } } }');
    expect(result.data).toEqual({ plugins: { nodes: [] }, userRoles: { nodes: [] } });
  });

  it('reads the permalink settings from their options', async () => {
    writeOption(db, 'category_base', 'topics');
    const result = await query('{ permalinkSettings { structure categoryBase tagBase } }');
    expect(result.data).toEqual({
      permalinkSettings: { structure: '/%postname%/', categoryBase: 'topics', tagBase: '' },
    });
  });
});

describe('revisions', () => {
  it('is an empty list to anonymous readers, the revisions to editors', async () => {
    db.prepare(
      `INSERT INTO posts (ID, post_author, post_status, post_type, post_name) VALUES (10, 1, 'publish', 'post', 'p')`,
    ).run();
    db.prepare(
      `INSERT INTO posts (ID, post_author, post_status, post_type, post_parent) VALUES (12, 1, 'inherit', 'revision', 10)`,
    ).run();
    const source = '{ revisions(where: { contentTypes: [PAGE] }) { nodes { databaseId } } }';
    expect((await query(source)).data).toEqual({ revisions: { nodes: [] } });
    expect((await query(source, editor)).data).toEqual({
      revisions: { nodes: [{ databaseId: 12 }] },
    });
  });
});
