import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { writeOption } from '../store/options';
import { DEBUG, startTestServer, type TestServer } from './test/test-server';
import { authorizationToken } from './viewer';

const INTROSPECTION = '{ __schema { queryType { name } mutationType { name } } }\n';
const REFUSED = {
  errors: [
    {
      message:
        'The query contained __schema or __type, however GraphQL introspection is not allowed for public requests by default. Public introspection can be enabled under the WPGraphQL Settings.',
      locations: [{ line: 1, column: 3 }],
    },
  ],
  extensions: DEBUG,
};
const ALLOWED = {
  data: { __schema: { queryType: { name: 'RootQuery' }, mutationType: { name: 'RootMutation' } } },
  extensions: DEBUG,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  delete process.env.FAUST_SECRET_KEY;
});

describe('introspection', () => {
  it('is refused for anonymous requests, at every __schema/__type field', async () => {
    server = await startTestServer({ introspectionSecret: 's3cret' });
    expect((await server.post({ query: INTROSPECTION })).json()).toEqual(REFUSED);
    const both = await server.post({
      query: '{ __type(name: "Nested") { name } __schema { queryType { name } } }',
    });
    expect((both.json() as { errors: unknown[] }).errors).toHaveLength(2);
    expect((await server.post({ query: '{ __typename }' })).status).toBe(200);
  });

  it('is refused with a wrong x-faust-secret and allowed with the right one', async () => {
    server = await startTestServer({ introspectionSecret: 's3cret' });
    expect(
      (await server.post({ query: INTROSPECTION }, { 'x-faust-secret': 'nope' })).json(),
    ).toEqual(REFUSED);
    expect(
      (await server.post({ query: INTROSPECTION }, { 'x-faust-secret': 's3cret' })).json(),
    ).toEqual(ALLOWED);
  });

  it("takes the secret from the site's faustwp_settings, else FAUST_SECRET_KEY", async () => {
    const db = openStore(':memory:');
    writeOption(db, 'faustwp_settings', {
      secret_key: 'from-db',
      frontend_uri: 'http://localhost:3000',
    });
    server = await startTestServer({ db });
    expect(
      (await server.post({ query: INTROSPECTION }, { 'x-faust-secret': 'from-db' })).json(),
    ).toEqual(ALLOWED);
    await server.close();

    // A test value, not a secret: the server must read the key from the environment.
    const envKey = 'from-env';
    process.env.FAUST_SECRET_KEY = envKey;
    server = await startTestServer();
    expect(
      (await server.post({ query: INTROSPECTION }, { 'x-faust-secret': envKey })).json(),
    ).toEqual(ALLOWED);
    expect((await server.post({ query: INTROSPECTION }, { 'x-faust-secret': '' })).json()).toEqual(
      REFUSED,
    );
  });

  it('is refused when no secret is configured at all, whatever the header', async () => {
    server = await startTestServer();
    expect(
      (await server.post({ query: INTROSPECTION }, { 'x-faust-secret': 'anything' })).json(),
    ).toEqual(REFUSED);
  });
});

describe('viewer hook', () => {
  const signedIn = (req: IncomingMessage) =>
    authorizationToken(req) === 'good' ? { id: 1, login: 'admin', roles: ['administrator'] } : null;

  it('anonymous by default, ignoring any credentials', async () => {
    server = await startTestServer();
    const res = await server.post({ query: '{ viewerLogin }' }, { Authorization: 'Bearer good' });
    expect(res.json()).toEqual({ data: { viewerLogin: null }, extensions: DEBUG });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('passes the viewer to resolvers and sends the no-cache headers WordPress sends', async () => {
    server = await startTestServer({ resolveViewer: signedIn });
    const res = await server.post({ query: '{ viewerLogin }' }, { Authorization: 'bearer good' });
    expect(res.json()).toEqual({ data: { viewerLogin: 'admin' }, extensions: DEBUG });
    expect(res.headers.expires).toBe('Wed, 11 Jan 1984 05:00:00 GMT');
    expect(res.headers['cache-control']).toBe(
      'no-cache, must-revalidate, max-age=0, no-store, private',
    );
    expect(res.headers['last-modified']).toBe('');
    const names = res.rawHeaders.filter((_, i) => i % 2 === 0);
    expect(names.indexOf('Expires')).toBe(names.indexOf('X-GraphQL-URL') + 1);
    expect(names.indexOf('Content-Type')).toBe(names.indexOf('Last-Modified') + 1);
    // Signed-in users may introspect (WPGraphQL's rule only applies to public requests).
    expect(
      (await server.post({ query: INTROSPECTION }, { Authorization: 'Bearer good' })).json(),
    ).toEqual(ALLOWED);
  });

  it('reads the token as FaustWP does: the second word, any scheme', () => {
    const req = (authorization?: string) => ({ headers: { authorization } }) as IncomingMessage;
    expect(authorizationToken(req('Bearer abc'))).toBe('abc');
    expect(authorizationToken(req('bearer abc'))).toBe('abc');
    expect(authorizationToken(req('abc'))).toBeNull();
    expect(authorizationToken(req(undefined))).toBeNull();
    expect(authorizationToken(req('Bearer '))).toBeNull();
  });
});
