import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBUG, startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `count` aliases of the same root field. */
function aliases(count: number, field: string): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
}

function firstMessage(body: unknown): string | undefined {
  return (body as { errors?: { message: string }[] }).errors?.[0]?.message;
}

describe('query cost (refused before validation and execution)', () => {
  it('refuses 1,000 aliases of posts(first: 100) { nodes { content } } with a GraphQL error', async () => {
    const query = aliases(1000, 'posts(first: 100) { nodes { content } }');
    expect(query.length).toBeGreaterThan(40_000);
    const res = await server.post({ query });
    expect(res.status).toBe(200);
    // 1,000 × (1 + 100 × (nodes 1 + content 100))
    expect(res.json()).toEqual({
      errors: [{ message: 'Max query complexity should be 250000 but got 10101000.' }],
      extensions: DEBUG,
    });
  });

  it('runs a document just under the limit and refuses one just over it', async () => {
    // Each alias costs 1 + 100 × (nodes 1 + content 100) = 10,101: 24 of them cost 242,424.
    const field = 'posts(first: 100) { nodes { content } }';
    const under = await server.post({ query: aliases(24, field) });
    expect(under.status).toBe(200);
    const data = (under.json() as { data: Record<string, { nodes: unknown[] }> }).data;
    expect(Object.keys(data)).toHaveLength(24);
    expect(data.a23?.nodes).toHaveLength(100);

    const over = await server.post({
      query: aliases(25, field),
    });
    expect(firstMessage(over.json())).toBe('Max query complexity should be 250000 but got 252525.');
  });

  it('multiplies connections inside connections', async () => {
    const res = await server.post({
      query:
        '{ posts(first: 100) { nodes { children(first: 100) { nodes { children(first: 100) { nodes { title } } } } } } }',
    });
    expect(firstMessage(res.json())).toMatch(
      /^Max query complexity should be 250000 but got \d+\.$/,
    );
    expect(JSON.stringify(res.json())).not.toContain('"data"');
  });

  it('counts a page size given as a variable, and the default of 10 without one', async () => {
    const query = `query($n: Int) { ${Array.from({ length: 30 }, (_, i) => `a${i}: posts(first: $n) { nodes { content } }`).join(' ')} }`;
    const small = await server.post({ query, variables: { n: 1 } });
    expect(small.json()).toMatchObject({ data: { a0: { nodes: [{ content: null }] } } });
    const absent = await server.post({ query });
    expect((absent.json() as { data: { a0: { nodes: unknown[] } } }).data.a0.nodes).toHaveLength(
      10,
    );
    const large = await server.post({ query, variables: { n: 100 } });
    // 30 × (1 + 100 × 101); without it 30 × (1 + 10 × 101) = 30,330 runs.
    expect(firstMessage(large.json())).toBe(
      'Max query complexity should be 250000 but got 303030.',
    );
  });

  it('counts a fragment each time it is spread', async () => {
    let query = '{ posts(first: 100) { nodes { ...F0 } } }';
    for (let i = 0; i < 12; i++)
      query += ` fragment F${i} on Post { title ...F${i + 1} ...F${i + 1} }`;
    query += ' fragment F12 on Post { content }';
    const res = await server.post({ query });
    expect(firstMessage(res.json())).toMatch(/^Max query complexity should be 250000 but got/);
  });
});
