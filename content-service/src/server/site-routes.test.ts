import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/open-store';
import { writeOption } from '../store/options';
import { startTestServer, type TestServer } from './test/test-server';

/* FaustWP's front-end redirects, wp-admin, wp-login.php and robots.txt on the WordPress host. */

describe('site routes', () => {
  let db: Store;
  let server: TestServer;
  beforeAll(async () => {
    db = openStore(':memory:');
    writeOption(db, 'home', 'http://wp.test');
    writeOption(db, 'siteurl', 'http://wp.test');
    writeOption(db, 'blogname', 'Site & Co');
    writeOption(db, 'blog_public', '1');
    writeOption(db, 'faustwp_settings', {
      frontend_uri: 'http://front.test/',
      enable_redirects: '1',
    });
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server.close();
    db.close();
  });

  it.each(['/', '/about/?foo=bar', '/?p=1164', '/missing-page/'])(
    'redirects %s to the front end',
    async (path) => {
      const res = await server.send('GET', path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`http://front.test${path}`);
      expect(res.headers['x-redirect-by']).toBe('WP Engine Headless plugin');
      expect(res.text).toBe('');
    },
  );

  it('does not redirect GraphQL, REST, uploads or other methods', async () => {
    expect((await server.send('GET', '/graphql')).status).toBe(200);
    expect((await server.send('GET', '/wp-json/wp/v2/nothing')).status).toBe(404);
    expect((await server.send('GET', '/wp-content/uploads/x.jpg')).status).toBe(404);
    expect((await server.send('DELETE', '/about/')).status).toBe(404);
  });

  it('percent-encodes a front end whose address is outside ASCII', async () => {
    writeOption(db, 'faustwp_settings', {
      frontend_uri: 'http://front.test/\u30cb\u30e5\u30fc\u30b9',
      enable_redirects: '1',
    });
    try {
      const res = await server.send('GET', '/about/');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(
        'http://front.test/%E3%83%8B%E3%83%A5%E3%83%BC%E3%82%B9/about/',
      );
    } finally {
      writeOption(db, 'faustwp_settings', {
        frontend_uri: 'http://front.test/',
        enable_redirects: '1',
      });
    }
  });

  it('sends anonymous wp-admin visitors to the login form', async () => {
    const res = await server.send('GET', '/wp-admin/');
    expect(res.status).toBe(302);
    expect(res.headers['x-redirect-by']).toBe('WordPress');
    expect(res.headers.location).toBe(
      'http://wp.test/wp-login.php?redirect_to=http%3A%2F%2Fwp.test%2Fwp-admin%2F&reauth=1',
    );
  });

  it('shows the login form', async () => {
    const res = await server.send('GET', '/wp-login.php');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.text).toContain('<title>Log In &lsaquo; Site &amp; Co &#8212; WordPress</title>');
    expect(res.text).toContain('action="http://wp.test/wp-login.php"');
  });

  it("serves Yoast's robots.txt, and core's Disallow when the site is not public", async () => {
    const res = await server.send('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('Sitemap: http://wp.test/sitemap_index.xml\n');
    writeOption(db, 'blog_public', '0');
    try {
      expect((await server.send('GET', '/robots.txt')).text).toBe('User-agent: *\nDisallow: /\n');
    } finally {
      writeOption(db, 'blog_public', '1');
    }
  });

  it('answers 404 instead of redirecting when FaustWP redirects are off', async () => {
    writeOption(db, 'faustwp_settings', {
      frontend_uri: 'http://front.test',
      enable_redirects: '0',
    });
    try {
      const res = await server.send('GET', '/about/');
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    } finally {
      writeOption(db, 'faustwp_settings', {
        frontend_uri: 'http://front.test/',
        enable_redirects: '1',
      });
    }
  });
});
