import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBUG, nestedQuery, startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('depth: only what graphql-php parses (WPGraphQL leaves its QueryDepth rule off)', () => {
  it('answers a deep but small query (200 nested selections)', async () => {
    const res = await server.post({ query: nestedQuery(200) });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ data: { node: { child: { child: {} } } } });
  });

  it('parses 256 nested selection sets, and refuses the 257th as a syntax error, as graphql-php', async () => {
    expect((await server.post({ query: nestedQuery(255) })).status).toBe(200);
    const query = nestedQuery(256);
    const res = await server.post({ query });
    expect(res.status).toBe(500);
    // The error is at the brace that would open the 257th selection set.
    const column = query.split('{', 257).join('{').length + 1;
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Syntax Error: Recursion depth limit of 256 exceeded',
          locations: [{ line: 1, column }],
        },
      ],
    });
  });

  it('counts value literals and list types too (a scalar argument is a level while it is read)', async () => {
    const deepList = `${'['.repeat(254)}1${']'.repeat(254)}`;
    const inside = await server.post({ query: `{ node(n: ${deepList}) { name } }` });
    expect(JSON.stringify(inside.json())).not.toContain('Recursion depth');
    const tooDeep = await server.post({ query: `{ node(n: [${deepList}]) { name } }` });
    expect(tooDeep.status).toBe(500);
    expect(JSON.stringify(tooDeep.json())).toContain('Recursion depth limit of 256 exceeded');
    const types = `query ($v: ${'['.repeat(256)}Int${']'.repeat(256)}) { node { name } }`;
    expect(JSON.stringify((await server.post({ query: types })).json())).toContain(
      'Recursion depth limit of 256 exceeded',
    );
  });

  it('survives fragment cycles and fan-out without hanging', async () => {
    const cycle = await server.post({
      query: '{ node { ...A } } fragment A on Nested { child { ...A } }',
    });
    expect(cycle.status).toBe(200);
    expect(JSON.stringify(cycle.json())).toContain('Cannot spread fragment \\"A\\" within itself');
    // 20 fragments each spreading the next twice: 2^20 paths if counted naively.
    let doc = '{ node { ...F0 } }';
    for (let i = 0; i < 20; i++)
      doc += ` fragment F${i} on Nested { child { name } ...F${i + 1} ...F${i + 1} }`;
    doc += ' fragment F20 on Nested { name }';
    const started = Date.now();
    const fan = await server.post({ query: doc });
    expect(fan.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses absurd nesting while parsing, before the stack is at risk', async () => {
    const res = await server.post({ query: '{ node '.repeat(3000) + '}'.repeat(3000) });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.json())).toContain('Recursion depth limit of 256 exceeded');
  });
});

describe('size limits', () => {
  it('refuses a query document over 64 KiB with a GraphQL error', async () => {
    const query = `{ hello ${'#'.repeat(70 * 1024)}\n }`;
    const res = await server.post({ query });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        {
          message: `The query document is too large: ${query.length} bytes, the limit is 65536 bytes.`,
        },
      ],
      extensions: DEBUG,
    });
  });

  it('refuses a document with too many tokens', async () => {
    const res = await server.post({ query: `{ ${'a '.repeat(30_000)} }` });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.json())).toContain('Document contains more t');
  });

  it('runs a batch of 10 and refuses 11 (WPGraphQL batch_limit)', async () => {
    const ten = await server.post(Array.from({ length: 10 }, () => ({ query: '{ hello }' })));
    expect(ten.status).toBe(200);
    expect(ten.json()).toHaveLength(10);
    const eleven = await server.post(Array.from({ length: 11 }, () => ({ query: '{ hello }' })));
    expect(eleven.status).toBe(500);
    expect(eleven.json()).toEqual({
      errors: [
        { message: 'Batch requests are limited to 10 operations. This request contained 11' },
      ],
    });
  });

  it('answers 413 to a body over 1 MiB (declared length)', async () => {
    const body = JSON.stringify({
      query: '{ hello }',
      variables: { pad: 'x'.repeat(1024 * 1024) },
    });
    const res = await server.post(body);
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({
      errors: [{ message: 'The request body is too large: the limit is 1048576 bytes.' }],
    });
    expect(res.headers.connection).toBe('close');
  });

  it('answers 413 to a chunked body that grows over 1 MiB', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/graphql',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let i = 0; i < 20; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
    // The server is still healthy afterwards.
    expect((await server.post({ query: '{ hello }' })).status).toBe(200);
  });

  it('refuses JSON nested deeper than PHP would decode, and malformed UTF-8', async () => {
    const deep = await server.post(
      `{"query":"{ hello }","variables":{"a":${'['.repeat(600)}${']'.repeat(600)}}}`,
    );
    expect(deep.status).toBe(500);
    expect(deep.text).toContain('Maximum stack depth exceeded');
    const bad = await server.send('POST', '/graphql', {
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(bad.status).toBe(500);
    expect(bad.text).toContain('Malformed UTF-8 characters');
  });

  it('answers malformed HTTP with 400 without crashing', async () => {
    const { connect } = await import('node:net');
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await server.post({ query: '{ hello }' })).status).toBe(200);
  });
});
