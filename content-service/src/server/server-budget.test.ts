import { afterEach, describe, expect, it } from 'vitest';
import { DEBUG, startTestServer, type TestServer } from './test/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** `count` aliases of 100 posts whose `slow` field takes 2 ms each. */
function slowQuery(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: posts(first: 100) { nodes { slow } }`).join(' ')} }`;
}

describe('execution time budget', () => {
  it('stops a query running past its budget with one error and no data', async () => {
    server = await startTestServer({ limits: { executionBudgetMs: 50 } });
    // 10 × 100 × 2 ms = 2 s of work without the budget.
    const res = await server.post({ query: slowQuery(10) });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        { message: 'The query ran longer than this server allows (50 ms) and was stopped.' },
      ],
      extensions: DEBUG,
    });
  });

  it('runs a query within its budget', async () => {
    server = await startTestServer({ limits: { executionBudgetMs: 5_000 } });
    const res = await server.post({ query: '{ posts(first: 3) { nodes { slow } } }' });
    expect(res.json()).toMatchObject({
      data: { posts: { nodes: [{ slow: 'slow' }, { slow: 'slow' }, { slow: 'slow' }] } },
    });
  });

  it('answers other requests while a long query executes', async () => {
    server = await startTestServer({ limits: { executionBudgetMs: 10_000 } });
    const finished: string[] = [];
    // 3 × 100 × 2 ms = 600 ms of synchronous resolvers.
    const long = server.post({ query: slowQuery(3) }).then((res) => {
      finished.push('long');
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const plain = await server.post({ query: '{ hello }' });
    finished.push('plain');
    expect(plain.json()).toMatchObject({ data: { hello: 'Hello world' } });
    expect((await long).status).toBe(200);
    expect(finished).toEqual(['plain', 'long']);
  });
});

describe('errors of a query that ran over several slices', () => {
  // Every post's `slow` takes 2 ms, so with 1 ms slices resolvers wait for later slices.
  const query = '{ posts(first: 10) { nodes { slow required broken } } }';
  const broken = (index: number) => ({
    message: 'Internal server error',
    locations: [{ line: 1, column: 44 }],
    path: ['posts', 'nodes', index, 'broken'],
  });

  it('stops a list at a failed non-null field, as graphql-php does, however it was sliced', async () => {
    server = await startTestServer({
      limits: { executionBudgetMs: 10_000, executionSliceMs: 1 },
    });
    const res = await server.post({ query });
    // The sixth post's `required` fails and nulls `posts`: the posts after it never run, so
    // only the five before it report `broken` (case error_path_list_after_slice).
    expect(res.json()).toEqual({
      errors: [
        ...[0, 1, 2, 3, 4].map(broken),
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: 35 }],
          path: ['posts', 'nodes', 5, 'required'],
        },
      ],
      data: { posts: null },
      extensions: DEBUG,
    });
  });
});
