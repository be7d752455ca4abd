import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, startAuthTestSite, type AuthTestSite } from '../auth/test/site';

/*
 * Core's REST items with a FaustWP Bearer token: /wp/v2/users/me and a draft in the edit
 * context, with WordPress's statuses, errors and signed-in headers.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
});
afterEach(() => site.close());

async function get(path: string, login?: string) {
  const headers = login
    ? { Authorization: `Bearer ${(await signInAs(site, login)).accessToken}` }
    : {};
  return site.server.send('GET', path, { headers });
}

describe('/wp/v2/users/me', () => {
  it('is 401 rest_not_logged_in for anonymous requests', async () => {
    const res = await get('/wp-json/wp/v2/users/me');
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    });
    expect(res.headers.vary).toBe('Origin');
  });

  it('describes the signed-in user, with no-cache headers', async () => {
    const res = await get('/wp-json/wp/v2/users/me', 'editor');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      id: site.ids.editor,
      name: 'editor',
      slug: 'editor',
      link: 'http://127.0.0.1:8080/author/editor/',
      avatar_urls: { 24: expect.stringContaining('?s=24&d=mm&r=g') as string },
    });
    expect(res.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers['cache-control']).toBe(
      'no-cache, must-revalidate, max-age=0, no-store, private',
    );
    expect(res.headers.vary).toBeUndefined();
  });
});

describe('/wp/v2/posts/ID', () => {
  const DRAFT = '/wp-json/wp/v2/posts/11?context=edit&_fields=id,status,link,title';

  it("gives an editor a draft's raw title and FaustWP's preview link", async () => {
    const res = await get(DRAFT, 'editor');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      id: 11,
      status: 'draft',
      link: 'http://localhost:3000/?p=11&preview=true&previewPathname=%2F%3Fp%3D11&typeName=Post',
      title: { raw: 'Editor draft', rendered: 'Editor draft' },
    });
    expect(res.headers.link).toBe('<http://127.0.0.1:8080/?p=11>; rel="alternate"; type=text/html');
  });

  it('refuses drafts to anonymous readers and the edit context to who may not edit', async () => {
    const anonymous = await get(DRAFT);
    expect(anonymous.status).toBe(401);
    expect((anonymous.json() as { code: string }).code).toBe('rest_forbidden');
    const author = await get('/wp-json/wp/v2/posts/10?context=edit', 'jonas');
    expect(author.status).toBe(403);
    expect((author.json() as { code: string }).code).toBe('rest_forbidden_context');
    const published = await get('/wp-json/wp/v2/posts/10?_fields=id,title');
    expect(published.json()).toEqual({ id: 10, title: { rendered: 'Published' } });
    expect((await get('/wp-json/wp/v2/posts/999')).status).toBe(404);
  });
});
