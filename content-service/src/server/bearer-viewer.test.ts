import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, startAuthTestSite, type AuthTestSite } from '../auth/test/site';
import { DEBUG } from './test/test-server';

/*
 * `Authorization: Bearer <access token>` signs a GraphQL request in: viewer, drafts and
 * previews per WordPress's capabilities. Every other credential is anonymous, never an error.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

const DRAFTS = `{
  viewer { username roles { nodes { name } } }
  posts(where: { status: DRAFT }) { nodes { databaseId } }
  editorDraft: post(id: 11, idType: DATABASE_ID) { title status }
  authorDraft: post(id: 12, idType: DATABASE_ID) { title status }
}`;

async function query(authorization?: string) {
  const headers = authorization ? { Authorization: authorization } : {};
  return site.server.post({ query: DRAFTS }, headers);
}

const ANONYMOUS = {
  data: { viewer: null, posts: { nodes: [] }, editorDraft: null, authorDraft: null },
  extensions: DEBUG,
};

describe('Bearer access tokens', () => {
  it('sign an editor in: viewer, every draft, no-cache headers', async () => {
    const { accessToken } = await signInAs(site, 'editor');
    const res = await query(`Bearer ${accessToken}`);
    expect(res.json()).toEqual({
      data: {
        viewer: { username: 'editor', roles: { nodes: [{ name: 'editor' }] } },
        posts: { nodes: [{ databaseId: 12 }, { databaseId: 11 }] },
        editorDraft: { title: 'Editor draft', status: 'draft' },
        authorDraft: { title: 'Author draft', status: 'draft' },
      },
      extensions: DEBUG,
    });
    expect(res.headers['cache-control']).toBe(
      'no-cache, must-revalidate, max-age=0, no-store, private',
    );
  });

  it('let an author read their own draft only', async () => {
    const { accessToken } = await signInAs(site, 'jonas');
    const body = (await query(`Bearer ${accessToken}`)).json() as typeof ANONYMOUS;
    expect(body.data.viewer).toEqual({ username: 'jonas', roles: { nodes: [{ name: 'author' }] } });
    expect(body.data.authorDraft).toEqual({ title: 'Author draft', status: 'draft' });
    expect(body.data.editorDraft).toBeNull();
  });

  it('read the token as FaustWP does: any scheme word, but a word is needed', async () => {
    const { accessToken } = await signInAs(site, 'editor');
    const lower = (await query(`bearer ${accessToken}`)).json() as typeof ANONYMOUS;
    expect(lower.data.viewer).not.toBeNull();
    expect((await query(accessToken)).json()).toEqual(ANONYMOUS);
  });

  it('leave garbage, refresh and expired tokens anonymous, with status 200', async () => {
    const pair = await signInAs(site, 'editor');
    for (const header of ['Bearer garbage', `Bearer ${pair.refreshToken}`, 'Basic YTpi']) {
      const res = await query(header);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual(ANONYMOUS);
      expect(res.headers['cache-control']).toBeUndefined();
    }
    site.advance(301);
    expect((await query(`Bearer ${pair.accessToken}`)).json()).toEqual(ANONYMOUS);
  });

  it('lists the administrator capabilities in WordPress order', async () => {
    const { accessToken } = await signInAs(site, 'admin');
    const res = await site.server.post(
      { query: '{ viewer { capabilities shouldShowFaustToolbar } }' },
      { Authorization: `Bearer ${accessToken}` },
    );
    const viewer = (res.json() as { data: { viewer: { capabilities: string[] } } }).data.viewer;
    expect(viewer.capabilities.slice(0, 3)).toEqual([
      'switch_themes',
      'edit_themes',
      'activate_plugins',
    ]);
    expect(viewer.capabilities.slice(-2)).toEqual(['wpseo_manage_options', 'administrator']);
    expect(viewer).toMatchObject({ shouldShowFaustToolbar: true });
  });
});
