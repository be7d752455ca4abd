import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { TypedDocumentString } from '../generated/graphql';
import { withRenderBudget } from './deadline';
import { createWordPressClient } from './graphql-client';

const document = new TypedDocumentString<{ generalSettings: { title: string } }, object>(
  'query DeadlineProbe { generalSettings { title } }',
);

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A WordPress on loopback that answers each request as `answer` says (or never). */
async function wordpress(answer: (n: number, res: import('node:http').ServerResponse) => void) {
  let requests = 0;
  const open = new Set<number>();
  server = createServer((req, res) => {
    const n = ++requests;
    open.add(n);
    res.on('close', () => open.delete(n));
    answer(n, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/graphql`,
    requests: () => requests,
    open: () => open.size,
  };
}

describe('one budget per call', () => {
  it('ends a call to a stalled WordPress at the budget, with its socket closed', async () => {
    const wp = await wordpress(() => {});
    const client = createWordPressClient({ endpoint: wp.endpoint, budgetMs: 400 });
    const started = Date.now();
    await expect(client(document, {})).rejects.toThrow(/^\[Network\] WordPress did not answer/);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(400);
    expect(took).toBeLessThan(1_500);
    // The stalled try was abandoned, not retried: a retry's 1 s wait does not fit in 400 ms.
    expect(wp.requests()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wp.open()).toBe(0);
  });

  it('retries a failure fast while the wait and a try still fit, then stops at the budget', async () => {
    const wp = await wordpress((_n, res) => {
      res.writeHead(503, 'Service Unavailable');
      res.end();
    });
    // 1 s wait fits in 2.5 s; the next (2 s) does not.
    const client = createWordPressClient({ endpoint: wp.endpoint, budgetMs: 2_500 });
    const started = Date.now();
    await expect(client(document, {})).rejects.toThrow('Service Unavailable');
    expect(wp.requests()).toBe(2);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('answers when WordPress does, and leaves no timer behind', async () => {
    const wp = await wordpress((_n, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { generalSettings: { title: 'Site' } } }));
    });
    const client = createWordPressClient({ endpoint: wp.endpoint, budgetMs: 60_000 });
    await expect(client(document, {})).resolves.toEqual({ generalSettings: { title: 'Site' } });
  });
});

describe('one budget per render', () => {
  it('gives a render’s second request only what the first left of the budget', async () => {
    const wp = await wordpress(() => {});
    const client = createWordPressClient({ endpoint: wp.endpoint, budgetMs: 600 });
    const started = Date.now();
    const render = withRenderBudget(700, async () => {
      await client(document, {}).catch(() => null);
      return client(document, {});
    });
    await expect(render).rejects.toThrow(/^\[Network\] WordPress did not answer/);
    // 600 ms for the first call, then the 100 ms left: not 600 more.
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(wp.requests()).toBe(2);
  });
});
