import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, startAuthTestSite, type AuthTestSite } from '../auth/test/site';

/*
 * Previews and revisions as a signed-in editor's front end asks for them (Faust's preview
 * queries): `asPreview` gives the latest revision or autosave as a preview of its post, linked
 * to the front end's preview route; revisions list newest first; anonymous readers get null.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

const PREVIEW = `query ($id: ID!) {
  post(id: $id, idType: DATABASE_ID, asPreview: true) {
    __typename databaseId status isPreview isRevision title slug uri link
    author { node { databaseId } }
  }
}`;

async function preview(id: number, login?: string) {
  const headers = login
    ? { Authorization: `Bearer ${(await signInAs(site, login)).accessToken}` }
    : {};
  const res = await site.server.post({ query: PREVIEW, variables: { id } }, headers);
  return (res.json() as { data: { post: Record<string, unknown> | null } }).data.post;
}

describe('asPreview', () => {
  it("gives an editor the latest autosave as a preview of the post, with the post's author", async () => {
    const link =
      'http://localhost:3000/published/?preview=true&previewPathname=/published/&p=10&typeName=Post';
    expect(await preview(10, 'editor')).toEqual({
      __typename: 'Post',
      databaseId: 21,
      status: 'inherit',
      isPreview: true,
      isRevision: true,
      title: 'Published [autosave]',
      slug: '10-autosave-v1',
      uri: link,
      link,
      author: { node: { databaseId: site.ids.editor } },
    });
  });

  it("previews a page as a Page, linked with FaustWP's page_id", async () => {
    const { accessToken } = await signInAs(site, 'editor');
    const res = await site.server.post(
      {
        query:
          '{ page(id: 30, idType: DATABASE_ID, asPreview: true) { __typename databaseId isPreview title uri } }',
      },
      { Authorization: `Bearer ${accessToken}` },
    );
    expect((res.json() as { data: unknown }).data).toEqual({
      page: {
        __typename: 'Page',
        databaseId: 31,
        isPreview: true,
        title: 'About [autosave]',
        uri: 'http://localhost:3000/about/?preview=true&previewPathname=/about/&p=30&page_id=30&typeName=Page',
      },
    });
  });

  it('gives a draft without revisions as itself, not marked a preview', async () => {
    expect(await preview(11, 'editor')).toMatchObject({
      databaseId: 11,
      status: 'draft',
      isPreview: false,
      uri: '/?p=11',
    });
  });

  it("is null for anonymous readers, and for an author on another's post", async () => {
    expect(await preview(10)).toBeNull();
    expect(await preview(10, 'jonas')).toBeNull();
    expect(await preview(12, 'jonas')).toMatchObject({ databaseId: 12, isPreview: false });
  });
});

describe('revisions', () => {
  const REVISIONS = '{ post(id: 10, idType: DATABASE_ID) { revisions { nodes { databaseId } } } }';

  it('lists newest first for an editor, and nothing for anonymous readers', async () => {
    const { accessToken } = await signInAs(site, 'editor');
    const signedIn = await site.server.post(
      { query: REVISIONS },
      { Authorization: `Bearer ${accessToken}` },
    );
    expect((signedIn.json() as { data: unknown }).data).toEqual({
      post: { revisions: { nodes: [{ databaseId: 21 }, { databaseId: 20 }] } },
    });
    const anonymous = await site.server.post({ query: REVISIONS });
    expect((anonymous.json() as { data: unknown }).data).toEqual({
      post: { revisions: { nodes: [] } },
    });
  });
});
