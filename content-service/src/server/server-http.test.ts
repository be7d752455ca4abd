import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBUG, startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const encode = (query: string) => encodeURIComponent(query);

describe('GraphQL over HTTP', () => {
  it('answers POST with data and the debug extension, serialised like PHP', async () => {
    const res = await server.post({ query: '{ hello slashes }' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      '{"data":{"hello":"Hello world","slashes":"\\/\\u03c0\\/ \\ud83d\\ude00"},"extensions":' +
        JSON.stringify(DEBUG) +
        '}',
    );
  });

  it('answers GET with variables and operationName from the query string', async () => {
    const query = 'query A { hello } query B($n: String) { hello(name: $n) }';
    const path = `/graphql?query=${encode(query)}&variables=${encode('{"n":"Ann"}')}&operationName=B`;
    const res = await server.send('GET', path);
    expect(res.json()).toEqual({ data: { hello: 'Hello Ann' }, extensions: DEBUG });
  });

  it('answers at /index.php?graphql and /?graphql too', async () => {
    for (const path of ['/index.php?graphql', '/?graphql', '/graphql/']) {
      const res = await server.send('POST', path, {
        headers: { 'Content-Type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      expect(res.json(), path).toEqual({ data: { __typename: 'RootQuery' }, extensions: DEBUG });
    }
  });

  it('sends the reference headers, in its order', async () => {
    const res = await server.post({ query: '{ hello }' });
    const names = res.rawHeaders.filter((_, i) => i % 2 === 0);
    const wp = names.filter(
      (name) => !['Date', 'Connection', 'Keep-Alive', 'Content-Length'].includes(name),
    );
    expect(wp).toEqual([
      'Access-Control-Allow-Origin',
      'Access-Control-Allow-Headers',
      'Access-Control-Max-Age',
      'X-Robots-Tag',
      'X-Content-Type-Options',
      'X-GraphQL-URL',
      'Content-Type',
    ]);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-graphql-url']).toBe(`127.0.0.1:${server.port}/graphql`);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers an OPTIONS preflight with 200, an empty body and WPGraphQL content type', async () => {
    const res = await server.send('OPTIONS', '/graphql', {
      headers: { Origin: 'http://example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers['content-type']).toBe('application/json ; charset=UTF-8');
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(res.headers['x-graphql-url']).toBe(`127.0.0.1:${server.port}/graphql`);
  });

  it('answers a batch with an array of results', async () => {
    const res = await server.post([{ query: '{ hello }' }, { query: '{ xyzzy }' }, {}]);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([
      { data: { hello: 'Hello world' }, extensions: DEBUG },
      {
        errors: [
          {
            message: 'Cannot query field "xyzzy" on type "RootQuery".',
            locations: [{ line: 1, column: 3 }],
          },
        ],
        extensions: DEBUG,
      },
      {
        errors: [
          {
            message:
              'GraphQL Request must include at least one of those two parameters: "query" or "queryId"',
          },
        ],
        extensions: DEBUG,
      },
    ]);
  });

  it('runs mutations by POST', async () => {
    const res = await server.post({ query: 'mutation { createThing(title: "x") }' });
    expect(res.json()).toEqual({ data: { createThing: 'x' }, extensions: DEBUG });
  });

  it('answers 404 JSON for unknown paths', async () => {
    const res = await server.send('GET', '/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect((await server.send('GET', '//graphql')).status).toBe(404);
  });
});
