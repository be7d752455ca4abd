import { graphql, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceSite } from '../test/reference-site';
import { createContext, type Viewer } from '../context';
import type { Store } from '../../store/open-store';
import { needsShared } from '../../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/**
 * Post, page and media fields on the reference site; expected values are what the live
 * WordPress (WPGraphQL 2.20) answers on the same data.
 */
let db: Store;
let schema: GraphQLSchema;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by shape below
type Answer = Record<string, any>;

async function run(source: string, viewer: Viewer | null = null) {
  return graphql({ schema, source, contextValue: createContext(db, viewer) });
}

async function ask(source: string, viewer: Viewer | null = null): Promise<Answer> {
  const result = await run(source, viewer);
  expect(result.errors).toBeUndefined();
  return result.data as Answer;
}

const UPLOADS = 'http://127.0.0.1:8080/wp-content/uploads/2014/01';

describe.runIf(hasReference)('content node fields as WPGraphQL', () => {
  beforeAll(async () => {
    ({ db, schema } = await loadReferenceSite());
  });

  it('lists the templates of the node set up last: WPGraphQL answers for the previous node first', async () => {
    // Recorded from the live WordPress: each node's `templates` comes before any field that sets
    // the node up, so it shows the global query the previous node left (the roots load first).
    const data = await ask(`{
      post(id: 163, idType: DATABASE_ID) { templates enclosure ancestors { nodes { id } } parent { node { id } } }
      page(id: 1847, idType: DATABASE_ID) { templates enclosure }
      mediaItem(id: 1692, idType: DATABASE_ID) { templates }
    }`);
    const media = [
      'image-gif',
      'gif',
      'image',
      'attachment',
      'single-attachment-spectacles-2',
      'single-attachment',
      'single',
      'index',
    ];
    expect(data.post).toEqual({ templates: media, enclosure: null, ancestors: null, parent: null });
    expect(data.page).toEqual({
      templates: ['single-post-wp-6-1-font-size-scale', 'single-post', 'single', 'index'],
      enclosure: null,
    });
    expect(data.mediaItem.templates).toEqual([
      'page-flexible-layout-test',
      'page-1847',
      'page',
      'index',
    ]);
  });

  it("gives an image's file, path, srcset and sizes, and its parents", async () => {
    const data = await ask(`{
      mediaItem(id: 1692, idType: DATABASE_ID) {
        file filePath srcSet sizes large: sizes(size: LARGE) hasPassword password
        parentId ancestors { nodes { databaseId } }
      }
    }`);
    expect(data.mediaItem).toEqual({
      file: 'spectacles.gif',
      filePath: '/wp-content/uploads/2014/01/spectacles.gif',
      srcSet: `${UPLOADS}/spectacles-300x200.gif 300w, ${UPLOADS}/spectacles-1024x683.gif 1024w, ${UPLOADS}/spectacles-768x512.gif 768w`,
      sizes: '(max-width: 300px) 100vw, 300px',
      large: '(max-width: 1024px) 100vw, 1024px',
      hasPassword: false,
      password: null,
      parentId: 'cG9zdDo1MDE=',
      ancestors: { nodes: [{ databaseId: 501 }, { databaseId: 2 }] },
    });
  });

  it('shows a post password to editors only, and restricts users for anonymous readers', async () => {
    const query =
      '{ post(id: 1168, idType: DATABASE_ID) { password } user(id: 3, idType: DATABASE_ID) { isRestricted } }';
    expect(await ask(query)).toEqual({ post: { password: null }, user: { isRestricted: true } });
    const admin: Viewer = { id: 1, login: 'admin', roles: ['administrator'] };
    expect(await ask(query, admin)).toEqual({
      post: { password: 'enter' },
      user: { isRestricted: false },
    });
  });

  it('refuses a global id it cannot decode, and fails on pinged as WPGraphQL does', async () => {
    const refused = await run('{ node(id: "not-an-id") { id } }');
    expect(refused.errors?.[0]?.message).toBe('The global ID isn&#039;t recognized ID: not-an-id');
    const pinged = await run('{ post(id: 163, idType: DATABASE_ID) { toPing pinged } }');
    expect(pinged.data).toEqual({ post: { toPing: null, pinged: null } });
    expect(pinged.errors?.[0]?.path).toEqual(['post', 'pinged']);
  });
});
