import type { GraphQLFieldResolver } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import type { Limits } from './limits';
import { createTestSchema, DEBUG, startTestServer, type TestServer } from './test/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** `count` aliases of the same root field. */
function aliases(count: number, field: string): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
}

/** Each alias costs 1 + 100 × (nodes 1 + content 100) = 10,101. */
const CONTENT = 'posts(first: 100) { nodes { content } }';

/** 100 posts whose `slow` field takes 2 ms each: 200 ms. */
const SLOW = '{ posts(first: 100) { nodes { slow } } }';

/** The test schema, counting how often `posts` runs (how much of a request was executed). */
async function startCounting(limits: Partial<Limits> = {}) {
  const schema = createTestSchema();
  const posts = schema.getQueryType()!.getFields().posts!;
  const resolve = posts.resolve as GraphQLFieldResolver<unknown, unknown>;
  const ran = { posts: 0 };
  posts.resolve = (...args) => {
    ran.posts += 1;
    return resolve(...args);
  };
  server = await startTestServer({ schema, limits });
  return { server, ran };
}

const timeError = (ms: number) => ({
  errors: [{ message: `The query ran longer than this server allows (${ms} ms) and was stopped.` }],
  extensions: DEBUG,
});
const sizeError = (bytes: number) => ({
  errors: [
    {
      message: `The query's answer is larger than this server allows (${bytes} bytes) and was not sent.`,
    },
  ],
  extensions: DEBUG,
});
const notRun = {
  errors: [
    {
      message:
        "This operation was not run: the operations before it in the batch used up the request's budget.",
    },
  ],
  extensions: DEBUG,
};

describe('query cost counted across a batch', () => {
  it('refuses a batch whose operations each fit the cost limit but together do not, running none', async () => {
    const { server, ran } = await startCounting();
    // Issue 30's batch: 10 operations each just under the limit (its 220 aliases of 100 posts'
    // content are refused alone since content costs 100; 24 now, 242,424 each).
    const batch = Array.from({ length: 10 }, () => ({ query: aliases(24, CONTENT) }));
    const alone = await server.post(batch[0]);
    expect(Object.keys((alone.json() as { data: object }).data)).toHaveLength(24);
    ran.posts = 0;

    const res = await server.post(batch);
    // As WPGraphQL refuses a batch over its batch_limit: 500, the request's error only.
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({
      errors: [
        {
          message:
            "Batch requests are limited to a total query complexity of 250000. This request's operations together cost 2424240.",
        },
      ],
    });
    expect(res.text.length).toBeLessThan(300);
    expect(ran.posts).toBe(0);
  });

  it('runs a batch that fits, and answers an operation over the limit on its own in its slot', async () => {
    ({ server } = await startCounting());
    // 2 × 12 × 10,101 = 242,424.
    const fits = await server.post([
      { query: aliases(12, CONTENT) },
      { query: aliases(12, CONTENT) },
    ]);
    expect(fits.status).toBe(200);
    const answers = fits.json() as { data: Record<string, { nodes: unknown[] }> }[];
    expect(answers.map((answer) => Object.keys(answer.data).length)).toEqual([12, 12]);
    expect(answers[1]!.data.a11!.nodes).toHaveLength(100);

    const res = await server.post([{ query: aliases(25, CONTENT) }, { query: '{ hello }' }]);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([
      {
        errors: [{ message: 'Max query complexity should be 250000 but got 252525.' }],
        extensions: DEBUG,
      },
      { data: { hello: 'Hello world' }, extensions: DEBUG },
    ]);
  });
});

describe('execution time counted across a batch', () => {
  it('stops the operation that runs out of the time budget and runs none after it', async () => {
    // A wide margin for one operation (200 ms of a 1,000 ms budget) on a busy machine.
    const { server, ran } = await startCounting({ executionBudgetMs: 1_000 });
    const alone = await server.post({ query: SLOW });
    expect(alone.json()).toMatchObject({ data: { posts: { nodes: expect.any(Array) } } });
    ran.posts = 0;

    // Each operation takes 200 ms, within the budget; eight of them do not fit in it together.
    const res = await server.post(Array.from({ length: 8 }, () => ({ query: SLOW })));
    expect(res.status).toBe(200);
    const answers = res.json() as unknown[];
    expect(answers).toHaveLength(8);
    expect(answers[0]).toMatchObject({ data: { posts: { nodes: expect.any(Array) } } });
    const stopped = answers.findIndex((answer) => 'errors' in (answer as object));
    expect(stopped).toBeGreaterThan(0);
    expect(answers[stopped]).toEqual(timeError(1_000));
    expect(answers.slice(stopped + 1)).toEqual(Array(7 - stopped).fill(notRun));
    expect(answers[7]).toEqual(notRun);
    expect(ran.posts).toBe(stopped + 1);
  });
});

describe('answer size cap', () => {
  // `slashes` is escaped as PHP writes it (`\/`, `\u03c0`…): the cap counts the bytes sent.
  const query = `{ slashes ${aliases(5, CONTENT).slice(1)}`;

  it('sends an answer of exactly the cap and refuses one a byte over it', async () => {
    server = await startTestServer();
    const full = await server.post({ query });
    expect(full.text).toContain('\\u03c0');
    const bytes = Buffer.byteLength(full.text);
    await server.close();

    server = await startTestServer({ limits: { maxAnswerBytes: bytes } });
    const fits = await server.post({ query });
    expect(fits.status).toBe(200);
    expect(fits.text).toBe(full.text);
    await server.close();

    server = await startTestServer({ limits: { maxAnswerBytes: bytes - 1 } });
    const over = await server.post({ query });
    expect(over.status).toBe(200);
    expect(over.json()).toEqual(sizeError(bytes - 1));
  });

  it('stops a query whose answer grows past the cap while it runs, long before its time budget', async () => {
    server = await startTestServer({ limits: { maxAnswerBytes: 2_000 } });
    // 50 × 100 × 2 ms: 10 s of work; without the size cap the 3 s time budget would stop it.
    const res = await server.post({ query: aliases(50, 'posts(first: 100) { nodes { slow } }') });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(sizeError(2_000));
  });

  it('keeps the answers before the one that passes the cap and runs none after it', async () => {
    const { server, ran } = await startCounting({ maxAnswerBytes: 5_000 });
    const res = await server.post([
      { query: '{ hello }' },
      { query: aliases(10, CONTENT) },
      { query: '{ posts(first: 1) { nodes { title } } }' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([
      { data: { hello: 'Hello world' }, extensions: DEBUG },
      sizeError(5_000),
      notRun,
    ]);
    expect(ran.posts).toBe(10);
  });

  it('answers every operation after the one over the cap as not run, however full the answer', async () => {
    server = await startTestServer();
    const first = { query: aliases(3, CONTENT) };
    const alone = await server.post([first]);
    const bytes = Buffer.byteLength(alone.text);
    await server.close();

    // The cap is the first answer exactly: not a byte is left for the second.
    server = await startTestServer({ limits: { maxAnswerBytes: bytes } });
    const res = await server.post([first, { query: '{ hello }' }, { query: '{ hello }' }]);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([(alone.json() as unknown[])[0], sizeError(bytes), notRun]);
  });
});

describe('a normal batch', () => {
  it('answers ten small operations with every result', async () => {
    server = await startTestServer();
    const batch = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? { query: 'query($n: String) { hello(name: $n) }', variables: { n: `reader ${i}` } }
        : { query: '{ posts(first: 3) { nodes { title } } }' },
    );
    const res = await server.post(batch);
    expect(res.status).toBe(200);
    const posts = {
      posts: { nodes: [{ title: 'title' }, { title: 'title' }, { title: 'title' }] },
    };
    expect(res.json()).toEqual(
      batch.map((_, i) => ({
        data: i % 2 === 0 ? { hello: `Hello reader ${i}` } : posts,
        extensions: DEBUG,
      })),
    );
  });
});
