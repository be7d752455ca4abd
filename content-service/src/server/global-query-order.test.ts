import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceSite } from '../schema/test/reference-site';
import { startServer } from './server';
import { needsShared } from '../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/**
 * `templates` follows the node set up last, so it depends on the order the execution takes. The
 * execution budget holds resolvers for later slices; with a slice of 20 µs nearly every resolver waits a
 * turn, and the answers must still be the live WordPress's (recorded with these queries).
 */
let close: (() => Promise<void>) | undefined;
let url = '';

async function ask(query: string): Promise<unknown> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe.runIf(hasReference)('the global query when the execution budget holds resolvers', () => {
  beforeAll(async () => {
    const { db } = await loadReferenceSite();
    const server = await startServer({
      db,
      port: 0,
      uploadsDir: path.join(__dirname, 'no-uploads'),
      limits: { executionSliceMs: 0.02 },
    });
    url = server.url;
    close = server.close;
  });
  afterAll(async () => close?.());

  it("sets each menu item's node up when its type is resolved, in the items' order", async () => {
    const data = await ask(
      '{ menuItems(first: 5) { nodes { label connectedNode { node { __typename templates } } } } }',
    );
    const page = (templates: string[]) => ({ node: { __typename: 'Page', templates } });
    expect(data).toEqual({
      menuItems: {
        nodes: [
          {
            label: 'Lorem Ipsum',
            connectedNode: page(['page-lorem-ipsum', 'page-146', 'page', 'index']),
          },
          { label: 'Home', connectedNode: null },
          {
            label: 'Comments (custom label)',
            connectedNode: page(['page-page-with-comments', 'page', 'index']),
          },
          {
            label: 'About The Tests',
            connectedNode: page(['page-about', 'page-2', 'page', 'index']),
          },
          {
            label: 'content περιεχόμενο',
            connectedNode: {
              node: {
                __typename: 'Tag',
                templates: ['tag-content', 'tag-196', 'tag', 'archive', 'index'],
              },
            },
          },
        ],
      },
    });
  });

  it('resolves deferred nodes after the fields beside them', async () => {
    const single = ['single-post-wp-6-1-font-size-scale', 'single-post', 'single', 'index'];
    const data = await ask(`{
      contentType(id: "post", idType: NAME) { templates }
      post(id: 163, idType: DATABASE_ID) {
        a: templates author { node { name } } b: templates categories { nodes { name } } c: templates
      }
    }`);
    expect(data).toEqual({
      contentType: { templates: ['front-page', 'home', 'index'] },
      post: {
        a: single,
        author: { node: { name: 'Theme Reviewer' } },
        b: single,
        categories: { nodes: [{ name: '6.1' }, { name: 'Block' }] },
        c: single,
      },
    });
  });
});
