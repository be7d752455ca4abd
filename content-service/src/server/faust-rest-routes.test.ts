import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/open-store';
import { writeOption } from '../store/options';
import { startTestServer, type TestServer } from './test/test-server';

/* FaustWP's stateless REST routes over a store holding only the options they read. */

const SECRET = 'test-secret';
const json = { 'Content-Type': 'application/json' };

describe('FaustWP REST routes', () => {
  let db: Store;
  let server: TestServer;
  beforeAll(async () => {
    db = openStore(':memory:');
    writeOption(db, 'home', 'http://wp.test');
    writeOption(db, 'siteurl', 'http://wp.test');
    writeOption(db, 'faustwp_settings', {
      secret_key: SECRET,
      frontend_uri: 'http://front.test',
      enable_redirects: '1',
      enable_rewrites: '1',
    });
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server.close();
    db.close();
  });

  it('lists the namespace with links on the home URL', async () => {
    const res = await server.send('GET', '/wp-json/faustwp/v1');
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('GET');
    const body = res.json() as { routes: Record<string, unknown>; _links: unknown };
    expect(Object.keys(body.routes)).toContain('/faustwp/v1/telemetry');
    expect(body._links).toEqual({ up: [{ href: 'http://wp.test/wp-json/' }] });
    expect(res.text).toContain('"args":[]');
    expect((await server.send('GET', '/?rest_route=/faustwp/v1')).text).toBe(res.text);
  });

  it('reports telemetry from the settings', async () => {
    const res = await server.send('POST', '/wp-json/faustwp/v1/telemetry', {
      headers: { 'x-faustwp-secret': SECRET },
    });
    expect(res.status).toBe(200);
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toMatchObject({
      faustwp: {
        has_frontend_uri: true,
        redirects_enabled: true,
        image_source_replacement_enabled: false,
      },
      wpgraphql_content_blocks: { version: null },
    });
  });

  it('refuses a missing or wrong secret with rest_forbidden 401', async () => {
    for (const headers of [{}, { 'x-faustwp-secret': 'nope' }]) {
      const res = await server.send('POST', '/wp-json/faustwp/v1/telemetry', { headers });
      expect(res.status).toBe(401);
      expect(res.text).toBe(
        '{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":401}}',
      );
    }
  });

  it('validates the public WordPress URL against the front end', async () => {
    const post = (url: string) =>
      server.send('POST', '/wp-json/faustwp/v1/validate_public_wordpress_url', {
        headers: { ...json, 'x-faustwp-secret': SECRET },
        body: JSON.stringify({ public_wordpress_url: url }),
      });
    const ok = await post('http://wp.test');
    expect([ok.status, ok.text]).toEqual([200, '"OK"']);
    const same = await post('http://front.test');
    expect([same.status, same.text]).toEqual([400, '"Bad Request"']);
  });

  it('answers rest_invalid_json 400 to a malformed JSON body', async () => {
    const res = await server.send('POST', '/wp-json/faustwp/v1/validate_public_wordpress_url', {
      headers: { ...json, 'x-faustwp-secret': SECRET },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ code: 'rest_invalid_json' });
  });

  it.each([
    ['GET', '/wp-json/faustwp/v1/telemetry'],
    ['POST', '/wp-json/faustwp/v1'],
    ['POST', '/wp-json/faustwp/v1/nothing'],
    ['GET', '/wp-json/nothing/v1'],
  ])('answers rest_no_route 404 to %s %s', async (method, path) => {
    const res = await server.send(method, path);
    expect(res.status).toBe(404);
    expect(res.text).toBe(
      '{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}',
    );
  });
});
