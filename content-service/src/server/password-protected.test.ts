import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, startAuthTestSite, type AuthTestSite } from '../auth/test/site';

/*
 * A password-protected post as WPGraphQL 2.20 answers it (recorded on the real WordPress, post
 * 1168 of the theme unit test): an anonymous reader gets its title and `hasPassword: true`, and
 * null for its content, excerpt and password; an editor reads the content. Posts without a
 * password answer `hasPassword: false`.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
  site.db
    .prepare(
      `INSERT INTO posts (ID, post_author, post_title, post_content, post_status, post_name,
         post_password, post_date, post_date_gmt)
       VALUES (40, ?, 'Protected', '<p>Secret words</p>', 'publish', 'protected', 'enter',
         '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
    )
    .run(site.ids.editor);
});
afterEach(() => site.close());

const QUERY = `{
  protected: nodeByUri(uri: "/protected/") {
    __typename ... on Post { title hasPassword content excerpt }
  }
  open: post(id: 10, idType: DATABASE_ID) { hasPassword }
  page: page(id: 30, idType: DATABASE_ID) { hasPassword }
}`;

async function ask(headers: Record<string, string> = {}) {
  const res = await site.server.post({ query: QUERY }, headers);
  return (res.json() as { data: Record<string, Record<string, unknown> | null> }).data;
}

describe('hasPassword', () => {
  it('tells an anonymous reader that a post is protected, and withholds its content', async () => {
    expect(await ask()).toEqual({
      protected: {
        __typename: 'Post',
        title: 'Protected',
        hasPassword: true,
        content: null,
        excerpt: null,
      },
      open: { hasPassword: false },
      page: { hasPassword: false },
    });
  });

  it('answers the same to an editor, who reads the content', async () => {
    const { accessToken } = await signInAs(site, 'editor');
    const data = await ask({ Authorization: `Bearer ${accessToken}` });
    expect(data.protected).toMatchObject({ hasPassword: true });
    expect(String(data.protected?.content)).toContain('Secret words');
  });
});
