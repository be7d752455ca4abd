import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBUG, startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const encode = (query: string) => encodeURIComponent(query);

describe('GraphQL errors as WPGraphQL reports them', () => {
  it('syntax error: 500, message and locations, no extensions (POST and GET)', async () => {
    const query = 'query Broken {\n  posts(first: 5) {\n    nodes {\n      title\n    }\n';
    const expected =
      '{"errors":[{"message":"Syntax Error: Expected Name, found <EOF>","locations":[{"line":6,"column":1}]}]}';
    const post = await server.post({ query });
    expect(post.status).toBe(500);
    expect(post.text).toBe(expected);
    const get = await server.send('GET', `/graphql?query=${encode(query)}`);
    expect(get.status).toBe(500);
    expect(get.text).toBe(expected);
  });

  it('words syntax errors like graphql-php (no period, punctuators unquoted)', async () => {
    const res = await server.post({ query: 'query X hello' });
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Syntax Error: Expected {, found Name "hello"',
          locations: [{ line: 1, column: 9 }],
        },
      ],
    });
  });

  it('a syntax error anywhere in a batch fails the whole request', async () => {
    const res = await server.post([{ query: '{ hello }' }, { query: '{' }]);
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Syntax Error: Expected Name, found <EOF>',
          locations: [{ line: 1, column: 2 }],
        },
      ],
    });
  });

  it('validation errors: 200, errors and extensions, no data', async () => {
    const res = await server.post({ query: '{ hello notAField }' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      '{"errors":[{"message":"Cannot query field \\"notAField\\" on type \\"RootQuery\\".","locations":[{"line":1,"column":9}]}],"extensions":' +
        JSON.stringify(DEBUG) +
        '}',
    );
  });

  it('malformed or empty JSON body: 500 with graphql-php message and no extensions', async () => {
    const expected =
      '{"errors":[{"message":"Expected JSON object or array for \\"application\\/json\\" request, but failed to parse because: Syntax error"}]}';
    for (const body of ['{"query": "{ posts { nodes { id } }"', '']) {
      const res = await server.post(body);
      expect(res.status).toBe(500);
      expect(res.text).toBe(expected);
    }
    const scalar = await server.post('"text"');
    expect(scalar.status).toBe(500);
    expect(scalar.json()).toEqual({
      errors: [
        { message: 'Expected JSON object or array for "application/json" request, got: "text"' },
      ],
    });
  });

  it('non-JSON content type on POST: 415', async () => {
    const res = await server.send('POST', '/graphql', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '{"query":"{ __typename }"}',
    });
    expect(res.status).toBe(415);
    expect(res.text).toBe(
      '{"errors":[{"message":"HTTP POST requests must have Content-Type: application\\/json header. Received: application\\/x-www-form-urlencoded"}]}',
    );
    const none = await server.send('POST', '/graphql', { body: '{}' });
    expect(none.status).toBe(415);
  });

  it('accepts application/json with parameters', async () => {
    const res = await server.post(
      { query: '{ hello }' },
      { 'Content-Type': 'application/json; charset=utf-8' },
    );
    expect(res.status).toBe(200);
  });

  it('no query: 200 with the graphql-php message and extensions', async () => {
    const res = await server.send('GET', '/graphql');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        {
          message:
            'GraphQL Request must include at least one of those two parameters: "query" or "queryId"',
        },
      ],
      extensions: DEBUG,
    });
  });

  it('mutation by GET: 200 "GET supports only query operation"', async () => {
    const res = await server.send('GET', `/graphql?query=${encode('mutation { createThing }')}`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      errors: [{ message: 'GET supports only query operation' }],
      extensions: DEBUG,
    });
  });

  it('bad params: query not a string, variables not an object, persisted query ids', async () => {
    expect((await server.post({ query: 5 })).json()).toEqual({
      errors: [{ message: 'GraphQL Request parameter "query" must be string, but got 5' }],
      extensions: DEBUG,
    });
    expect((await server.post({ query: '{ hello }', variables: [1] })).json()).toEqual({
      errors: [
        {
          message:
            'GraphQL Request parameter "variables" must be object or JSON string parsed to object, but got [1]',
        },
      ],
      extensions: DEBUG,
    });
    expect((await server.post({ queryId: 'abc' })).json()).toEqual({
      errors: [{ message: 'Persisted queries are not supported by this server' }],
      extensions: DEBUG,
    });
  });

  it('a query id with a query, or an Apollo persisted-query hash: persisted queries unsupported', async () => {
    const persisted = {
      errors: [{ message: 'Persisted queries are not supported by this server' }],
      extensions: DEBUG,
    };
    const apq = { persistedQuery: { version: 1, sha256Hash: 'abc' } };
    expect((await server.post({ queryId: 'abc', query: '{ hello }' })).json()).toEqual(persisted);
    expect((await server.post({ documentId: 'abc', query: '{ hello }' })).json()).toEqual(
      persisted,
    );
    expect((await server.post({ extensions: apq })).json()).toEqual(persisted);
    const get = await server.send(
      'GET',
      `/graphql?query=${encode('{ hello }')}&extensions=${encode(JSON.stringify(apq))}`,
    );
    expect(get.json()).toEqual(persisted);
    // Without a hash, or with other extensions, the query runs.
    for (const extensions of [{ persistedQuery: { version: 1 } }, { foo: 1 }]) {
      const post = await server.post({ query: '{ __typename }', extensions });
      expect(post.json()).toMatchObject({ data: { __typename: 'RootQuery' } });
    }
  });

  it('variables that are text but not JSON, a number or a boolean: 500 "Internal server error"', async () => {
    const internal = { errors: [{ message: 'Internal server error' }] };
    const get = await server.send('GET', `/graphql?query=${encode('{ hello }')}&variables=notjson`);
    expect(get.status).toBe(500);
    expect(get.json()).toEqual(internal);
    for (const variables of ['x', 5, true]) {
      const post = await server.post({ query: '{ hello }', variables });
      expect(post.status).toBe(500);
      expect(post.json()).toEqual(internal);
    }
  });

  it('an operation that cannot be chosen', async () => {
    const res = await server.post({ query: 'query A { hello } query B { hello }' });
    expect(res.json()).toEqual({
      errors: [{ message: 'Failed to determine operation type' }],
      extensions: DEBUG,
    });
  });

  it('hides resolver failures behind "Internal server error", keeping locations and path', async () => {
    const res = await server.post({ query: '{\n  hello\n  failing\n}' });
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Internal server error',
          locations: [{ line: 3, column: 3 }],
          path: ['failing'],
        },
      ],
      data: { hello: 'Hello world', failing: null },
      extensions: DEBUG,
    });
    expect(res.text).not.toContain('SQLITE');
    expect(server.logs.some((line) => line.includes('no such table: secrets'))).toBe(true);
  });

  it('shows messages resolvers throw as GraphQLError', async () => {
    const res = await server.post({ query: '{ refused }' });
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Sorry, you are not allowed to do that',
          locations: [{ line: 1, column: 3 }],
          path: ['refused'],
        },
      ],
      data: { refused: null },
      extensions: DEBUG,
    });
  });

  it('a non-null field resolving null nulls its parent, reported as internal', async () => {
    const res = await server.post({ query: '{ strict { value } }' });
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: 12 }],
          path: ['strict', 'value'],
        },
      ],
      data: { strict: null },
      extensions: DEBUG,
    });
  });

  it('bad variables: no data key (graphql-php omits null data)', async () => {
    const res = await server.post({ query: 'query ($n: String!) { hello(name: $n) }' });
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Variable "$n" of required type "String!" was not provided.',
          locations: [{ line: 1, column: 8 }],
        },
      ],
      extensions: DEBUG,
    });
  });
});

/*
 * graphql-php answers any method but GET and POST with 500; a client's mistake is answered 405
 * here, with Allow and graphql-php's message. HEAD too: it would run a query only to drop the
 * answer.
 */
describe('methods the GraphQL endpoint does not serve', () => {
  const methods = ['PUT', 'DELETE', 'PATCH', 'TRACE', 'HEAD'];
  const paths = ['/graphql', '/graphql/', '/index.php?graphql', '/?graphql'];

  it.each(methods.flatMap((method) => paths.map((path) => [method, path])))(
    '%s %s: 405 with Allow and the headers of a GraphQL answer',
    async (method, path) => {
      const body = method === 'TRACE' || method === 'HEAD' ? undefined : '{"query":"{ hello }"}';
      const headers = {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body ?? ''),
      };
      const res = await server.send(method, path, { headers, body });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, POST, OPTIONS');
      expect(res.headers.connection).toBe('close');
      expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['x-graphql-url']).toBe(`127.0.0.1:${server.port}/graphql`);
      const message = { errors: [{ message: `HTTP Method "${method}" is not supported` }] };
      expect(res.text).toBe(method === 'HEAD' ? '' : JSON.stringify(message));
    },
  );

  it('still answers GET, POST and the OPTIONS preflight', async () => {
    expect((await server.send('GET', '/graphql?query=%7Bhello%7D')).status).toBe(200);
    expect((await server.post({ query: '{ hello }' })).status).toBe(200);
    const preflight = await server.send('OPTIONS', '/graphql');
    expect(preflight.status).toBe(200);
    expect(preflight.headers.allow).toBeUndefined();
  });
});
